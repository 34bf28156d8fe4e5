// `npm run bench [-- --products N]`: throughput and latency of the production build on a freshly
// seeded SQLite database, over loopback only, with a bounded number of requests per endpoint.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    products: { type: "string" },
    requests: { type: "string", default: "400" },
    concurrency: { type: "string", default: "8" },
  },
});
const root = join(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const total = Number(values.requests);
const concurrency = Number(values.concurrency);

spawnSync(join(root, "node_modules/.bin/react-router"), ["build"], { stdio: "ignore", cwd: root });
const work = mkdtempSync(join(tmpdir(), "storefront-bench-"));
const dbFile = join(work, "bench.db");
if (values.products) {
  const started = performance.now();
  spawnSync(process.execPath, [join(root, "scripts/seed.ts"), "--products", values.products], {
    stdio: "ignore",
    env: { ...process.env, DATABASE_URL: dbFile },
  });
  console.log(`seed --products ${values.products}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const server = spawn(process.execPath, [join(root, "server/main.ts")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: dbFile,
    LOG_LEVEL: "silent",
    IMAGE_CACHE_DIR: join(work, "images"),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function measure(path: string) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      const t = performance.now();
      const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "gzip" } }).catch(
        () => null,
      );
      if (!response?.ok) errors++;
      await response?.arrayBuffer();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(
    `${path.padEnd(52)} ${(total / seconds).toFixed(0).padStart(6)} req/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms   errors ${errors}`,
  );
}

try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${origin}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    if (i > 600) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`${total} requests per endpoint, ${concurrency} at a time\n`);
  for (const path of [
    "/healthz",
    "/uk/",
    "/uk/help/delivery",
    "/uk/no-such-page",
    "/api/common/universalVariable.json?url=/uk/",
    "/twccmsservice/page/?url=/uk/",
    // Search (docs/decisions/003-search-engine.md): suggestions target p99 ≤ 10 ms, listings p95 ≤ 30 ms.
    "/uk/search/autocomplete?term=tow",
    "/uk/search/autocomplete?term=cashm",
    "/uk/async/search/c/Bedroom?colour=White&sort=price-asc",
    "/uk/async/search/search?text=towel&size=Bath+Towel",
    "/uk/Bedroom/Bed-Linen/c/Duvet-Covers",
  ]) {
    await fetch(`${origin}${path}`).catch(() => null);
    await measure(path);
  }
  // The same search work measured inside one process, without HTTP (scripts/bench-search.ts).
  console.log("");
  spawnSync(process.execPath, ["--expose-gc", join(root, "scripts/bench-search.ts")], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: dbFile },
  });
  const memory = spawnSync("ps", ["-o", "rss=", "-p", String(server.pid)], {
    encoding: "utf8",
  }).stdout.trim();
  console.log(`\nserver resident memory after the run: ${(Number(memory) / 1024).toFixed(0)} MB`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(work, { recursive: true, force: true });
}

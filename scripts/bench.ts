// `npm run bench [-- --products N]`: throughput and latency of the production build on a freshly
// seeded SQLite database, over loopback only, with a bounded number of requests per endpoint; then
// both search providers side by side (docs/decisions/011-search-provider.md): the embedded index on
// that database and the PostgreSQL one on a database seeded alike (BENCH_DATABASE_URL, default the
// local test server), created for the run and dropped after it.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

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
    // A production start needs the OAuth client's secret (docs/decisions/037): one for this run.
    OAUTH_CLIENT_SECRET: randomBytes(24).toString("base64url"),
    GIFT_CARD_SECRET: randomBytes(32).toString("base64url"),
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
  // The same search work measured inside one process, without HTTP (scripts/bench-search.ts), on
  // each provider.
  console.log("");
  const embedded = searchBench("embedded", dbFile);
  console.log("");
  const postgres = await withPostgresDatabase((url) => searchBench("postgres", url));
  printSideBySide(embedded, postgres);
  const memory = spawnSync("ps", ["-o", "rss=", "-p", String(server.pid)], {
    encoding: "utf8",
  }).stdout.trim();
  console.log(`\nserver resident memory after the run: ${(Number(memory) / 1024).toFixed(0)} MB`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(work, { recursive: true, force: true });
}

interface SearchFigures {
  provider: string;
  buildMs: number;
  figures: Record<string, Record<string, number>>;
}

/** Runs scripts/bench-search.ts on one provider, showing its lines and keeping its figures. */
function searchBench(provider: "embedded" | "postgres", url: string): SearchFigures | null {
  const run = spawnSync(
    process.execPath,
    ["--expose-gc", join(root, "scripts/bench-search.ts"), "--provider", provider, "--json"],
    { encoding: "utf8", env: { ...process.env, DATABASE_URL: url }, stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = run.stdout.trim().split("\n");
  const last = lines.at(-1) ?? "";
  const parsed = last.startsWith("{") ? (JSON.parse(last) as SearchFigures) : null;
  console.log((parsed ? lines.slice(0, -1) : lines).join("\n"));
  return parsed;
}

/** A PostgreSQL database seeded like the SQLite one for the run, dropped after it; null when unreachable. */
async function withPostgresDatabase<T>(work: (url: string) => T): Promise<T | null> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/test";
  const name = `storefront_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database "${name}"`);
  } catch (error) {
    console.log(`PostgreSQL provider not measured: ${(error as Error).message}`);
    await admin.end().catch(() => {});
    return null;
  }
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  try {
    const started = performance.now();
    spawnSync(
      process.execPath,
      [join(root, "scripts/seed.ts"), ...(values.products ? ["--products", values.products] : [])],
      {
        stdio: "ignore",
        env: { ...process.env, DATABASE_URL: url },
      },
    );
    console.log(`PostgreSQL seed: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return work(url);
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

function printSideBySide(embedded: SearchFigures | null, postgres: SearchFigures | null) {
  const columns = [
    ["embedded (SQLite)", embedded],
    ["postgres (PostgreSQL)", postgres],
  ] as const;
  console.log("\nsearch providers side by side (in process, ms: p50 / p95 / p99)");
  console.log(`${"".padEnd(48)}${columns.map(([name]) => name.padEnd(28)).join("")}`);
  const build = columns.map(([, f]) =>
    (f ? `${(f.buildMs / 1000).toFixed(1)} s` : "not measured").padEnd(28),
  );
  console.log(`${"index build".padEnd(48)}${build.join("")}`);
  const rows = Object.keys(embedded?.figures ?? postgres?.figures ?? {});
  for (const row of rows) {
    const cells = columns.map(([, f]) => {
      const p = f?.figures[row];
      return (p ? `${p.p50} / ${p.p95} / ${p.p99}` : "not measured").padEnd(28);
    });
    console.log(`${row.padEnd(48)}${cells.join("")}`);
  }
}

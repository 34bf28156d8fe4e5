// `npm run bench [-- --products N]`: throughput and latency of the production build on a freshly
// seeded SQLite database, over loopback only, with a bounded number of requests per endpoint; then
// both search providers side by side (docs/decisions/011-search-provider.md): the embedded index on
// that database and the PostgreSQL one on a database seeded alike (BENCH_DATABASE_URL, default the
// local test server), created for the run and dropped after it. First, the product and listing pages three ways
// (issue 28): rendered afresh by a store started with PAGE_CACHE=off, from the page cache of the store started as
// usual, and by a plain Node file server sending the bytes and headers the store sent for the same page; then through
// nginx (Debian's, installed when missing) running the reverse-proxy recipe of docs/operations.md as written.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import pg from "pg";
import { startRecipeProxy } from "./lib/nginx-recipe.ts";
import { processCpuMs } from "./lib/process-cpu.ts";
import type { CapturedAnswer, CapturedPages } from "./lib/static-copy-server.ts";

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
/** A listing with a full page of cards; the product page is the first product it links to. */
const LISTING_PAGE = "/uk/Bedroom/Bed-Linen/c/Duvet-Covers";
const NOT_FOUND_PAGE = "/uk/no-such-page";

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
/** The production store on the run's database; `env` on top of the bench's own settings. */
function startStore(storePort: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [join(root, "server/main.ts")], {
    env: {
      ...process.env,
      PORT: String(storePort),
      HOST: "127.0.0.1",
      DATABASE_URL: dbFile,
      LOG_LEVEL: "silent",
      IMAGE_CACHE_DIR: join(work, "images"),
      // A production start needs the OAuth client's secret (docs/decisions/037): one for this run.
      OAUTH_CLIENT_SECRET: randomBytes(24).toString("base64url"),
      GIFT_CARD_SECRET: randomBytes(32).toString("base64url"),
      ...env,
    },
    stdio: ["ignore", env.LOG_LEVEL ? "pipe" : "ignore", "inherit"],
  });
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

async function waitUntilHealthy(base: string) {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    if (i > 600) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
}

interface Figures {
  perSecond: number;
  p50: number;
  p95: number;
}

/** Requests a second and latency for `path`; an error is any answer other than `expectedStatus`. */
async function measure(path: string, base = origin, label = path, expectedStatus = 200): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      const t = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip" } }).catch(
        () => null,
      );
      if (response?.status !== expectedStatus) errors++;
      await response?.arrayBuffer();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  console.log(
    `${label.padEnd(52)} ${(total / seconds).toFixed(0).padStart(6)} req/s   p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   errors ${errors}`,
  );
  return { perSecond: total / seconds, p50: pct(50), p95: pct(95) };
}

const children: ChildProcess[] = [];
let server: ChildProcess | undefined;
try {
  console.log(`${total} requests per endpoint, ${concurrency} at a time\n`);
  const threeWays = await pagesThreeWays();
  server = startStore(port);
  children.push(server);
  await waitUntilHealthy(origin);
  for (const path of [
    "/healthz",
    "/uk/",
    "/uk/help/delivery",
    NOT_FOUND_PAGE,
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
    // The not-found page's answer is its 404.
    await measure(path, origin, path, path === NOT_FOUND_PAGE ? 404 : 200);
  }
  await threeWays.fromCacheAndStatic();
  // The same search work measured inside one process, without HTTP (scripts/bench-search.ts), on
  // each provider.
  console.log("");
  const embedded = searchBench("embedded", dbFile);
  console.log("");
  const postgres = await withPostgresDatabase((url) => searchBench("postgres", url));
  printSideBySide(embedded, postgres);
  const memory = residentMB(server?.pid);
  console.log(
    `\nserver resident memory after the run: ${memory === null ? "not known (the server had exited)" : `${memory.toFixed(0)} MB`}`,
  );
} finally {
  for (const child of children) await stopProcess(child);
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

interface PageRun {
  name: string;
  path: string;
  uncached: Figures;
  /** The store's own time for the page (its request log), and its CPU per page, while uncached. */
  serverP50: number | null;
  cpuMs: number | null;
  htmlBytes: number;
  gzipBytes: number;
}

/**
 * Issue 28: the product and listing pages rendered afresh (a store with PAGE_CACHE=off, measured now), then, through
 * the returned step, from the page cache of the store started as usual and from a static copy of the same bytes.
 */
async function pagesThreeWays() {
  const uncachedPort = port + 1;
  const base = `http://127.0.0.1:${uncachedPort}`;
  const store = startStore(uncachedPort, { PAGE_CACHE: "off", LOG_LEVEL: "info" });
  children.push(store);
  // The request log's time per page: from the request's arrival to the answer handed back, its first byte.
  const durations = new Map<string, number[]>();
  if (store.stdout)
    createInterface({ input: store.stdout }).on("line", (line) => {
      if (!line.includes('"durationMs"')) return;
      const entry = JSON.parse(line) as { path?: string; durationMs?: number };
      if (entry.path && typeof entry.durationMs === "number")
        durations.get(entry.path)?.push(entry.durationMs);
    });
  await waitUntilHealthy(base);
  const listingHtml = await (await fetch(`${base}${LISTING_PAGE}`)).text();
  const productPage = /href="(\/uk\/[^"?]+\/p\/P[^"?]+)/.exec(listingHtml)?.[1];
  if (!productPage) throw new Error(`${LISTING_PAGE} links to no product`);
  const pages = [
    { name: "product", path: productPage },
    { name: "listing", path: LISTING_PAGE },
  ];
  console.log("product and listing pages, rendered afresh (PAGE_CACHE=off)");
  const runs: PageRun[] = [];
  const captured: CapturedPages = {};
  for (const { name, path } of pages) {
    for (let i = 0; i < 5; i++) await (await fetch(`${base}${path}`)).arrayBuffer();
    durations.set(path, []);
    const cpuBefore = processCpuMs(store.pid);
    const uncached = await measure(path, base, `${name} ${path}`);
    const cpuAfter = processCpuMs(store.pid);
    const times = (durations.get(path) ?? []).sort((a, b) => a - b);
    durations.delete(path);
    captured[path] = [await capture(`${base}${path}`, "gzip"), await capture(`${base}${path}`, "")];
    const [gzip, plain] = captured[path];
    runs.push({
      name,
      path,
      uncached,
      serverP50: times.length ? times[Math.floor(times.length / 2)]! : null,
      cpuMs: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / total : null,
      htmlBytes: Buffer.from(plain!.bodyBase64, "base64").length,
      gzipBytes: Buffer.from(gzip!.bodyBase64, "base64").length,
    });
  }
  await stopProcess(store);
  const pagesFile = join(work, "pages.json");
  writeFileSync(pagesFile, JSON.stringify(captured));
  console.log("");

  return {
    /** With the usual store started: the same pages from its page cache, then from the static copy. */
    async fromCacheAndStatic() {
      console.log("\nthe same pages from the page cache (PAGE_CACHE unset)");
      const cached: Figures[] = [];
      for (const run of runs) {
        for (let i = 0; i < 5; i++) await (await fetch(`${origin}${run.path}`)).arrayBuffer();
        cached.push(await measure(run.path, origin, `${run.name} ${run.path}`));
      }
      const staticPort = port + 2;
      const copy = spawn(
        process.execPath,
        [join(root, "scripts/lib/static-copy-server.ts"), pagesFile, String(staticPort)],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      children.push(copy);
      await new Promise<void>((ready, fail) => {
        copy.stdout?.once("data", () => ready());
        copy.once("exit", () => fail(new Error("the static copy server did not start")));
      });
      console.log("\nthe same bytes from a static copy (Node's http module)");
      const copied: Figures[] = [];
      for (const run of runs)
        copied.push(await measure(run.path, `http://127.0.0.1:${staticPort}`, `${run.name} ${run.path}`));
      await stopProcess(copy);
      const proxied = await throughRecipeProxy(runs);
      printThreeWays(runs, cached, copied, proxied);
    },
  };
}

/**
 * The reverse-proxy recipe of docs/operations.md, run as written in front of the usual store: it must keep the shared
 * pages (a second ask is a HIT) and never a personal one; then the same pages through it.
 */
async function throughRecipeProxy(runs: readonly PageRun[]): Promise<Figures[]> {
  const listenPort = port + 3;
  // Its own folder, not inside the run's (private to this user): nginx's workers run as another.
  const dir = mkdtempSync(join(tmpdir(), "storefront-nginx-"));
  const proxyBase = `http://127.0.0.1:${listenPort}`;
  const proxy = await startRecipeProxy(join(root, "docs/operations.md"), {
    storePort: port,
    listenPort,
    dir,
  });
  children.push(proxy);
  const status = async (path: string) => {
    const answer = await fetch(`${proxyBase}${path}`);
    await answer.arrayBuffer();
    return answer.headers.get("x-proxy-cache");
  };
  for (const run of runs) {
    await status(run.path);
    const second = await status(run.path);
    if (second !== "HIT") throw new Error(`the recipe did not keep ${run.path} (X-Proxy-Cache ${second})`);
  }
  await status("/uk/bag");
  const bag = await status("/uk/bag");
  if (bag === "HIT") throw new Error("the recipe kept the bag, a personal page");
  console.log(
    "\nthe same pages through nginx on the recipe in docs/operations.md (kept: HIT; the bag: never)",
  );
  const proxied: Figures[] = [];
  for (const run of runs) proxied.push(await measure(run.path, proxyBase, `${run.name} ${run.path}`));
  await stopProcess(proxy);
  rmSync(dir, { recursive: true, force: true });
  return proxied;
}

function printThreeWays(
  runs: readonly PageRun[],
  cached: readonly Figures[],
  copied: readonly Figures[],
  proxied: readonly Figures[],
) {
  const cell = (f: Figures) =>
    `${f.perSecond.toFixed(0)}/s ${f.p50.toFixed(0)}/${f.p95.toFixed(0)} ms`.padEnd(24);
  console.log(
    `\nthree ways, and through the proxy recipe, ${concurrency} at a time (requests a second, p50/p95)`,
  );
  console.log(
    `${"".padEnd(10)}${"uncached render".padEnd(24)}${"page cache".padEnd(24)}${"static copy".padEnd(24)}${"nginx recipe".padEnd(24)}cache / static`,
  );
  runs.forEach((run, i) => {
    const share = (100 * cached[i]!.perSecond) / copied[i]!.perSecond;
    console.log(
      `${run.name.padEnd(10)}${cell(run.uncached)}${cell(cached[i]!)}${cell(copied[i]!)}${cell(proxied[i]!)}${share.toFixed(1)}%`,
    );
  });
  console.log(
    "\nuncached, in the server (request log p50 under that load; CPU per page) and the page's size",
  );
  for (const run of runs)
    console.log(
      `${run.name.padEnd(10)}render p50 ${run.serverP50?.toFixed(1) ?? "?"} ms   CPU ${run.cpuMs?.toFixed(1) ?? "?"} ms a page   HTML ${(run.htmlBytes / 1024).toFixed(1)} KB (gzip ${(run.gzipBytes / 1024).toFixed(1)} KB)`,
    );
}

/** A live process's resident memory, from /proc; null once it has exited, which the run then says. */
function residentMB(pid: number | undefined): number | null {
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kilobytes ? Number(kilobytes) / 1024 : null;
  } catch {
    return null;
  }
}

/** The store's answer as sent: its headers and its bytes, still compressed. */
function capture(url: string, acceptEncoding: string): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) headers[name] = value;
        resolve({ acceptEncoding, headers, bodyBase64: Buffer.concat(chunks).toString("base64") });
      });
    }).on("error", reject);
  });
}

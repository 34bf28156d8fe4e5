// `node scripts/measure-telemetry-overhead.ts [--rounds 3] [--requests 300] [--concurrency 4] [--baseline DIR]`:
// what tracing and metrics cost a request (docs/decisions/033-observability.md). Starts the production build (build
// first) on one freshly seeded SQLite database in each configuration in turn, round after round, and prints the
// median of each round's p50, p95, throughput and the server's CPU time per request (from /proc, Linux only: on a
// machine shared with other work it moves far less than latency does) per page:
//   off        OTEL_SDK_DISABLED=true: no telemetry at all
//   default    no exporter: ids for the log lines, metrics kept for /metrics (what `npm start` does)
//   exporting  every span recorded and sent over OTLP/HTTP to a collector stub on loopback
//   before     with --baseline DIR: that checkout's server (e.g. a worktree of the commit before this change)
// Loopback only; nothing leaves the machine.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { processCpuMs } from "./lib/process-cpu.ts";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    requests: { type: "string", default: "300" },
    concurrency: { type: "string", default: "4" },
    baseline: { type: "string" },
    port: { type: "string", default: process.env.MEASURE_PORT ?? "3310" },
  },
});
const root = resolve(import.meta.dirname, "..");
const rounds = Number(values.rounds);
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const PATHS = ["/uk/", "/uk/Towels/p/P10000001", "/uk/search/autocomplete?term=tow"];

interface Configuration {
  name: string;
  main: string;
  env: Record<string, string>;
}

// A stand-in OTLP collector on loopback: accepts every export, counts what it was sent.
let exportedBytes = 0;
const collector = createServer((request, response) => {
  request.on("data", (chunk: Buffer) => {
    exportedBytes += chunk.length;
  });
  request.on("end", () => response.writeHead(200, { "content-type": "application/json" }).end("{}"));
});
await new Promise<void>((listening) => collector.listen(0, "127.0.0.1", listening));
const collectorAddress = collector.address();
const collectorPort = typeof collectorAddress === "object" && collectorAddress ? collectorAddress.port : 0;

const configurations: Configuration[] = [
  { name: "off", main: join(root, "server/main.ts"), env: { OTEL_SDK_DISABLED: "true" } },
  { name: "default", main: join(root, "server/main.ts"), env: {} },
  {
    name: "exporting",
    main: join(root, "server/main.ts"),
    env: {
      OTEL_TRACES_EXPORTER: "otlp",
      OTEL_TRACES_SAMPLER: "always_on",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
    },
  },
];
if (values.baseline)
  configurations.unshift({ name: "before", main: join(resolve(values.baseline), "server/main.ts"), env: {} });

const work = mkdtempSync(join(tmpdir(), "storefront-telemetry-"));
const database = join(work, "measure.db");

async function started(configuration: Configuration) {
  const server = spawn(process.execPath, [configuration.main], {
    env: {
      ...process.env,
      ...configuration.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: database,
      LOG_LEVEL: "info",
      IMAGE_CACHE_DIR: join(work, "images"),
      // A production start needs the OAuth client's secret (docs/decisions/037): one for this run.
      OAUTH_CLIENT_SECRET: randomBytes(24).toString("base64url"),
      GIFT_CARD_SECRET: randomBytes(32).toString("base64url"),
    },
    // Log lines are written (to nowhere), as in production: the trace ids they carry are part of the cost.
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; ; i++) {
    const ready = await fetch(`${origin}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (i > 600) throw new Error(`${configuration.name}: the server did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return server;
}

async function stopped(server: ReturnType<typeof spawn>) {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
}

interface Figures {
  p50: number;
  p95: number;
  perSecond: number;
  /** Milliseconds of the server's CPU (user and system) per request; NaN where /proc is not there. */
  cpuMs: number;
}

/** The process's user and system CPU time so far, in milliseconds; NaN where /proc is not there. */
function cpuTimeMs(pid: number | undefined): number {
  return processCpuMs(pid) ?? Number.NaN;
}

async function measure(path: string, pid: number | undefined): Promise<Figures> {
  const cpuBefore = cpuTimeMs(pid);
  const latencies: number[] = [];
  let next = 0;
  const begun = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      const t = performance.now();
      const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "gzip" } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - begun) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    p50: at(0.5),
    p95: at(0.95),
    perSecond: total / seconds,
    cpuMs: (cpuTimeMs(pid) - cpuBefore) / total,
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const results = new Map<string, Figures[]>();
try {
  // The first start seeds the database; every configuration then serves the same one.
  await stopped(await started(configurations[configurations.length - 1] as Configuration));
  for (let round = 0; round < rounds; round++) {
    // A different order each round, so a machine getting busier does not favour one configuration.
    const order = configurations.map(
      (_, i) => configurations[(i + round) % configurations.length] as Configuration,
    );
    for (const configuration of order) {
      const server = await started(configuration);
      try {
        for (const path of PATHS) {
          for (let i = 0; i < 30; i++) await (await fetch(`${origin}${path}`)).arrayBuffer();
          const key = `${configuration.name} ${path}`;
          results.set(key, [...(results.get(key) ?? []), await measure(path, server.pid)]);
        }
      } finally {
        await stopped(server);
      }
      console.error(`round ${round + 1}/${rounds}: ${configuration.name} measured`);
    }
  }
  console.log(`\n${total} requests per page, ${concurrency} at a time, median of ${rounds} rounds\n`);
  for (const path of PATHS) {
    console.log(path);
    for (const { name } of configurations) {
      const figures = results.get(`${name} ${path}`) ?? [];
      const p50 = median(figures.map((f) => f.p50));
      const p95 = median(figures.map((f) => f.p95));
      const perSecond = median(figures.map((f) => f.perSecond));
      const cpu = median(figures.map((f) => f.cpuMs));
      console.log(
        `  ${name.padEnd(10)} p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms   ${perSecond.toFixed(0).padStart(5)} req/s   CPU ${cpu.toFixed(2).padStart(6)} ms/request`,
      );
    }
  }
  console.log(`\nspans exported to the collector stub: ${(exportedBytes / 1024).toFixed(0)} KB`);
} finally {
  collector.close();
  rmSync(work, { recursive: true, force: true });
}

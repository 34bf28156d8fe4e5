import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../data/db.ts";
import { migrateToLatest } from "../../data/migrate.ts";
import { GENERIC_ERROR_MESSAGE } from "../../server/middleware/errors.ts";
import { type ServerProcess, startServerProcess } from "../setup/server-process.ts";
import { startTcpProxy, type TcpProxy } from "../setup/tcp-proxy.ts";

// Issue 12 point 1: losing PostgreSQL must not end the process, nothing may hang while it is away, and the
// store must be back within seconds of its return (docs/operations.md "Database faults"). The store runs as
// its own process, as in production, with DATABASE_URL pointing at a proxy that can cut and stall.

/** Short waits so the test is quick; production defaults are in data/pg-pool.ts. */
const LIMITS = {
  DB_POOL_SIZE: "4",
  DB_CONNECT_TIMEOUT_MS: "1000",
  DB_STATEMENT_TIMEOUT_MS: "1500",
  DB_QUERY_TIMEOUT_MS: "2000",
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: "5000",
};
/** HEALTH_TIMEOUT_MS plus room for a busy machine. */
const HEALTH_ANSWER_MS = 3000;
/** The query timeout plus room: a request must fail by then, not hang. */
const FAIL_FAST_MS = 4000;
const RECOVERY_MS = 10_000;

async function timed(run: () => Promise<Response>): Promise<{ response: Response; ms: number }> {
  const started = performance.now();
  const response = await run();
  await response.clone().arrayBuffer();
  return { response, ms: performance.now() - started };
}

if (inject("dialect") === "postgres") {
  describe("PostgreSQL lost, stalled and back, with the store in its own process", () => {
    let proxy: TcpProxy;
    let server: ServerProcess;
    let cookie = "";
    let csrfToken = "";
    let variantCode = "";

    const get = (path: string, headers: Record<string, string> = {}) =>
      timed(() =>
        fetch(`${server.origin}${path}`, {
          headers: { cookie, ...headers },
          signal: AbortSignal.timeout(15_000),
        }),
      );
    // The bag preview reads the shopper's stored session first: it needs the database on every call.
    const bag = () => get("/uk/header/cart/rollover", { accept: "application/json" });

    /** Milliseconds from now until the health check and a database-backed call both answer 200. */
    async function recovery(): Promise<number> {
      const started = performance.now();
      for (;;) {
        const [health, preview] = await Promise.all([get("/healthz"), bag()]);
        if (health.response.status === 200 && preview.response.status === 200)
          return performance.now() - started;
        if (performance.now() - started > RECOVERY_MS * 2) return performance.now() - started;
        await new Promise((done) => setTimeout(done, 100));
      }
    }

    // Adding to the bag writes in a transaction.
    const addToBag = () =>
      timed(() =>
        fetch(`${server.origin}/uk/cart/entries`, {
          method: "POST",
          headers: { cookie, "x-csrf-token": csrfToken, "content-type": "application/json" },
          body: JSON.stringify({ productSku: variantCode, quantity: 1 }),
          signal: AbortSignal.timeout(15_000),
        }),
      );

    function expectUp() {
      expect(server.exited()).toBeNull();
    }

    beforeAll(async () => {
      const url = new URL(inject("databaseUrl"));
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      const viaProxy = new URL(url);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      server = await startServerProcess({ ...LIMITS, DATABASE_URL: viaProxy.toString() });
      // A shopper with a stored session (a bag), so every later call of theirs reads the database.
      const first = await fetch(`${server.origin}/api/common/universalVariable.json?url=/uk/`);
      cookie = (first.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
      csrfToken = ((await first.json()) as { csrfToken: string }).csrfToken;
      const database = openDatabase(inject("databaseUrl"), { poolSize: 1 });
      const variant = await database.db
        .selectFrom("variants")
        .innerJoin("prices", (j) =>
          j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
        )
        .select("variants.code")
        .where("variants.availability", "=", "online")
        .where("variants.stockLevel", ">=", 20)
        .orderBy("variants.code", "desc")
        .executeTakeFirstOrThrow();
      await database.close();
      variantCode = variant.code;
      expect((await addToBag()).response.status).toBe(200);
      // Fill the pool with idle connections: the case that used to end the process.
      await Promise.all(Array.from({ length: 8 }, () => bag()));
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      await proxy?.close();
    });

    it("a cut (restart, failover) keeps the process up, fails fast with the generic message, recovers", async () => {
      proxy.cut();
      await new Promise((done) => setTimeout(done, 300));
      expectUp();
      const health = await get("/healthz");
      expect(health.response.status).toBe(503);
      expect(health.ms).toBeLessThan(HEALTH_ANSWER_MS);
      const api = await bag();
      expect(api.response.status).toBe(503);
      expect(api.ms).toBeLessThan(FAIL_FAST_MS);
      expect(((await api.response.json()) as { message: string }).message).toBe(GENERIC_ERROR_MESSAGE);
      const page = await get("/uk/", { accept: "text/html" });
      expect(page.response.status).toBe(503);
      expect(page.ms).toBeLessThan(FAIL_FAST_MS);
      expect(await page.response.text()).toContain(GENERIC_ERROR_MESSAGE);
      proxy.restore();
      const ms = await recovery();
      console.info(`recovery after cut: ${Math.round(ms)} ms`);
      expect(ms).toBeLessThan(RECOVERY_MS);
      expectUp();
    });

    it("a stall (network partition) answers /healthz 503 within its timeout, fails requests fast, recovers", async () => {
      proxy.stall();
      const [health, api, write] = await Promise.all([get("/healthz"), bag(), addToBag()]);
      expect(health.response.status).toBe(503);
      expect(health.ms).toBeLessThan(HEALTH_ANSWER_MS);
      expect(api.response.status).toBe(503);
      expect(api.ms).toBeLessThan(FAIL_FAST_MS);
      expect(write.response.status).toBe(503);
      expect(write.ms).toBeLessThan(FAIL_FAST_MS);
      console.info(
        `answers during a stall: /healthz ${Math.round(health.ms)} ms, read ${Math.round(api.ms)} ms, write ${Math.round(write.ms)} ms`,
      );
      // A first visit (no cookie) reaches the page's loaders, which give up as fast and show the error page.
      const page = await timed(() =>
        fetch(`${server.origin}/uk/`, {
          headers: { accept: "text/html" },
          signal: AbortSignal.timeout(15_000),
        }),
      );
      expect(page.response.status).toBeGreaterThanOrEqual(500);
      expect(page.ms).toBeLessThan(FAIL_FAST_MS);
      expect(await page.response.text()).toContain("Something went wrong");
      console.info(`a page during a stall: ${page.response.status} in ${Math.round(page.ms)} ms`);
      // Still partitioned: new connections time out too, and still nothing hangs.
      const again = await bag();
      expect(again.response.status).toBe(503);
      expect(again.ms).toBeLessThan(FAIL_FAST_MS);
      expectUp();
      proxy.restore();
      const ms = await recovery();
      console.info(`recovery after stall: ${Math.round(ms)} ms`);
      expect(ms).toBeLessThan(RECOVERY_MS);
    });

    it("a partition whose connections never come back: the silent ones are dropped and it recovers", async () => {
      proxy.stall();
      const during = await Promise.all(Array.from({ length: 6 }, () => bag()));
      for (const call of during) {
        expect(call.response.status).toBe(503);
        expect(call.ms).toBeLessThan(FAIL_FAST_MS);
      }
      proxy.abandon();
      const ms = await recovery();
      console.info(`recovery after a partition that lost its connections: ${Math.round(ms)} ms`);
      expect(ms).toBeLessThan(RECOVERY_MS);
      // Every later call is served: no silent connection was put back in the pool.
      const after = await Promise.all(Array.from({ length: 12 }, () => bag()));
      expect(after.map((call) => call.response.status)).toEqual(after.map(() => 200));
      expectUp();
    });

    it("pg_terminate_backend on every connection of the store keeps the process up and it carries on", async () => {
      const admin = new pg.Client({ connectionString: inject("databaseUrl") });
      await admin.connect();
      try {
        const database = new URL(inject("databaseUrl")).pathname.slice(1);
        const { rows } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [database],
        );
        expect(rows.length).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await new Promise((done) => setTimeout(done, 300));
      expectUp();
      const ms = await recovery();
      console.info(`recovery after pg_terminate_backend: ${Math.round(ms)} ms`);
      expect(ms).toBeLessThan(RECOVERY_MS);
      expect(server.logs.some((entry) => entry.msg === "database connection lost")).toBe(true);
    });
  });
} else {
  describe("SQLite killed in the middle of writes", () => {
    const file = join(tmpdir(), `storefront-kill-${process.pid}-${Date.now()}.db`);
    const writer = resolve(import.meta.dirname, "../setup/sqlite-writer.ts");

    beforeAll(async () => {
      const database = openDatabase(file);
      await migrateToLatest(database.db);
      await database.close();
    });
    afterAll(() => {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    });

    it("SIGKILL during writes, three times over, leaves integrity_check ok and the committed rows", async () => {
      for (let round = 0; round < 3; round++) {
        const child = spawn(process.execPath, [writer, file], { stdio: ["ignore", "pipe", "inherit"] });
        const exited = new Promise<NodeJS.Signals | null>((done) =>
          child.on("exit", (_code, signal) => done(signal)),
        );
        await new Promise<void>((started, failed) => {
          child.stdout?.on("data", (chunk) => {
            if (String(chunk).includes("writing")) started();
          });
          child.on("exit", () => failed(new Error("the writer stopped before writing")));
        });
        await new Promise((done) => setTimeout(done, 50 + 100 * round));
        child.kill("SIGKILL");
        expect(await exited).toBe("SIGKILL");
        const db = new DatabaseSync(file);
        try {
          expect(db.prepare("pragma integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
          const row = db.prepare("select count(*) as n from sessions").get() as { n: number };
          expect(row.n).toBeGreaterThan(0);
        } finally {
          db.close();
        }
      }
    });
  });
}

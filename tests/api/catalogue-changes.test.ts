import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CatalogueChangeListener, ChangeOrigin } from "../../core/catalogue/catalogue-changed.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { createLocalCatalogueChanged } from "../../data/notify/local-catalogue-changed.ts";
import { createPostgresCatalogueChanged } from "../../data/notify/postgres-catalogue-changed.ts";

// The CatalogueChanged adapters (ARCHITECTURE.md "Scaling out"): what one instance publishes, the
// others hear; on PostgreSQL through LISTEN/NOTIFY, surviving a lost connection.

function recorder() {
  const heard: { codes: string[]; origin: ChangeOrigin }[] = [];
  let missed = 0;
  const listener: CatalogueChangeListener = {
    changed: (codes, origin) => {
      heard.push({ codes: [...codes], origin });
    },
    missed: () => {
      missed++;
    },
  };
  return { heard, listener, missed: () => missed };
}

/** Resolves once `check` holds; fails after `limitMs`. */
async function eventually(limitMs: number, check: () => Promise<boolean> | boolean): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("catalogue changes in one process (SQLite)", () => {
  it("are heard by the writer's own instance before publish returns", async () => {
    const changes = createLocalCatalogueChanged();
    const own = recorder();
    changes.subscribe(own.listener);
    await changes.publish(["P1", "P2"]);
    expect(own.heard).toEqual([{ codes: ["P1", "P2"], origin: "here" }]);
    await changes.publish([]);
    expect(own.heard).toHaveLength(1);
  });
});

if (inject("dialect") === "postgres")
  describe("catalogue changes across instances (PostgreSQL LISTEN/NOTIFY)", () => {
    let database: DatabaseHandle;
    const tag = randomBytes(4).toString("hex");
    const listening = async (name: string) =>
      (
        await sql<{ pid: number }>`select pid from pg_stat_activity
          where datname = current_database() and application_name = ${name} and query ilike 'listen%'`.execute(
          database.db,
        )
      ).rows.map((r) => r.pid);
    beforeAll(() => {
      database = openDatabase(inject("databaseUrl"), { poolSize: 2 });
    });
    afterAll(async () => {
      await database.close();
    });

    it("reach every other instance, in several messages when long, and survive a lost connection", async () => {
      const errors: unknown[] = [];
      const open = (name: string) =>
        createPostgresCatalogueChanged({
          db: database.db,
          url: inject("databaseUrl"),
          applicationName: name,
          onError: (error) => errors.push(error),
        });
      const writer = open(`test writer ${tag}`);
      const readerName = `test reader ${tag}`;
      const reader = open(readerName);
      const own = recorder();
      const other = recorder();
      writer.subscribe(own.listener);
      reader.subscribe(other.listener);
      try {
        await eventually(5000, async () => (await listening(readerName)).length === 1);
        await writer.publish(["P1"]);
        expect(own.heard).toEqual([{ codes: ["P1"], origin: "here" }]);
        await eventually(2000, () => other.heard.length === 1);
        expect(other.heard[0]).toEqual({ codes: ["P1"], origin: "elsewhere" });

        // More codes than one NOTIFY payload holds (8,000 bytes) arrive whole, over several messages.
        const many = Array.from({ length: 1500 }, (_, i) => `P${String(i).padStart(8, "0")}`);
        await writer.publish(many);
        await eventually(2000, () => other.heard.slice(1).flatMap((h) => h.codes).length === many.length);
        expect(other.heard.length).toBeGreaterThan(2);
        expect(other.heard.slice(1).flatMap((h) => h.codes)).toEqual(many);

        // The reader's connection is cut: it reconnects by itself, says changes may have been missed,
        // and hears what is published afterwards.
        const [pid] = await listening(readerName);
        await sql`select pg_terminate_backend(${pid})`.execute(database.db);
        await eventually(5000, async () => {
          const now = await listening(readerName);
          return now.length === 1 && now[0] !== pid;
        });
        await eventually(2000, () => other.missed() === 1);
        expect(errors.length).toBeGreaterThan(0);
        const before = other.heard.length;
        await writer.publish(["P2"]);
        await eventually(2000, () => other.heard.length === before + 1);
        expect(other.heard.at(-1)).toEqual({ codes: ["P2"], origin: "elsewhere" });
      } finally {
        await writer.close();
        await reader.close();
      }
      expect(await listening(readerName)).toEqual([]);
    });
  });

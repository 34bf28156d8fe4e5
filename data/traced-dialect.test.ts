import { context, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db.ts";

const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
let database: DatabaseHandle;

beforeAll(async () => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  database = openDatabase(":memory:");
  await sql`create table parcels (id integer primary key, label text not null unique)`.execute(database.db);
});
afterAll(async () => {
  await database.close();
  await provider.shutdown();
  trace.disable();
  context.disable();
});
beforeEach(() => exporter.reset());

/** Runs `work` inside a recorded span, as a sampled request does, and answers the statement spans under it. */
async function statementsOf(work: () => Promise<unknown>) {
  const parent = trace.getTracer("test").startSpan("request");
  await context.with(trace.setSpan(context.active(), parent), work).catch(() => {});
  parent.end();
  return exporter
    .getFinishedSpans()
    .filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);
}

describe("database spans", () => {
  it("name each statement by its kind and table, with the conventions' attributes and never its SQL or values", async () => {
    const db = database.db as unknown as import("kysely").Kysely<{ parcels: { id: number; label: string } }>;
    const spans = await statementsOf(async () => {
      await db.insertInto("parcels").values({ id: 1, label: "ada@example.com" }).execute();
      await db
        .selectFrom("parcels as p")
        .select("p.label")
        .where("p.label", "=", "ada@example.com")
        .execute();
      await db.updateTable("parcels").set({ label: "grace@example.com" }).where("id", "=", 1).execute();
      await db.deleteFrom("parcels").where("id", "=", 1).execute();
      await sql`select 1`.execute(db);
    });
    expect(spans.map((span) => span.name)).toEqual([
      "INSERT parcels",
      "SELECT parcels",
      "UPDATE parcels",
      "DELETE parcels",
      "SELECT",
    ]);
    for (const span of spans) {
      expect(span.kind).toBe(SpanKind.CLIENT);
      expect(span.attributes["db.system.name"]).toBe("sqlite");
      expect(Object.keys(span.attributes).sort()).toEqual(
        span.name.includes(" ")
          ? ["db.collection.name", "db.operation.name", "db.system.name"]
          : ["db.operation.name", "db.system.name"],
      );
    }
    expect(JSON.stringify(spans.map((span) => [span.name, span.attributes, span.events]))).not.toMatch(
      /example\.com|where|values/i,
    );
  });

  it("show a transaction's begin and commit around its statements", async () => {
    const spans = await statementsOf(() =>
      database.db.transaction().execute((trx) => sql`select count(*) from parcels`.execute(trx)),
    );
    expect(spans.map((span) => span.name)).toEqual(["BEGIN", "SELECT", "COMMIT"]);
  });

  it("mark a failed statement with the driver's error code, not its message", async () => {
    const db = database.db as unknown as import("kysely").Kysely<{ parcels: { id: number; label: string } }>;
    await db.insertInto("parcels").values({ id: 2, label: "taken" }).execute();
    const [failed] = await statementsOf(() =>
      db.insertInto("parcels").values({ id: 3, label: "taken" }).execute(),
    );
    expect(failed?.status.code).toBe(SpanStatusCode.ERROR);
    expect(failed?.attributes["error.type"]).toBe("2067");
    expect(failed?.events).toEqual([]);
  });

  it("are not made outside a recorded span: background polling makes no traces", async () => {
    await sql`select 1`.execute(database.db);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../data/db.ts";
import { freePort } from "../setup/free-port.ts";
import { type ServerProcess, startServerProcess } from "../setup/server-process.ts";
import { createEmptyTestDatabase, type TestDatabase } from "../setup/test-database.ts";

// The README publishes the seeded gift cards (about £1,385) and promotion codes, so a production start must never
// seed them: `npm start` runs as production and seeds an empty database on its first start
// (docs/decisions/030-what-strangers-reach.md). The store runs as its own process, as `npm start` runs it.

let database: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await createEmptyTestDatabase(inject("dialect"));
  server = await startServerProcess({
    NODE_ENV: "production",
    MAILBOX_ENABLED: "1",
    DATABASE_URL: database.url,
    PAYMENT_SANDBOX_PORT: String(await freePort()),
    PAYPAL_SANDBOX_PORT: String(await freePort()),
    WALLET_SANDBOX_PORT: String(await freePort()),
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe("the production start on an empty database", () => {
  it("seeds the catalogue but no gift card and no published promotion code", async () => {
    const handle = openDatabase(database.url, { poolSize: 1 });
    try {
      const products = await handle.db
        .selectFrom("products")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(products.n)).toBeGreaterThan(1000);
      expect(await handle.db.selectFrom("giftCards").select("id").execute()).toEqual([]);
      expect(await handle.db.selectFrom("giftCardLedger").select("id").execute()).toEqual([]);
      expect(await handle.db.selectFrom("promotions").select("code").execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

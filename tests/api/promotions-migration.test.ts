import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../data/db.ts";
import { migrateToLatest } from "../../data/migrate.ts";
import { toBoolean, toNumber } from "../../data/normalise.ts";
import { databaseBefore } from "../setup/migrated-before.ts";

// Migration 0030 on a database written before it, of each dialect: carts that racing applies left with two codes
// that cannot be combined keep the first applied (the one pricing let count), and every other code stays.

let before: Awaited<ReturnType<typeof databaseBefore>>;
let database: DatabaseHandle;

beforeAll(async () => {
  before = await databaseBefore("0030");
  database = before.database;
});
afterAll(() => before?.drop());

describe(`migration 0030 on ${inject("dialect")}`, () => {
  it("keeps each cart's first code that cannot be combined, and every code that can", async () => {
    const db = database.db;
    const now = new Date().toISOString();
    await sql`insert into currencies (isocode, symbol, name) values ('GBP', '£', 'Pound sterling')`.execute(
      db,
    );
    for (const [code, stackable] of [
      ["ALONE-A", false],
      ["ALONE-B", false],
      ["TOGETHER", true],
    ] as const)
      await sql`insert into promotions (code, kind, value, stackable, description)
        values (${code}, 'percentOff', 10, ${stackable}, ${code})`.execute(db);
    const cart = async (guid: string) => {
      const row = await sql<{
        id: number | string;
      }>`insert into carts (guid, currency, created_at, modified_at)
        values (${guid}, 'GBP', ${now}, ${now}) returning id`.execute(db);
      return toNumber(row.rows[0]?.id);
    };
    const put = (cartId: number, code: string, position: number) =>
      sql`insert into cart_promotions (cart_id, code, applied_at, position)
        values (${cartId}, ${code}, ${now}, ${position})`.execute(db);
    const both = await cart("both");
    await put(both, "ALONE-B", 2);
    await put(both, "TOGETHER", 1);
    await put(both, "ALONE-A", 3);
    const reversed = await cart("reversed");
    await put(reversed, "ALONE-A", 2);
    await put(reversed, "ALONE-B", 1);
    const alone = await cart("alone");
    await put(alone, "ALONE-A", 1);

    await migrateToLatest(db);

    const codesOn = async (cartId: number) =>
      (
        await db
          .selectFrom("cartPromotions")
          .select(["code", "stackable", "position"])
          .where("cartId", "=", cartId)
          .orderBy("position")
          .execute()
      ).map((row) => ({
        code: row.code,
        stackable: toBoolean(row.stackable),
        position: toNumber(row.position),
      }));
    expect(await codesOn(both)).toEqual([
      { code: "TOGETHER", stackable: true, position: 1 },
      { code: "ALONE-B", stackable: false, position: 2 },
    ]);
    expect(await codesOn(reversed)).toEqual([{ code: "ALONE-B", stackable: false, position: 1 }]);
    expect(await codesOn(alone)).toEqual([{ code: "ALONE-A", stackable: false, position: 1 }]);

    // The rule now holds in the table itself.
    await expect(
      db
        .insertInto("cartPromotions")
        .values({ cartId: alone, code: "ALONE-B", stackable: false, appliedAt: now, position: 2 })
        .execute(),
    ).rejects.toThrow();
  });
});

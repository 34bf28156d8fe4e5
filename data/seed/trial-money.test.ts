import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db.ts";
import { migrateToLatest } from "../migrate.ts";
import { insertGiftCard, seedGiftCards } from "./gift-cards/seed-gift-cards.ts";
import { seedPromotions } from "./promotions/seed-promotions.ts";
import { Random } from "./random.ts";
import { seedReference } from "./reference/seed-reference.ts";
import { holdsTrialMoney } from "./seed.ts";

describe("holdsTrialMoney", () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase(":memory:");
    await migrateToLatest(handle.db);
    await seedReference(handle.db, new Random(1));
  });
  afterEach(async () => {
    await handle.close();
  });

  it("is false for a shop's own gift cards and true once a published card or code is there", async () => {
    await insertGiftCard(handle.db, {
      code: "GC31415926535897",
      issued: 5000,
      spent: 0,
      status: "active",
      expiresAt: null,
    });
    expect(await holdsTrialMoney(handle.db)).toBe(false);
    await seedPromotions(handle.db);
    expect(await holdsTrialMoney(handle.db)).toBe(true);
  });

  it("finds the published gift cards alone", async () => {
    await seedGiftCards(handle.db);
    expect(await holdsTrialMoney(handle.db)).toBe(true);
  });
});

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { normalisePromotionCode } from "../../../core/promotions/promotion-code.ts";
import { type DatabaseHandle, openDatabase } from "../../db.ts";
import { migrateToLatest } from "../../migrate.ts";
import { createPromotionRepository } from "../../repositories/promotion-repository.ts";
import { Random } from "../random.ts";
import { seedReference } from "../reference/seed-reference.ts";
import { SEEDED_PROMOTIONS, seedPromotions } from "./seed-promotions.ts";

const SANDBOXES = readFileSync(resolve(import.meta.dirname, "../../../docs/sandboxes.md"), "utf8");

describe("seedPromotions", () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase(":memory:");
    await migrateToLatest(handle.db);
    await seedReference(handle.db, new Random(1));
    await seedPromotions(handle.db);
  });
  afterEach(async () => {
    await handle.close();
  });

  it("stores every example code as the repository reads it back", async () => {
    const repository = createPromotionRepository(handle.db);
    for (const promotion of SEEDED_PROMOTIONS) {
      expect(await repository.findByCode(promotion.code)).toEqual(promotion);
    }
  });

  it("seeds codes a shopper can type, each listed in docs/sandboxes.md", () => {
    for (const { code } of SEEDED_PROMOTIONS) {
      expect(normalisePromotionCode(code)).toBe(code);
      expect(SANDBOXES, code).toContain(`| \`${code}\``);
    }
  });

  it("puts a currency on every amount, so no amount is read in the wrong currency", () => {
    for (const promotion of SEEDED_PROMOTIONS) {
      if (promotion.kind === "amountOff" || promotion.threshold !== null)
        expect(promotion.currency, promotion.code).not.toBeNull();
    }
  });
});

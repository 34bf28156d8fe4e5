import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_GIFT_CARD_ATTEMPT_LIMITS } from "../../../core/gift-cards/gift-card-attempts.ts";
import { normaliseGiftCardCode } from "../../../core/gift-cards/gift-card-code.ts";
import { DEVELOPMENT_GIFT_CARD_SECRET, giftCardDigests } from "../../../core/gift-cards/gift-card-digests.ts";
import { createGiftCardService } from "../../../core/gift-cards/gift-card-service.ts";
import { type DatabaseHandle, openDatabase } from "../../db.ts";
import { migrateToLatest } from "../../migrate.ts";
import { createGiftCardRepository } from "../../repositories/gift-card-repository.ts";
import { createRateLimitRepository } from "../../repositories/rate-limit-repository.ts";
import { Random } from "../random.ts";
import { seedReference } from "../reference/seed-reference.ts";
import { SEEDED_GIFT_CARDS, seedGiftCards } from "./seed-gift-cards.ts";

const SANDBOXES = readFileSync(resolve(import.meta.dirname, "../../../docs/sandboxes.md"), "utf8");

describe("seedGiftCards", () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase(":memory:");
    await migrateToLatest(handle.db);
    await seedReference(handle.db, new Random(1));
    await seedGiftCards(handle.db);
  });
  afterEach(async () => {
    await handle.close();
  });

  it("seeds codes a shopper can type, each listed in docs/sandboxes.md", () => {
    expect(new Set(SEEDED_GIFT_CARDS.map((card) => card.code)).size).toBe(SEEDED_GIFT_CARDS.length);
    for (const { code } of SEEDED_GIFT_CARDS) {
      expect(normaliseGiftCardCode(code)).toBe(code);
      expect(SANDBOXES, code).toContain(`| \`${code}\``);
    }
  });

  it("stores no code, only digests, and gives each card its balance through its ledger", async () => {
    const rows = await handle.db.selectFrom("giftCards").selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const { code } of SEEDED_GIFT_CARDS) expect(stored).not.toContain(code);
    const giftCards = createGiftCardService({
      repository: createGiftCardRepository(handle.db, giftCardDigests(DEVELOPMENT_GIFT_CARD_SECRET)),
      rateLimits: createRateLimitRepository(handle.db),
      attemptLimits: DEFAULT_GIFT_CARD_ATTEMPT_LIMITS,
      now: () => new Date("2026-11-26T12:00:00.000Z"),
    });
    for (const card of SEEDED_GIFT_CARDS)
      expect(await giftCards.balance(card.code)).toEqual({
        ok: true,
        lastFour: card.code.slice(-4),
        currency: "GBP",
        balance: card.issued - card.spent,
      });
  });
});

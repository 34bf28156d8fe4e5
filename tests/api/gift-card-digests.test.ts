import { createHash, randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCardCodeHash } from "../../core/gift-cards/gift-card-code.ts";
import { giftCardDigests, KEYED_DIGEST_VERSION } from "../../core/gift-cards/gift-card-digests.ts";
import { toNumber } from "../../data/normalise.ts";
import { rekeyGiftCardDigests } from "../../data/repositories/gift-card-rekey.ts";
import { createGiftCardRepository } from "../../data/repositories/gift-card-repository.ts";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { createTestApp } from "../setup/api-app.ts";
import { TEST_GIFT_CARD_SECRET } from "../setup/test-gift-card-secret.ts";

// Keyed gift card digests (docs/decisions/043-keyed-gift-card-digests.md) on SQLite and PostgreSQL: rows stored
// with plain SHA-256 digests are re-keyed once, and a stolen database's digests find nothing without the secret.
let harness: Awaited<ReturnType<typeof createTestApp>>;
const keys = giftCardDigests(TEST_GIFT_CARD_SECRET);

beforeAll(async () => {
  harness = await createTestApp();
}, 60_000);
afterAll(async () => {
  await harness.close();
});

const randomCode = () =>
  `GC${String(randomInt(0, 10 ** 7)).padStart(7, "0")}${String(randomInt(0, 10 ** 7)).padStart(7, "0")}`;

/** A card stored as before keys: plain digests of its code and PIN, digest version 1. */
async function plainCard(): Promise<{ code: string; id: number }> {
  const code = randomCode();
  const id = await insertGiftCard(harness.database.db, {
    code,
    pin: "424242",
    issued: 2500,
    spent: 0,
    status: "active",
    expiresAt: null,
  });
  return { code, id };
}

async function storedRow(id: number) {
  const row = await harness.database.db
    .selectFrom("giftCards")
    .select(["codeHash", "pinDigest", "digestVersion"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { ...row, digestVersion: toNumber(row.digestVersion) };
}

describe("keyed gift card digests", () => {
  it("re-keys plain digests once: a second run changes nothing", async () => {
    const { code, id } = await plainCard();
    expect(await storedRow(id)).toMatchObject({ codeHash: giftCardCodeHash(code), digestVersion: 1 });
    expect(await rekeyGiftCardDigests(harness.database.db, keys)).toBeGreaterThanOrEqual(1);
    const keyed = await storedRow(id);
    expect(keyed).toEqual({
      codeHash: keys.code(code),
      pinDigest: keys.pin(code, "424242"),
      digestVersion: KEYED_DIGEST_VERSION,
    });
    await rekeyGiftCardDigests(harness.database.db, keys);
    expect(await storedRow(id)).toEqual(keyed);
  });

  it("a stolen database's digests are useless without the secret", async () => {
    const { code, id } = await plainCard();
    await rekeyGiftCardDigests(harness.database.db, keys);
    const stored = await storedRow(id);
    // Neither the plain digest a thief could compute from a guessed code, nor a bare SHA-256 of it.
    expect(stored.codeHash).not.toBe(giftCardCodeHash(code));
    expect(stored.codeHash).not.toBe(createHash("sha256").update(code).digest("hex"));
    expect(stored.pinDigest).not.toContain("424242");
    const withSecret = createGiftCardRepository(harness.database.db, keys);
    expect(await withSecret.findByCode(code)).toMatchObject({ id, lastFour: code.slice(-4) });
    const withAnother = createGiftCardRepository(harness.database.db, giftCardDigests("x".repeat(40)));
    expect(await withAnother.findByCode(code)).toBeNull();
  });

  it("finds a card still stored plain by its code, and keys it there and then", async () => {
    const { code, id } = await plainCard();
    const repository = createGiftCardRepository(harness.database.db, keys);
    expect(await repository.findByCode(code)).toMatchObject({ id });
    expect(await storedRow(id)).toMatchObject({
      codeHash: keys.code(code),
      digestVersion: KEYED_DIGEST_VERSION,
    });
    expect(await repository.findByCode(code)).toMatchObject({ id });
  });

  it("pays with a seeded card through the checkout as before", async () => {
    const { giftCards } = harness.services;
    expect(await giftCards.balance("GC10000000000100")).toMatchObject({ ok: true, lastFour: "0100" });
  });
});

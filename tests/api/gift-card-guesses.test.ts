import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { GIFT_CARD_MESSAGES, GIFT_CARDS_PAUSED } from "../../core/gift-cards/gift-card-messages.ts";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { createTestApp, ONE_WINDOW_SECONDS, Shopper } from "../setup/api-app.ts";
import { findParcelVariant, inBatches } from "../setup/order-harness.ts";

// Gift card codes guessed from many addresses and sessions at once still share one allowance for the whole shop
// (decision 031): past it no code is read, a real one included, until the window ends. Typing real cards never
// uses it up. The shop-wide count is one row for every test file on this database, so this file clears it before
// and after each test.

const SHOP_WIDE = 20;

let harness: Awaited<ReturnType<typeof createTestApp>>;
let variant = "";

async function clearShopWideCount(): Promise<void> {
  await harness.database.db.deleteFrom("rateLimitHits").where("key", "like", "gift-card-guesses|%").execute();
}

beforeAll(async () => {
  harness = await createTestApp({
    trustProxy: true,
    poolSize: 10,
    connectTimeoutMs: 60_000,
    giftCardAttemptLimits: {
      perSession: 10,
      perCard: 10,
      shopWide: SHOP_WIDE,
      windowSeconds: ONE_WINDOW_SECONDS,
    },
  });
  variant = (await findParcelVariant(harness.database.db, { minStock: 40 })).code;
}, 60_000);
beforeEach(clearShopWideCount);
afterAll(async () => {
  await clearShopWideCount();
  await harness.close();
});

/** A shopper of their own address with the variant in the bag. */
async function shopperWithBag(): Promise<{ shopper: Shopper; address: string }> {
  const address = `203.0.113.${randomInt(1, 255)}-${randomUUID()}`;
  const shopper = await new Shopper(harness.app).begin();
  const added = await shopper.request("/uk/cart/entries", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ productSku: variant, quantity: 1 }),
  });
  expect(added.status).toBe(200);
  return { shopper, address };
}

function redeem(who: { shopper: Shopper; address: string }, giftCardCode: string): Promise<Response> {
  return who.shopper.request("/uk/checkout/secure/redeem-gift-voucher.json", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": who.address },
    body: JSON.stringify({ giftCardCode }),
  });
}

async function realCard(): Promise<string> {
  const digits = () => String(randomInt(0, 10 ** 7)).padStart(7, "0");
  const code = `GC${digits()}${digits()}`;
  await insertGiftCard(harness.database.db, {
    code,
    issued: 500,
    spent: 0,
    status: "active",
    expiresAt: "2099-12-31T23:59:59.000Z",
  });
  return code;
}

/** A code no card has: `GC` and 14 digits starting 99, which the seed and the tests never issue. */
const wrongCode = () => `GC99${String(randomInt(0, 10 ** 12)).padStart(12, "0")}`;

describe(`gift card guesses for the whole shop on ${inject("dialect")}`, () => {
  it("answers one shared allowance of wrong codes from 30 addresses at once, then reads no code at all", async () => {
    const guessers = await inBatches(30, 10, () => shopperWithBag());
    // Two wrong codes from each, all at once: 60 guesses from 30 addresses and sessions.
    const answers = await Promise.all(
      guessers.flatMap((who) => [redeem(who, wrongCode()), redeem(who, wrongCode())]),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(SHOP_WIDE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - SHOP_WIDE);
    const answered = answers.filter((answer) => answer.status === 400);
    for (const answer of answered)
      expect(((await answer.json()) as { message: string }).message).toBe(GIFT_CARD_MESSAGES.unknown);
    const refused = answers.find((answer) => answer.status === 429) as Response;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toBe(GIFT_CARDS_PAUSED);
    // A newcomer with a real card is not read either: a guesser must learn nothing more until the window ends.
    const newcomer = await shopperWithBag();
    const paused = await redeem(newcomer, await realCard());
    expect(paused.status).toBe(429);
  });

  it("never counts a real card against the shop: after more real cards than the allowance, all of it is left", async () => {
    const buyers = await inBatches(SHOP_WIDE + 5, 10, () => shopperWithBag());
    for (const buyer of buyers) expect((await redeem(buyer, await realCard())).status).toBe(200);
    // Two guessers spend the shop's allowance of wrong codes between them (each within its own 10)…
    for (const guesser of [await shopperWithBag(), await shopperWithBag()])
      for (let guess = 0; guess < SHOP_WIDE / 2; guess++)
        expect((await redeem(guesser, wrongCode())).status).toBe(400);
    // …and a third is refused by the shop's, not its own.
    const third = await redeem(await shopperWithBag(), wrongCode());
    expect(third.status).toBe(429);
    expect(((await third.json()) as { message: string }).message).toBe(GIFT_CARDS_PAUSED);
  });
});

import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseGiftCardCode } from "../../core/gift-cards/gift-card-code.ts";
import {
  GIFT_CARD_BALANCE_NOT_SHOWN,
  GIFT_CARD_BALANCE_TOO_MANY,
} from "../../core/gift-cards/gift-card-messages.ts";
import { toNumber } from "../../data/normalise.ts";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { createTestApp, ONE_WINDOW_SECONDS, Shopper } from "../setup/api-app.ts";

// Checking a gift card's balance by code and PIN (docs/decisions/043-keyed-gift-card-digests.md) on SQLite and
// PostgreSQL: the right pair shows the balance, expiry and history; a wrong code and a wrong PIN get one answer;
// tries are throttled; and a card locks after 5 wrong PINs, on every instance.
type Harness = Awaited<ReturnType<typeof createTestApp>>;
let harness: Harness;
let second: Harness;

const LIMITS = {
  perSession: 100,
  perAddress: 10_000,
  perCard: 100,
  windowSeconds: ONE_WINDOW_SECONDS,
  lockAfterWrongPins: 5,
};

beforeAll(async () => {
  harness = await createTestApp({ giftCardBalanceLimits: LIMITS, trustProxy: true });
  // A second instance of the shop on the same database: what one counts, the other sees.
  second = await createTestApp({ giftCardBalanceLimits: LIMITS, trustProxy: true });
}, 60_000);
afterAll(async () => {
  await harness?.close();
  await second?.close();
});

const randomCode = () =>
  `GC${String(randomInt(0, 10 ** 7)).padStart(7, "0")}${String(randomInt(0, 10 ** 7)).padStart(7, "0")}`;
/** A client address of the test's own, so no other test's tries count against it. */
const randomAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function newCard(pin = "123456"): Promise<string> {
  const code = randomCode();
  await insertGiftCard(harness.database.db, {
    code,
    pin,
    issued: 4000,
    spent: 1500,
    status: "active",
    expiresAt: "2099-12-31T23:59:59.000Z",
  });
  return code;
}

async function check(
  shopper: Shopper,
  body: { giftCardCode: string; pin: string },
  address = "10.0.0.1",
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await shopper.request("/uk/gift-cards/balance.json", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

const shopperOn = (h: Harness) => new Shopper(h.app).begin();

describe("a gift card's balance by code and PIN", () => {
  it("shows the balance, expiry and history for the right code and PIN, typed in any spacing", async () => {
    const code = await newCard();
    const answer = await check(await shopperOn(harness), {
      giftCardCode: `${code.slice(0, 4).toLowerCase()} ${code.slice(4, 8)} ${code.slice(8, 12)} ${code.slice(12)}`,
      pin: "123456",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(answer.body).toMatchObject({
      lastFourDigits: code.slice(-4),
      balance: { minorUnits: 2500, currencyIso: "GBP", formattedValue: "£25" },
      expiryDate: "2099-12-31T23:59:59.000Z",
      expired: false,
      cancelled: false,
      movements: [
        { type: "issued", amount: { minorUnits: 4000 } },
        { type: "spent", amount: { minorUnits: 1500 } },
      ],
    });
    // No order, bag or other shopper is named in the history.
    expect(JSON.stringify(answer.body)).not.toMatch(/order:|cart:/);
  });

  it("answers a wrong PIN exactly as a wrong code, never saying which was wrong", async () => {
    const code = await newCard();
    const shopper = await shopperOn(harness);
    const wrongPin = await check(shopper, { giftCardCode: code, pin: "654321" }, randomAddress());
    const wrongCode = await check(shopper, { giftCardCode: randomCode(), pin: "123456" }, randomAddress());
    const notACode = await check(shopper, { giftCardCode: "not a card", pin: "123456" }, randomAddress());
    for (const answer of [wrongPin, wrongCode, notACode]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(wrongPin.body);
    }
    expect(wrongPin.body).toMatchObject({
      type: "GiftCardBalanceError",
      message: GIFT_CARD_BALANCE_NOT_SHOWN,
    });
  });

  it("throttles tries per session and per client address", async () => {
    const throttled = await createTestApp({
      giftCardBalanceLimits: { ...LIMITS, perSession: 3, perAddress: 5 },
      trustProxy: true,
    });
    try {
      const code = await newCard();
      const shopper = await shopperOn(throttled);
      const address = randomAddress();
      for (let n = 0; n < 3; n++)
        expect((await check(shopper, { giftCardCode: randomCode(), pin: "000000" }, address)).status).toBe(
          400,
        );
      const refused = await check(shopper, { giftCardCode: code, pin: "123456" }, address);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: GIFT_CARD_BALANCE_TOO_MANY });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      // A new session from the same address has the address's allowance left: 2 more, then refused.
      const other = await shopperOn(throttled);
      expect((await check(other, { giftCardCode: code, pin: "123456" }, address)).status).toBe(200);
      expect((await check(other, { giftCardCode: code, pin: "123456" }, address)).status).toBe(200);
      expect((await check(other, { giftCardCode: code, pin: "123456" }, address)).status).toBe(429);
      // Another address and session is answered.
      expect(
        (await check(await shopperOn(throttled), { giftCardCode: code, pin: "123456" }, randomAddress()))
          .status,
      ).toBe(200);
    } finally {
      await throttled.close();
    }
  });

  it("locks a card after 5 wrong PINs, refusing even the right PIN afterwards, on every instance", async () => {
    const code = await newCard("246801");
    // Wrong PINs from several shoppers and addresses, on two instances.
    for (let n = 0; n < 5; n++) {
      const instance = n % 2 === 0 ? harness : second;
      const answer = await check(
        await shopperOn(instance),
        { giftCardCode: code, pin: `10000${n}` },
        randomAddress(),
      );
      expect(answer.status).toBe(400);
    }
    const locked = await harness.database.db
      .selectFrom("giftCards")
      .select(["lockedAt", "wrongPins"])
      .where("lastFour", "=", code.slice(-4))
      .where("lockedAt", "is not", null)
      .execute();
    expect(locked.length).toBeGreaterThanOrEqual(1);
    for (const instance of [harness, second]) {
      const answer = await check(
        await shopperOn(instance),
        { giftCardCode: code, pin: "246801" },
        randomAddress(),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: GIFT_CARD_BALANCE_NOT_SHOWN });
    }
    // A fresh instance started after the lock (another process, a restart) still refuses the right PIN.
    const restarted = await createTestApp({ giftCardBalanceLimits: LIMITS, trustProxy: true });
    try {
      const answer = await check(
        await shopperOn(restarted),
        { giftCardCode: code, pin: "246801" },
        randomAddress(),
      );
      expect(answer.status).toBe(400);
    } finally {
      await restarted.close();
    }
  });

  it("locks a card guessed by many at once, on two instances", async () => {
    const code = await newCard("864200");
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, n) =>
        check(
          await shopperOn(n % 2 === 0 ? harness : second),
          { giftCardCode: code, pin: `5000${String(n).padStart(2, "0")}` },
          randomAddress(),
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    const rows = await harness.database.db
      .selectFrom("giftCards")
      .select(["wrongPins", "lockedAt"])
      .where("lastFour", "=", code.slice(-4))
      .where("wrongPins", ">=", 5)
      .execute();
    // Every wrong PIN read before the lock is counted; those that read the lock are refused uncounted.
    expect(rows.some((row) => toNumber(row.wrongPins) >= 5 && row.lockedAt !== null)).toBe(true);
    expect(
      (await check(await shopperOn(second), { giftCardCode: code, pin: "864200" }, randomAddress())).status,
    ).toBe(400);
  });

  it("forgives wrong PINs once the right one is given before the lock", async () => {
    const code = await newCard("135790");
    const shopper = await shopperOn(harness);
    for (let n = 0; n < 4; n++)
      expect((await check(shopper, { giftCardCode: code, pin: `20000${n}` }, randomAddress())).status).toBe(
        400,
      );
    expect((await check(shopper, { giftCardCode: code, pin: "135790" }, randomAddress())).status).toBe(200);
    for (let n = 0; n < 4; n++)
      expect((await check(shopper, { giftCardCode: code, pin: `30000${n}` }, randomAddress())).status).toBe(
        400,
      );
    expect((await check(shopper, { giftCardCode: code, pin: "135790" }, randomAddress())).status).toBe(200);
  });

  it("still takes the code alone to pay: the PIN is for balance checks only", async () => {
    expect(await harness.services.giftCards.balance("GC10000000000100")).toMatchObject({ ok: true });
  });
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };

async function textOf(response: Response): Promise<string> {
  return (await response.text()).replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&amp;", "&");
}

describe("the balance page, posted natively without JavaScript", () => {
  const post = (shopper: Shopper, version: string, fields: Record<string, string>) =>
    shopper.request(`/${version}/gift-cards/balance`, {
      method: "POST",
      headers: { ...FORM, "x-forwarded-for": randomAddress() },
      body: new URLSearchParams(fields),
    });

  it("renders a labelled form on the UK site, and the balance of a trial card posted to it", async () => {
    const shopper = await shopperOn(harness);
    const page = await shopper.request("/uk/gift-cards/balance");
    expect(page.status).toBe(200);
    const html = await textOf(page);
    expect(html).toContain("Check your gift card balance");
    expect(html).toMatch(/<label[^>]*for="[^"]*"[^>]*>Gift card number/);
    expect(html).toContain('name="pin"');
    const shown = await post(shopper, "uk", { giftCardCode: "GC10000000000100", pin: "100100" });
    expect(shown.status).toBe(200);
    const answer = await textOf(shown);
    expect(answer).toContain("Gift card ending 0100");
    expect(answer).toContain("Never expires");
    expect(answer).toContain("Issued");
    // The PIN is never sent back.
    expect(answer).not.toContain("100100");
  });

  it("announces one message for a wrong PIN, and asks for what is missing", async () => {
    const shopper = await shopperOn(harness);
    const wrong = await post(shopper, "uk", { giftCardCode: await newCard(), pin: "999999" });
    expect(wrong.status).toBe(400);
    const html = await textOf(wrong);
    expect(html).toContain('role="alert"');
    expect(html).toContain("we can't show a balance for that gift card number and PIN");
    const missing = await post(shopper, "uk", { giftCardCode: "", pin: "" });
    expect(missing.status).toBe(400);
    expect(await textOf(missing)).toContain("Please enter your PIN.");
  });

  it("says on /us and /row that gift cards are the UK site's, linking to its page", async () => {
    for (const version of ["us", "row"]) {
      const page = await new Shopper(harness.app).request(`/${version}/gift-cards/balance`);
      expect(page.status).toBe(200);
      const html = await textOf(page);
      expect(html).toContain("on our UK site only");
      expect(html).toContain('href="/uk/gift-cards/balance"');
      expect(html).not.toContain('name="pin"');
    }
  });
});

describe("issuing a gift card", () => {
  it("answers a new code and PIN once, keeps only their keyed digests, and finds the card by them", async () => {
    const issued = await harness.services.issueGiftCard({ amount: 5000, reference: "issue:test" });
    expect(normaliseGiftCardCode(issued.code)).toBe(issued.code);
    expect(issued.pin).toMatch(/^\d{6}$/);
    expect(issued.card).toMatchObject({
      currency: "GBP",
      initialBalance: 5000,
      lastFour: issued.code.slice(-4),
    });
    const row = await harness.database.db
      .selectFrom("giftCards")
      .selectAll()
      .where("id", "=", issued.card.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(issued.code.slice(2));
    expect(toNumber(row.digestVersion)).toBe(2);
    const ledger = await harness.database.db
      .selectFrom("giftCardLedger")
      .select(["amount", "kind", "reference"])
      .where("giftCardId", "=", issued.card.id)
      .execute();
    expect(ledger.map((entry) => ({ ...entry, amount: toNumber(entry.amount) }))).toEqual([
      { amount: 5000, kind: "issue", reference: "issue:test" },
    ]);
    const answer = await check(
      await shopperOn(harness),
      { giftCardCode: issued.code, pin: issued.pin },
      randomAddress(),
    );
    expect(answer.body).toMatchObject({ balance: { minorUnits: 5000 }, movements: [{ type: "issued" }] });
    expect(await harness.services.giftCards.balance(issued.code)).toMatchObject({ ok: true, balance: 5000 });
  });

  it("refuses an amount outside £5 to £500", async () => {
    await expect(harness.services.issueGiftCard({ amount: 499, reference: "issue:test" })).rejects.toThrow();
    await expect(
      harness.services.issueGiftCard({ amount: 50_001, reference: "issue:test" }),
    ).rejects.toThrow();
  });
});

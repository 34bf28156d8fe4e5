import { describe, expect, it } from "vitest";
import { memoryRateLimitCounter } from "../../tests/setup/memory-rate-limit-counter.ts";
import { DEFAULT_GIFT_CARD_ATTEMPT_LIMITS, type GiftCardAttemptLimits } from "./gift-card-attempts.ts";
import type { GiftCardRepository, HoldFacts } from "./gift-card-ports.ts";
import { createGiftCardService } from "./gift-card-service.ts";
import type { AppliedGiftCard, GiftCard, HoldDecision } from "./gift-card-types.ts";

// The service's order of checks and what it hands the repository, over an in-memory store. The locking that makes
// holds safe under racing requests is the repository's, tested on both databases in tests/api/gift-cards.test.ts.

const NOW = new Date("2026-11-26T12:00:00.000Z");

function card(id: number, overrides: Partial<GiftCard> = {}): GiftCard {
  return {
    id,
    lastFour: String(id).padStart(4, "0"),
    currency: "GBP",
    initialBalance: 1000,
    status: "active",
    createdAt: "2026-01-01T00:00:00.000Z",
    expiresAt: null,
    ...overrides,
  };
}

/** Cards by code, balances as a plain ledger sum, one cart's holds in order. */
function memoryRepository(cards: Record<string, GiftCard>, balances: Map<number, number>) {
  const byHash = new Map(Object.entries(cards));
  const holds: { cartId: number; card: GiftCard; amount: number }[] = [];
  const ledger: { giftCardId: number; amount: number; kind: string; reference: string }[] = [];
  const applied = (cartId: number): AppliedGiftCard[] =>
    holds
      .filter((hold) => hold.cartId === cartId)
      .map((hold) => ({
        giftCardId: hold.card.id,
        lastFour: hold.card.lastFour,
        currency: hold.card.currency,
        amount: hold.amount,
        remainingBalance: balances.get(hold.card.id) ?? 0,
        appliedAt: NOW.toISOString(),
      }));
  const move = (giftCardId: number, amount: number, kind: string, reference: string) => {
    ledger.push({ giftCardId, amount, kind, reference });
    balances.set(giftCardId, (balances.get(giftCardId) ?? 0) + amount);
  };
  const repository: GiftCardRepository = {
    findByCode: async (code) => byHash.get(code) ?? null,
    issue: async () => null,
    pinState: async () => ({ pinDigest: null, wrongPins: 0, lockedAt: null }),
    recordWrongPin: async () => false,
    clearWrongPins: async () => {},
    ledger: async () => [],
    balance: async (id) => balances.get(id) ?? 0,
    applied: async (cartId) => applied(cartId),
    async hold({ cartId, giftCardId }, decide: (facts: HoldFacts) => HoldDecision) {
      const decision = decide({ balance: balances.get(giftCardId) ?? 0, onCart: applied(cartId) });
      const held = [...byHash.values()].find((value) => value.id === giftCardId);
      if (decision.ok && held) {
        move(giftCardId, -decision.amount, "hold", `cart:${cartId}`);
        holds.push({ cartId, card: held, amount: decision.amount });
      }
      return decision;
    },
    async release(cartId, giftCardId) {
      const index = holds.findIndex((hold) => hold.cartId === cartId && hold.card.id === giftCardId);
      const [hold] = index < 0 ? [] : holds.splice(index, 1);
      if (!hold) return "notApplied" as const;
      move(giftCardId, hold.amount, "release", `cart:${cartId}`);
      return "released" as const;
    },
    async releaseAll(cartId) {
      for (const hold of applied(cartId)) await repository.release(cartId, hold.giftCardId, NOW);
      return true;
    },
    async idleCartsHolding() {
      return [...new Set(holds.map((hold) => hold.cartId))];
    },
    async releaseIfIdle(cartId) {
      return repository.releaseAll(cartId, NOW);
    },
    async redeemAll(cartId, orderReference) {
      const settled = applied(cartId);
      for (const hold of settled) {
        await repository.release(cartId, hold.giftCardId, NOW);
        move(hold.giftCardId, -hold.amount, "redeem", orderReference);
      }
      return settled;
    },
  };
  return { repository, ledger };
}

function service(
  cards: Record<string, GiftCard>,
  balances: [number, number][],
  attemptLimits: GiftCardAttemptLimits = DEFAULT_GIFT_CARD_ATTEMPT_LIMITS,
) {
  const memory = memoryRepository(cards, new Map(balances));
  const counter = memoryRateLimitCounter();
  const giftCards = createGiftCardService({
    repository: memory.repository,
    rateLimits: counter,
    attemptLimits,
    now: () => NOW,
  });
  return { giftCards, ledger: memory.ledger, counter };
}

const POUNDS_CART = { id: 7, currency: "GBP" };

describe("the gift card service", () => {
  it("finds a card however the code is typed, and draws cards in turn", async () => {
    const { giftCards } = service({ GC10000000000001: card(1), GC10000000000002: card(2) }, [
      [1, 1000],
      [2, 5000],
    ]);
    await giftCards.apply(POUNDS_CART, "gc10 0000 0000 0001", 4500);
    const result = await giftCards.apply(POUNDS_CART, "GC10-0000-0000-0002", 4500);
    expect(result.ok).toBe(true);
    expect(
      result.applied.map((applied) => [applied.giftCardId, applied.amount, applied.remainingBalance]),
    ).toEqual([
      [1, 1000, 0],
      [2, 3500, 1500],
    ]);
  });

  it("refuses a card it cannot use before anything is held", async () => {
    const { giftCards, ledger } = service(
      {
        GC10000000000001: card(1, { expiresAt: "2026-01-31T00:00:00.000Z" }),
        GC10000000000002: card(2, { status: "cancelled" }),
        GC10000000000003: card(3),
      },
      [
        [1, 1000],
        [2, 1000],
        [3, 0],
      ],
    );
    expect(await giftCards.apply(POUNDS_CART, "GC10000000000001", 4500)).toMatchObject({ reason: "expired" });
    expect(await giftCards.apply(POUNDS_CART, "GC10000000000002", 4500)).toMatchObject({
      reason: "cancelled",
    });
    expect(await giftCards.apply(POUNDS_CART, "GC10000000000003", 4500)).toMatchObject({
      reason: "noBalance",
    });
    expect(await giftCards.apply(POUNDS_CART, "GC99999999999999", 4500)).toMatchObject({ reason: "unknown" });
    expect(await giftCards.apply({ id: 8, currency: "USD" }, "GC10000000000003", 4500)).toMatchObject({
      reason: "wrongCurrency",
    });
    expect(ledger).toEqual([]);
  });

  it("removes only a card paying for this cart", async () => {
    const { giftCards } = service({ GC10000000000001: card(1) }, [[1, 1000]]);
    await giftCards.apply(POUNDS_CART, "GC10000000000001", 4500);
    expect(await giftCards.remove({ id: 99, currency: "GBP" }, "GC10000000000001")).toMatchObject({
      ok: false,
      reason: "notApplied",
    });
    expect(await giftCards.remove(POUNDS_CART, "not a code")).toMatchObject({ reason: "notApplied" });
    expect(await giftCards.remove(POUNDS_CART, "GC10000000000001")).toEqual({ ok: true, applied: [] });
    expect(await giftCards.balance("GC10000000000001")).toMatchObject({ ok: true, balance: 1000 });
  });

  it("redeems a cart's holds for an order by its reference, and releases them when it fails", async () => {
    const { giftCards, ledger } = service({ GC10000000000001: card(1), GC10000000000002: card(2) }, [
      [1, 1000],
      [2, 1000],
    ]);
    await giftCards.apply(POUNDS_CART, "GC10000000000001", 1500);
    await giftCards.redeemHolds(POUNDS_CART.id, "W123");
    expect(ledger.at(-1)).toEqual({ giftCardId: 1, amount: -1000, kind: "redeem", reference: "order:W123" });
    await giftCards.apply({ id: 8, currency: "GBP" }, "GC10000000000002", 1500);
    await giftCards.releaseHolds(8);
    expect(await giftCards.balance("GC10000000000002")).toMatchObject({ balance: 1000 });
  });
});

describe("a shopper's tries at gift card codes", () => {
  const limits = { perSession: 3, perCard: 2, shopWide: 5, windowSeconds: 900 };
  const unknown = (n: number) => `GC99999999${String(n).padStart(6, "0")}`;

  it("counts only wrong codes against the shopper: typing real cards never runs out", async () => {
    const cards = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`GC1000000000000${i}`, card(i + 1)] as const),
    );
    const { giftCards } = service(
      cards,
      Array.from({ length: 6 }, (_, i) => [i + 1, 10] as [number, number]),
      limits,
    );
    for (const code of Object.keys(cards))
      expect(await giftCards.tryCode(POUNDS_CART, code, 4500, "session-a")).toMatchObject({ ok: true });
    for (let n = 0; n < 3; n++)
      expect(await giftCards.tryCode(POUNDS_CART, unknown(n), 4500, "session-a")).toMatchObject({
        reason: "unknown",
      });
    expect(await giftCards.tryCode(POUNDS_CART, unknown(3), 4500, "session-a")).toMatchObject({
      reason: "tooManyAttempts",
      scope: "shopper",
    });
    // Input that can never be a code is refused as unknown, uncounted and never looked up.
    expect(await giftCards.tryCode(POUNDS_CART, "not a code", 4500, "session-a")).toMatchObject({
      reason: "unknown",
    });
  });

  it("shares one shop-wide allowance of wrong codes between every shopper, and then pauses every code", async () => {
    const { giftCards } = service({ GC10000000000001: card(1) }, [[1, 1000]], limits);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => giftCards.tryCode(POUNDS_CART, unknown(n), 4500, `session-${n}`)),
    );
    const reasons = answers.map((answer) => (answer.ok ? "applied" : answer.reason));
    expect(reasons.filter((reason) => reason === "unknown")).toHaveLength(5);
    const refused = answers.filter((answer) => !answer.ok && answer.reason === "tooManyAttempts");
    expect(refused).toHaveLength(7);
    expect(refused.every((answer) => "scope" in answer && answer.scope === "shop")).toBe(true);
    // A real card is not read either while the shop is paused: a guesser must learn nothing more.
    expect(await giftCards.tryCode(POUNDS_CART, "GC10000000000001", 4500, "session-new")).toMatchObject({
      reason: "tooManyAttempts",
      scope: "shop",
    });
  });

  it("limits the tries at one card from every shopper together", async () => {
    const { giftCards } = service({ GC10000000000001: card(1) }, [[1, 1000]], limits);
    const tries = [];
    for (const session of ["a", "b", "c"])
      tries.push(await giftCards.tryCode({ id: 7, currency: "GBP" }, "GC10000000000001", 4500, session));
    expect(tries.map((answer) => answer.ok || answer.reason)).toEqual([
      true,
      "alreadyApplied",
      "tooManyAttempts",
    ]);
  });
});

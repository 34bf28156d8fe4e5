import { describe, expect, it } from "vitest";
import { amountLeftToPay, decideHold, drawInTurn, usabilityRefusal } from "./gift-card-rules.ts";
import type { GiftCard } from "./gift-card-types.ts";

const card: GiftCard = {
  id: 1,
  lastFour: "0010",
  currency: "GBP",
  initialBalance: 1000,
  status: "active",
  createdAt: "2026-01-01T00:00:00.000Z",
  expiresAt: "2027-01-01T00:00:00.000Z",
};
const now = new Date("2026-11-26T12:00:00.000Z");

describe("who may pay with a gift card", () => {
  it("takes an active card in pounds before it expires", () => {
    expect(usabilityRefusal(card, { currency: "GBP", now })).toBeNull();
    expect(usabilityRefusal({ ...card, expiresAt: null }, { currency: "GBP", now })).toBeNull();
  });

  it("refuses a dollar or euro cart: gift cards are only in pounds (spec 001 §1)", () => {
    expect(usabilityRefusal(card, { currency: "USD", now })).toBe("wrongCurrency");
    expect(usabilityRefusal(card, { currency: "EUR", now })).toBe("wrongCurrency");
  });

  it("refuses an expired card from the instant it expires, and a cancelled one", () => {
    expect(usabilityRefusal({ ...card, expiresAt: now.toISOString() }, { currency: "GBP", now })).toBe(
      "expired",
    );
    expect(usabilityRefusal({ ...card, status: "cancelled" }, { currency: "GBP", now })).toBe("cancelled");
  });
});

describe("how much a card holds", () => {
  it("holds the whole balance when the order costs more (partial use leaves nothing on the card)", () => {
    expect(decideHold({ balance: 1000, cartTotal: 4500, heldOnCart: [], alreadyApplied: false })).toEqual({
      ok: true,
      amount: 1000,
    });
  });

  it("holds only the order's total when the card has more, leaving a balance", () => {
    expect(decideHold({ balance: 5000, cartTotal: 1999, heldOnCart: [], alreadyApplied: false })).toEqual({
      ok: true,
      amount: 1999,
    });
  });

  it("holds only what the cards before it left to pay", () => {
    expect(
      decideHold({ balance: 5000, cartTotal: 4500, heldOnCart: [1000, 2500], alreadyApplied: false }),
    ).toEqual({ ok: true, amount: 1000 });
  });

  it("refuses a card already paying, an empty card, and a card when nothing is left to pay", () => {
    expect(decideHold({ balance: 1000, cartTotal: 4500, heldOnCart: [1000], alreadyApplied: true })).toEqual({
      ok: false,
      reason: "alreadyApplied",
    });
    expect(decideHold({ balance: 0, cartTotal: 4500, heldOnCart: [], alreadyApplied: false })).toEqual({
      ok: false,
      reason: "noBalance",
    });
    expect(decideHold({ balance: 1000, cartTotal: 2500, heldOnCart: [2500], alreadyApplied: false })).toEqual(
      {
        ok: false,
        reason: "nothingToPay",
      },
    );
    expect(decideHold({ balance: 1000, cartTotal: 0, heldOnCart: [], alreadyApplied: false })).toEqual({
      ok: false,
      reason: "nothingToPay",
    });
  });
});

describe("several cards drawn in turn", () => {
  it("draws each card in the order applied until the total is paid", () => {
    expect(drawInTurn([1000, 2500, 5000], 4500)).toEqual([1000, 2500, 1000]);
    expect(drawInTurn([1000, 2500, 5000], 3000)).toEqual([1000, 2000, 0]);
  });

  it("never holds more than the total, nor more than any card has", () => {
    for (const total of [0, 1, 999, 1000, 3499, 3500, 8500, 100000]) {
      const balances = [1000, 2500, 5000];
      const held = drawInTurn(balances, total);
      expect(held.reduce((sum, amount) => sum + amount, 0)).toBe(Math.min(total, 8500));
      held.forEach((amount, index) => {
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(balances[index] ?? 0);
      });
    }
  });

  it("leaves nothing to pay by card once the cards cover the total", () => {
    expect(amountLeftToPay(4500, [1000, 2500, 1000])).toBe(0);
    expect(amountLeftToPay(4500, [1000])).toBe(3500);
    // The bag shrank after the cards were applied: never a negative amount to pay.
    expect(amountLeftToPay(500, [1000])).toBe(0);
  });
});

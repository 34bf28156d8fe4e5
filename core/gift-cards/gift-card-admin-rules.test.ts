import { describe, expect, it } from "vitest";
import { newOrderNumber } from "../orders/order-number.ts";
import {
  blockRefusal,
  GIFT_CARD_ADMIN_MESSAGES,
  giftCardState,
  idempotencyKeySchema,
  type ResendFacts,
  readLedgerReference,
  readLookup,
  resendRefusal,
  unblockRefusal,
} from "./gift-card-admin-rules.ts";

const NOW = new Date("2026-11-29T12:00:00.000Z");

describe("reading a gift card lookup", () => {
  it("reads last four digits, an order number and an e-mail, and nothing else", () => {
    expect(readLookup({ by: "lastFour", q: " 1234 " })).toEqual({
      ok: true,
      lookup: { by: "lastFour", lastFour: "1234" },
    });
    for (const q of ["123", "12345", "12a4", "GC12345678901234"])
      expect(readLookup({ by: "lastFour", q })).toEqual({
        ok: false,
        message: GIFT_CARD_ADMIN_MESSAGES.lastFour,
      });
    const orderNumber = newOrderNumber();
    expect(readLookup({ by: "order", q: orderNumber })).toEqual({
      ok: true,
      lookup: { by: "order", orderNumber },
    });
    // A mistyped number fails its check digit before any lookup.
    const wrong = `${orderNumber.slice(0, 10)}${(Number(orderNumber[10]) + 1) % 10}`;
    expect(readLookup({ by: "order", q: wrong })).toEqual({
      ok: false,
      message: GIFT_CARD_ADMIN_MESSAGES.order,
    });
    expect(readLookup({ by: "buyer", q: "Ada@Example.com" })).toEqual({
      ok: true,
      lookup: { by: "buyer", email: "ada@example.com" },
    });
    expect(readLookup({ by: "buyer", q: "not an address" })).toEqual({
      ok: false,
      message: GIFT_CARD_ADMIN_MESSAGES.buyer,
    });
  });

  it("treats an empty search as no lookup, and an unknown kind as last four", () => {
    expect(readLookup({})).toEqual({ ok: true, lookup: null });
    expect(readLookup({ by: "code", q: "5678" })).toEqual({
      ok: true,
      lookup: { by: "lastFour", lastFour: "5678" },
    });
    expect(readLookup({ by: "lastFour", q: ["1234"] })).toEqual({ ok: true, lookup: null });
  });
});

describe("a card's state for staff", () => {
  const card = { status: "active", blockedAt: null, expiresAt: "2027-01-01T00:00:00.000Z" };
  it("shows a block over everything, then cancelled, then expired", () => {
    expect(giftCardState(card, NOW)).toBe("active");
    expect(giftCardState({ ...card, expiresAt: null }, NOW)).toBe("active");
    expect(giftCardState({ ...card, expiresAt: NOW.toISOString() }, NOW)).toBe("expired");
    expect(giftCardState({ ...card, status: "cancelled", expiresAt: NOW.toISOString() }, NOW)).toBe(
      "cancelled",
    );
    expect(giftCardState({ ...card, status: "cancelled", blockedAt: NOW.toISOString() }, NOW)).toBe(
      "blocked",
    );
  });

  it("blocks only an unblocked card and unblocks only a blocked one", () => {
    expect(blockRefusal({ blockedAt: null })).toBeNull();
    expect(blockRefusal({ blockedAt: NOW.toISOString() })).toBe("alreadyBlocked");
    expect(unblockRefusal({ blockedAt: NOW.toISOString() })).toBeNull();
    expect(unblockRefusal({ blockedAt: null })).toBe("notBlocked");
  });
});

describe("a ledger row's reference", () => {
  it("names the order, the order's line, the bag or the text", () => {
    expect(readLedgerReference("order:12345678903")).toEqual({
      kind: "order",
      orderNumber: "12345678903",
      line: null,
    });
    expect(readLedgerReference("order:12345678903:line:2")).toEqual({
      kind: "order",
      orderNumber: "12345678903",
      line: 2,
    });
    expect(readLedgerReference("cart:42")).toEqual({ kind: "bag", cartId: "42" });
    expect(readLedgerReference("issue:seed")).toEqual({ kind: "other", text: "issue:seed" });
    expect(readLedgerReference("order:seed")).toEqual({ kind: "other", text: "order:seed" });
  });
});

describe("resending an e-gift card", () => {
  const sent: ResendFacts = {
    kind: "ECARD",
    recipientEmail: "grace@example.com",
    sentAt: "2026-11-28T08:00:00.000Z",
    sealed: true,
    expiresAt: "2028-11-28T08:00:00.000Z",
    blockedAt: null,
  };
  it("resends an e-gift card sent, unused, unexpired and unblocked", () => {
    expect(resendRefusal(sent, NOW)).toBeNull();
    expect(resendRefusal({ ...sent, expiresAt: null }, NOW)).toBeNull();
  });

  it("never resends a posted card, and refuses each other case with its reason", () => {
    expect(resendRefusal({ ...sent, kind: "GCARD", recipientEmail: null }, NOW)).toBe("posted");
    expect(resendRefusal({ ...sent, kind: "GCARD" }, NOW)).toBe("posted");
    expect(resendRefusal({ ...sent, recipientEmail: null }, NOW)).toBe("noRecipient");
    expect(resendRefusal({ ...sent, blockedAt: NOW.toISOString() }, NOW)).toBe("blocked");
    expect(resendRefusal({ ...sent, sealed: false }, NOW)).toBe("used");
    expect(resendRefusal({ ...sent, expiresAt: NOW.toISOString() }, NOW)).toBe("expired");
    expect(resendRefusal({ ...sent, sentAt: null }, NOW)).toBe("notSentYet");
  });

  it("takes a form key of 16 to 64 safe characters", () => {
    expect(idempotencyKeySchema.safeParse(crypto.randomUUID()).success).toBe(true);
    for (const key of ["", "short", "x".repeat(65), "has space in it!!", "<script>alert(1)</script>"])
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(false);
  });
});

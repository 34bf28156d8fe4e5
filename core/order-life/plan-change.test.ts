import { describe, expect, it } from "vitest";
import type { OrderForChange } from "./order-life-types.ts";
import { MONEY_MESSAGES, planChange } from "./plan-change.ts";

// £30 (two units) and £10 with £4 off: £36 paid, £10 of it by a gift card and £26 by card.
function order(changes: Partial<OrderForChange> = {}): OrderForChange {
  const none = { payment: 0, giftCards: 0 };
  const line = {
    variantCode: "V",
    productCode: "P",
    name: "Towel",
    giftCard: false,
    dispatched: 0,
    cancelled: 0,
    refunded: 0,
    amounts: { dispatched: none, refunded: none },
  };
  return {
    id: "o-1",
    orderNumber: "123",
    email: "ann@example.com",
    version: "uk",
    currency: "GBP",
    firstName: "Ann",
    status: "placed",
    createdAt: "2026-11-01T10:00:00.000Z",
    payments: {
      card: { paymentId: "pay_1", amount: 2600, maskedNumber: null, brand: null },
      giftCards: [{ lastFour: "1234", amount: 1000 }],
    },
    lines: [
      { ...line, entryNumber: 0, quantity: 2, lineTotal: 3000 },
      { ...line, entryNumber: 1, quantity: 1, lineTotal: 1000 },
    ],
    moved: { capture: 0, void: 0, refund: 0, giftCardCredit: 0 },
    ...changes,
  };
}

/** The order's lines all dispatched, each having taken its whole share. */
function dispatchedWhole(placed: OrderForChange): OrderForChange["lines"] {
  const taken = new Map([
    [0, { payment: 1950, giftCards: 750 }],
    [1, { payment: 650, giftCards: 250 }],
  ]);
  return placed.lines.map((line) => ({
    ...line,
    dispatched: line.quantity,
    amounts: { ...line.amounts, dispatched: taken.get(line.entryNumber) ?? line.amounts.dispatched },
  }));
}

describe("planning a change of an order's lines", () => {
  it("captures a dispatched unit's share of the card; its gift-card share was redeemed at placing", () => {
    const planned = planChange("dispatch", order(), [{ entryNumber: 0, quantity: 1 }]);
    expect(planned).toMatchObject({
      ok: true,
      plan: {
        lines: [{ entryNumber: 0, quantity: 1, payment: 975, giftCards: 375 }],
        status: "partlyDispatched",
        movements: [{ kind: "capture", amount: 975 }],
      },
    });
  });

  it("voids a cancelled line's card share and credits its gift-card share back", () => {
    const planned = planChange("cancel", order(), [{ entryNumber: 1, quantity: 1 }]);
    expect(planned).toMatchObject({
      ok: true,
      plan: {
        status: "placed",
        movements: [
          { kind: "void", amount: 650 },
          { kind: "giftCardCredit", amount: 250 },
        ],
      },
    });
  });

  it("refunds a returned line's shares the way they were paid", () => {
    const lines = dispatchedWhole(order());
    const planned = planChange(
      "refund",
      order({ lines, moved: { capture: 2600, void: 0, refund: 0, giftCardCredit: 0 } }),
      [{ entryNumber: 0, quantity: 2 }],
    );
    expect(planned).toMatchObject({
      ok: true,
      plan: {
        status: "partlyRefunded",
        movements: [
          { kind: "refund", amount: 1950 },
          { kind: "giftCardCredit", amount: 750 },
        ],
      },
    });
  });

  it("never captures and voids more than was authorised, nor refunds more than was captured", () => {
    const overCaptured = order({ moved: { capture: 2000, void: 0, refund: 0, giftCardCredit: 0 } });
    expect(planChange("dispatch", overCaptured, [{ entryNumber: 0, quantity: 2 }])).toMatchObject({
      ok: false,
      refusal: { kind: "conflict", message: MONEY_MESSAGES.overAuthorised },
    });
    const lines = dispatchedWhole(order());
    const captured = order({ lines, moved: { capture: 500, void: 0, refund: 0, giftCardCredit: 0 } });
    expect(planChange("refund", captured, [{ entryNumber: 0, quantity: 1 }])).toMatchObject({
      ok: false,
      refusal: { message: MONEY_MESSAGES.overCaptured },
    });
  });

  it("refunds exactly what a line's dispatches took, whatever the rounding of the units cancelled between", () => {
    // £0.06 over four units takes 1p, 2p, 1p, 2p: units 1 and 3 dispatched took 2p, units 2 and 4 cancelled 4p.
    const [first] = order().lines;
    if (!first) throw new Error("no line");
    const tiny = order({
      payments: { card: { paymentId: "pay_1", amount: 6, maskedNumber: null, brand: null }, giftCards: [] },
      lines: [
        {
          ...first,
          quantity: 4,
          lineTotal: 6,
          dispatched: 2,
          cancelled: 2,
          amounts: { dispatched: { payment: 2, giftCards: 0 }, refunded: { payment: 0, giftCards: 0 } },
        },
      ],
      moved: { capture: 2, void: 4, refund: 0, giftCardCredit: 0 },
    });
    // Its running total would give 3p back for two units: more than was captured. The last units take what is left.
    expect(planChange("refund", tiny, [{ entryNumber: 0, quantity: 2 }])).toMatchObject({
      ok: true,
      plan: { movements: [{ kind: "refund", amount: 2 }] },
    });
    expect(planChange("refund", tiny, [{ entryNumber: 0, quantity: 1 }])).toMatchObject({
      ok: true,
      plan: { movements: [{ kind: "refund", amount: 1 }] },
    });
  });

  it("answers the rule's refusal before any money is planned", () => {
    expect(planChange("refund", order(), [{ entryNumber: 0, quantity: 1 }])).toMatchObject({
      ok: false,
      refusal: { message: "Line 0 has nothing left to refund." },
    });
  });
});

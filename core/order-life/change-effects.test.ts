import { describe, expect, it } from "vitest";
import { changeEffects } from "./change-effects.ts";
import type { OrderForChange, StoredChange } from "./order-life-types.ts";

const none = { payment: 0, giftCards: 0 };
const line = {
  variantCode: "V",
  name: "Towel",
  lineTotal: 1000,
  giftCard: false,
  cancelled: 0,
  refunded: 0,
  amounts: { dispatched: none, refunded: none },
};
const ORDER: OrderForChange = {
  id: "o-1",
  orderNumber: "79927398713",
  email: "ann@example.com",
  version: "uk",
  currency: "GBP",
  firstName: "Ann",
  status: "partlyDispatched",
  createdAt: "2026-11-01T10:00:00.000Z",
  payments: { card: null, giftCards: [] },
  lines: [
    { ...line, entryNumber: 0, productCode: "P1", quantity: 2, dispatched: 2 },
    { ...line, entryNumber: 1, productCode: "P2", quantity: 1, dispatched: 0 },
    { ...line, entryNumber: 2, productCode: "GCARD", quantity: 1, dispatched: 0, giftCard: true },
  ],
  moved: { capture: 0, void: 0, refund: 0, giftCardCredit: 0 },
};

function change(kind: StoredChange["kind"], entries: number[]): StoredChange {
  return {
    id: "c-1",
    orderId: "o-1",
    kind,
    fingerprint: "",
    status: "pending",
    failure: null,
    carrier: kind === "dispatch" ? "Royal Mail" : null,
    trackingNumber: kind === "dispatch" ? "RM1" : null,
    lines: entries.map((entryNumber) => ({ entryNumber, quantity: 1, payment: 500, giftCards: 0 })),
    createdAt: "2026-11-02T10:00:00.000Z",
    movements: [],
  };
}

describe("what finishing a change brings", () => {
  it("a dispatch: the e-mail with its tracking number, saying more is to come while units wait", () => {
    const effects = changeEffects({ origin: "https://shop.example", stockReturned: async () => {} });
    const { mail, restock } = effects.effects(change("dispatch", [0]), ORDER);
    expect(restock).toBe(false);
    expect(mail?.text).toContain("Tracking number: RM1");
    expect(mail?.text).toContain("we will write again when the rest is on its way");
  });

  it("a cancellation: stock back, and the catalogue told of the products, not of gift cards", async () => {
    const told: string[][] = [];
    const effects = changeEffects({
      origin: "https://shop.example",
      stockReturned: async (codes) => void told.push(codes),
    });
    expect(effects.effects(change("cancel", [1, 2]), ORDER)).toEqual({ mail: null, restock: true });
    await effects.onFinished(change("cancel", [1, 2]), ORDER);
    expect(told).toEqual([["P2"]]);
  });

  it("a refund: nothing more, and a catalogue that cannot be told does not fail the change", async () => {
    const effects = changeEffects({
      origin: "https://shop.example",
      stockReturned: () => Promise.reject(new Error("index away")),
    });
    expect(effects.effects(change("refund", [0]), ORDER)).toEqual({ mail: null, restock: false });
    await expect(effects.onFinished(change("cancel", [1]), ORDER)).resolves.toBeUndefined();
  });
});

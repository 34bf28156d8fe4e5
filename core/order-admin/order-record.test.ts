import { describe, expect, it } from "vitest";
import type { StoredOrder } from "../orders/order-types.ts";
import { createOrderRecords, type OrderRecordMovement, type StoredOrderRecord } from "./order-record.ts";

// The order page's reading of an authorisation: what is left to capture after captures and voids (failed ones not
// counted), and the flag once it lapses within a day with money still to capture.

const PLACED = "2026-11-20T10:00:00.000Z";
const NUMBER = "12345678903";

function stored(movements: OrderRecordMovement[]): StoredOrderRecord {
  const order = {
    id: "o1",
    orderNumber: NUMBER,
    createdAt: PLACED,
    payments: {
      card: { paymentId: "pay_1", amount: 10_000, maskedNumber: null, brand: null },
      giftCards: [],
    },
  } as unknown as StoredOrder;
  return { order, accountEmail: null, lines: [], changes: [], movements, mails: [] };
}

const movement = (kind: OrderRecordMovement["kind"], amount: number, status: "done" | "failed" = "done") => ({
  kind,
  amount,
  at: PLACED,
  status,
  providerReference: null,
  failure: null,
  giftCardLastFour: null,
});

function records(record: StoredOrderRecord, now: string, method: "card" | "paypal" = "card") {
  const asked: string[] = [];
  const service = createOrderRecords({
    repository: {
      async findByNumber(orderNumber) {
        asked.push(orderNumber);
        return record;
      },
    },
    methodOf: () => method,
    now: () => new Date(now),
  });
  return { service, asked };
}

describe("the order page's record", () => {
  it("reads nothing for what cannot be an order number", async () => {
    const { service, asked } = records(stored([]), PLACED);
    expect(await service.find("../../etc")).toBeNull();
    expect(await service.find("12345678900")).toBeNull();
    expect(asked).toEqual([]);
  });

  it("counts what is left to capture, leaving failed movements out", async () => {
    const { service } = records(
      stored([movement("capture", 3000), movement("void", 2000), movement("capture", 4000, "failed")]),
      "2026-11-21T10:00:00.000Z",
    );
    expect((await service.find(NUMBER))?.authorisation).toMatchObject({
      captured: 3000,
      released: 2000,
      stillToCapture: 5000,
      flagged: false,
      expiresAt: "2026-11-27T10:00:00.000Z",
    });
  });

  it("flags a card authorisation within a day of lapsing while money waits, and not once it is all settled", async () => {
    const soon = "2026-11-26T11:00:00.000Z";
    expect((await records(stored([]), soon).service.find(NUMBER))?.authorisation?.flagged).toBe(true);
    const settled = stored([movement("capture", 6000), movement("void", 4000)]);
    expect((await records(settled, soon).service.find(NUMBER))?.authorisation?.flagged).toBe(false);
    // PayPal holds its authorisation 29 days.
    expect((await records(stored([]), soon, "paypal").service.find(NUMBER))?.authorisation?.flagged).toBe(
      false,
    );
  });
});

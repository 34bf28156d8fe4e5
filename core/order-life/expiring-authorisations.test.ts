import { describe, expect, it } from "vitest";
import { createExpiringAuthorisations } from "./expiring-authorisations.ts";
import type { OpenAuthorisation } from "./order-life-types.ts";

const DAY = 86_400_000;
const now = new Date("2026-11-29T12:00:00.000Z");
const placed = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();

function open(orderNumber: string, paymentId: string, daysAgo: number, settled = 0): OpenAuthorisation {
  return {
    orderId: `o-${orderNumber}`,
    orderNumber,
    paymentId,
    placedAt: placed(daysAgo),
    authorised: 5000,
    settled,
  };
}

describe("authorisations flagged before they lapse", () => {
  it("flags card orders from day 6 and PayPal orders from day 28, while money is left to capture", async () => {
    let askedBefore: Date | null = null;
    const expiring = createExpiringAuthorisations({
      repository: {
        async openAuthorisations(before) {
          askedBefore = before;
          return [
            open("card-fresh", "pay_1", 5),
            open("card-due", "pay_2", 6.2),
            open("card-done", "pay_3", 6.5, 5000),
            open("paypal-young", "PAYID-1", 20),
            open("paypal-due", "PAYID-2", 28.5, 1000),
          ];
        },
      },
      payments: { methodOf: (id) => (id.startsWith("PAYID") ? "paypal" : "card") },
      now: () => now,
    });
    const flagged = await expiring();
    expect(flagged.map((order) => [order.orderNumber, order.stillToCapture])).toEqual([
      ["card-due", 5000],
      ["paypal-due", 4000],
    ]);
    expect(flagged[0]).toMatchObject({
      method: "card",
      lapsed: false,
      expiresAt: "2026-11-30T07:12:00.000Z",
    });
    // Only orders old enough for the shortest lifetime are read.
    expect(askedBefore).toEqual(new Date(now.getTime() - 6 * DAY));
  });
});

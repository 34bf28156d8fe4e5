import { describe, expect, it } from "vitest";
import type { WriteOrderResult } from "../order-types.ts";
import {
  CART,
  contextFor,
  KEY,
  memoryOrders,
  placementDeps,
  readyView,
  settlementOver,
} from "./placement-test-kit.ts";
import { writeOrder } from "./write-order.ts";

function authorisedWith(write?: () => WriteOrderResult) {
  const orders = memoryOrders({ write });
  const attempt = orders.attempt({ key: KEY, status: "authorised", paymentId: "pay-1", amount: 1895 });
  orders.attempts.set(KEY, attempt);
  const context = contextFor();
  context.priced = {
    cart: CART,
    view: readyView(),
    holds: [{ giftCardId: 3, lastFour: "0050", amount: 1000 }],
    amount: 1895,
    currency: "GBP",
  };
  context.authorised = {
    attempt,
    card: { paymentId: "pay-1", amount: 1895, maskedNumber: "•••• 1111", brand: "visa" },
  };
  const step = writeOrder(placementDeps(orders).deps, settlementOver(orders));
  return { orders, context, step };
}

describe("the write-order step", () => {
  it("writes the order as priced, with its payments and the gift cards it was priced with", async () => {
    const { orders, context, step } = authorisedWith();
    expect(await step.run(context)).toEqual({ kind: "next" });
    const [write] = orders.written;
    expect(write?.giftCards).toEqual([{ giftCardId: 3, amount: 1000 }]);
    expect(write?.order.payments).toEqual({
      card: { paymentId: "pay-1", amount: 1895, maskedNumber: "•••• 1111", brand: "visa" },
      giftCards: [{ lastFour: "0050", amount: 1000 }],
    });
    expect(write?.mail.to).toBe("ada@example.com");
    expect(context.written?.guestToken).toBe("guest-token");
  });

  it("refuses short stock and changed gift cards, for the steps before to undo", async () => {
    const short = authorisedWith(() => ({ written: false, reason: "outOfStock", variantCodes: ["V1"] }));
    expect(await short.step.run(short.context)).toEqual({
      kind: "refuse",
      result: { status: "outOfStock", variantCodes: ["V1"] },
      reason: "outOfStock:V1",
    });
    const changed = authorisedWith(() => ({ written: false, reason: "paymentChanged" }));
    expect(await changed.step.run(changed.context)).toMatchObject({
      kind: "refuse",
      reason: "changed",
      result: { status: "changed" },
    });
  });

  it("draws another order number when one is taken, three times at most", async () => {
    let tries = 0;
    const { orders, context, step } = authorisedWith(() =>
      ++tries < 3 ? { written: false, reason: "numberTaken" } : { written: true },
    );
    expect(await step.run(context)).toEqual({ kind: "next" });
    expect(orders.written).toHaveLength(3);
  });

  it("fails, for the steps before to undo, when no number is free and nothing placed the cart", async () => {
    const { context, step } = authorisedWith(() => ({ written: false, reason: "numberTaken" }));
    await expect(step.run(context)).rejects.toMatchObject({ kind: "unavailable" });
  });
});

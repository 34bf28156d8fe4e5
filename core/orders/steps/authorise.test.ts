import { describe, expect, it } from "vitest";
import { authorise } from "./authorise.ts";
import {
  CART,
  contextFor,
  fakeAcquirer,
  KEY,
  memoryOrders,
  placementDeps,
  settlementOver,
} from "./placement-test-kit.ts";

function started(amount: number, acquirer = fakeAcquirer()) {
  const orders = memoryOrders();
  orders.attempts.set(KEY, orders.attempt({ key: KEY, status: "authorising", amount }));
  const context = contextFor({ authorise: acquirer.authorise });
  context.priced = { cart: CART, view: {} as never, holds: [], amount, currency: "GBP" };
  const step = authorise(
    { ...placementDeps(orders).deps, voidAuthorisation: acquirer.voidAuthorisation },
    settlementOver(orders, acquirer),
  );
  return { orders, context, step, acquirer };
}

describe("the authorise step", () => {
  it("authorises the card's amount with the attempt's key and marks the attempt authorised before any write", async () => {
    const { orders, context, step, acquirer } = started(2895);
    expect(await step.run(context)).toEqual({ kind: "next" });
    expect(acquirer.asked).toEqual([{ amount: 2895, key: KEY }]);
    expect(orders.attempts.get(KEY)).toMatchObject({ status: "authorised", paymentId: "pay-1" });
    expect(context.authorised?.card).toEqual({
      paymentId: "pay-1",
      amount: 2895,
      maskedNumber: "•••• 1111",
      brand: "visa",
    });
  });

  it("asks the acquirer nothing when gift cards pay it all", async () => {
    const { orders, context, step, acquirer } = started(0);
    expect(await step.run(context)).toEqual({ kind: "next" });
    expect(acquirer.asked).toEqual([]);
    expect(context.authorised?.card).toBeNull();
    expect(orders.attempts.get(KEY)?.status).toBe("authorised");
  });

  it("declines the attempt on a refused card and ends there", async () => {
    const { orders, context, step } = started(
      2895,
      fakeAcquirer({ status: "refused", reason: "CARD_DECLINED" }),
    );
    expect(await step.run(context)).toEqual({
      kind: "end",
      result: { status: "declined", reason: "CARD_DECLINED" },
    });
    expect(orders.attempts.get(KEY)).toMatchObject({ status: "declined", outcome: "CARD_DECLINED" });
  });

  it("is undone by voiding the authorisation with the attempt's void key", async () => {
    const { orders, context, step, acquirer } = started(2895);
    await step.run(context);
    await step.compensate?.(context, "outOfStock:V1");
    expect(orders.attempts.get(KEY)).toMatchObject({ status: "voided", outcome: "outOfStock:V1" });
    expect(orders.attempts.get(KEY)?.voidedAt).not.toBeNull();
    expect(acquirer.voids).toEqual([`void:${KEY}`]);
  });
});

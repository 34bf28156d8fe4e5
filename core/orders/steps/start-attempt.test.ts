import { describe, expect, it } from "vitest";
import { CART, contextFor, KEY, memoryOrders, placementDeps, settlementOver } from "./placement-test-kit.ts";
import { startAttempt } from "./start-attempt.ts";

const priced = (amount: number) => ({
  cart: CART,
  view: {} as never,
  holds: [],
  amount,
  currency: "GBP",
});

describe("the start-attempt step", () => {
  it("writes the attempt before the acquirer is asked, with the card's session when a card pays", async () => {
    const orders = memoryOrders();
    const context = contextFor({ paymentSessionId: "cs_9" });
    context.priced = priced(2895);
    expect(await startAttempt(placementDeps(orders).deps, settlementOver(orders)).run(context)).toEqual({
      kind: "next",
    });
    expect(orders.attempts.get(KEY)).toMatchObject({
      status: "authorising",
      amount: 2895,
      paymentSessionId: "cs_9",
    });
  });

  it("answers the first request's outcome to a request that lost the race", async () => {
    const orders = memoryOrders();
    orders.attempts.set(KEY, orders.attempt({ key: KEY, status: "declined", outcome: "Card declined" }));
    const context = contextFor();
    context.priced = priced(2895);
    expect(await startAttempt(placementDeps(orders).deps, settlementOver(orders)).run(context)).toEqual({
      kind: "end",
      result: { status: "declined", reason: "Card declined" },
    });
  });

  it("claims an offered card page's attempt, once", async () => {
    const orders = memoryOrders();
    orders.attempts.set(KEY, orders.attempt({ key: KEY, status: "offered", paymentSessionId: "cs_1" }));
    const step = startAttempt(placementDeps(orders).deps, settlementOver(orders));
    const first = contextFor();
    first.priced = priced(2895);
    first.known = orders.attempts.get(KEY) ?? null;
    expect(await step.run(first)).toEqual({ kind: "next" });
    expect(orders.attempts.get(KEY)?.status).toBe("authorising");
    // A second request that also found it offered: the claim is lost, and it answers the first one's outcome.
    orders.attempts.set(KEY, orders.attempt({ key: KEY, status: "declined", outcome: "abandoned" }));
    expect(await step.run(first)).toMatchObject({ kind: "end", result: { status: "declined" } });
  });
});

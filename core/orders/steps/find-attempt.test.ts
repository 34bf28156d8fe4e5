import { describe, expect, it } from "vitest";
import { findAttempt } from "./find-attempt.ts";
import {
  contextFor,
  fakeAcquirer,
  KEY,
  memoryOrders,
  placementDeps,
  settlementOver,
} from "./placement-test-kit.ts";

describe("the find-attempt step", () => {
  it("goes on with nothing known for a first press of Pay", async () => {
    const orders = memoryOrders();
    const context = contextFor();
    const step = findAttempt(placementDeps(orders).deps, settlementOver(orders));
    expect(await step.run(context)).toEqual({ kind: "next" });
    expect(context.known).toBeNull();
  });

  it("answers a repeat with the outcome of the attempt it repeats", async () => {
    const orders = memoryOrders();
    orders.attempts.set(KEY, orders.attempt({ key: KEY, status: "declined", outcome: "Card declined" }));
    const step = findAttempt(placementDeps(orders).deps, settlementOver(orders));
    expect(await step.run(contextFor())).toEqual({
      kind: "end",
      result: { status: "declined", reason: "Card declined" },
    });
  });

  it("keeps an offered card page's attempt, and voids what the page authorised when undone", async () => {
    const orders = memoryOrders();
    orders.attempts.set(KEY, orders.attempt({ key: KEY, status: "offered", paymentSessionId: "cs_1" }));
    const acquirer = fakeAcquirer();
    const step = findAttempt(placementDeps(orders).deps, settlementOver(orders, acquirer));
    const context = contextFor();
    expect(await step.run(context)).toEqual({ kind: "next" });
    expect(context.known?.status).toBe("offered");

    await step.compensate?.(context, "outOfStock:V1");
    expect(orders.attempts.get(KEY)).toMatchObject({ status: "voided", outcome: "outOfStock:V1" });
    expect(acquirer.voids).toEqual([`void:${KEY}`]);
  });

  it("leaves an offered attempt alone when undone after another request claimed it", async () => {
    const orders = memoryOrders();
    orders.attempts.set(KEY, orders.attempt({ key: KEY, status: "offered", paymentSessionId: "cs_1" }));
    const acquirer = fakeAcquirer();
    const step = findAttempt(placementDeps(orders).deps, settlementOver(orders, acquirer));
    const context = contextFor();
    await step.run(context);
    orders.attempts.set(KEY, orders.attempt({ key: KEY, status: "authorising", paymentSessionId: "cs_1" }));
    await step.compensate?.(context, "changed");
    expect(orders.attempts.get(KEY)?.status).toBe("authorising");
    expect(acquirer.asked).toEqual([]);
  });
});

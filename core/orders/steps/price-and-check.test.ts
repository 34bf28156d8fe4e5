import { describe, expect, it } from "vitest";
import { GIFT_CARD_MESSAGES } from "../../gift-cards/gift-card-messages.ts";
import {
  CART,
  contextFor,
  KEY,
  memoryOrders,
  placementDeps,
  readyView,
  settlementOver,
} from "./placement-test-kit.ts";
import { priceAndCheck } from "./price-and-check.ts";

describe("the price-and-check step", () => {
  it("prices the order from the checkout and leaves the card what the gift cards do not pay", async () => {
    const orders = memoryOrders();
    const { deps } = placementDeps(orders, { holds: [{ giftCardId: 3, lastFour: "0050", amount: 1000 }] });
    const context = contextFor();
    expect(await priceAndCheck(deps, settlementOver(orders)).run(context)).toEqual({ kind: "next" });
    expect(context.priced).toMatchObject({ cart: CART, amount: 1895, currency: "GBP" });
  });

  it("refuses a gift card staff blocked since it was applied, before any payment, in the unusable card's words", async () => {
    const orders = memoryOrders();
    const { deps } = placementDeps(orders, {
      holds: [{ giftCardId: 3, lastFour: "0050", amount: 1000, blocked: true }],
    });
    await expect(priceAndCheck(deps, settlementOver(orders)).run(contextFor())).rejects.toMatchObject({
      kind: "invalid",
      message: GIFT_CARD_MESSAGES.cancelled,
    });
    expect(orders.attempts.size).toBe(0);
  });

  it("refuses a bag that has gone, and one not ready to pay, as errors the steps before undo", async () => {
    const orders = memoryOrders();
    const settlement = settlementOver(orders);
    const gone = placementDeps(orders, { cart: null }).deps;
    await expect(priceAndCheck(gone, settlement).run(contextFor())).rejects.toMatchObject({
      kind: "notFound",
    });
    const noEmail = placementDeps(orders, { view: readyView({ email: null }) }).deps;
    await expect(priceAndCheck(noEmail, settlement).run(contextFor())).rejects.toMatchObject({
      kind: "invalid",
    });
  });

  it("refuses short stock before any authorisation, naming the variants", async () => {
    const orders = memoryOrders();
    const { deps } = placementDeps(orders, { view: readyView({ problems: "outOfStock" }) });
    expect(await priceAndCheck(deps, settlementOver(orders)).run(contextFor())).toEqual({
      kind: "refuse",
      result: { status: "outOfStock", variantCodes: ["V1"] },
      reason: "outOfStock:V1",
    });
  });

  it("answers a cart another attempt placed with that order, clearing it", async () => {
    const orders = memoryOrders();
    const other = "order:owner-1:uk:earlier-tab";
    orders.attempts.set(other, orders.attempt({ key: other, status: "placed", orderId: "order-0" }));
    orders.orders.set("order-0", {
      id: "order-0",
      orderNumber: "10000000009",
      email: "ada@example.com",
      currency: "GBP",
      totals: { total: 2895 },
    } as never);
    const result = await priceAndCheck(placementDeps(orders).deps, settlementOver(orders)).run(contextFor());
    expect(result).toMatchObject({ kind: "refuse", reason: "cartPlaced", result: { status: "placed" } });
    expect(orders.deletedCarts).toEqual([CART.id]);
  });

  it("answers changed when the card page was offered for another amount, or the shopper was shown another", async () => {
    const orders = memoryOrders();
    const settlement = settlementOver(orders);
    const { deps } = placementDeps(orders);
    const offered = contextFor();
    offered.known = orders.attempt({ key: KEY, status: "offered", amount: 2500 });
    expect(await priceAndCheck(deps, settlement).run(offered)).toMatchObject({
      kind: "refuse",
      reason: "changed",
      result: { status: "changed" },
    });
    expect(await priceAndCheck(deps, settlement).run(contextFor({ cardAmount: 0 }))).toMatchObject({
      kind: "end",
      result: { status: "changed" },
    });
  });
});

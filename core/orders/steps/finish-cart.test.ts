import { describe, expect, it } from "vitest";
import { finishCart } from "./finish-cart.ts";
import {
  CART,
  contextFor,
  memoryOrders,
  placementDeps,
  readyView,
  settlementOver,
} from "./placement-test-kit.ts";

function written() {
  const context = contextFor();
  context.priced = { cart: CART, view: readyView(), holds: [], amount: 2895, currency: "GBP" };
  context.written = {
    guestToken: "guest-token",
    order: {
      id: "order-id-1",
      orderNumber: "12345678903",
      email: "ada@example.com",
      currency: "GBP",
      totals: { total: 2895 },
      lines: [{ productCode: "P1" }, { productCode: "P1" }, { productCode: "P2" }],
    } as never,
  };
  return context;
}

describe("the finish-cart step", () => {
  it("clears the cart, tells the search index which products' stock went, and answers the order", async () => {
    const orders = memoryOrders();
    const { deps, stockTaken } = placementDeps(orders);
    expect(await finishCart(deps, settlementOver(orders)).run(written())).toEqual({
      kind: "end",
      result: {
        status: "placed",
        order: {
          orderId: "order-id-1",
          orderNumber: "12345678903",
          guestToken: "guest-token",
          email: "ada@example.com",
          total: { amount: 2895, currency: "GBP" },
        },
      },
    });
    expect(orders.deletedCarts).toEqual([CART.id]);
    expect(stockTaken).toEqual([["P1", "P2"]]);
  });

  it("never turns a placed order into an error when the cart or the index cannot be reached", async () => {
    const orders = memoryOrders();
    const { deps } = placementDeps(orders);
    const failing = {
      ...deps,
      stockTaken: () => Promise.reject(new Error("index away")),
    };
    orders.repository.deleteCart = () => Promise.reject(new Error("database away"));
    expect(await finishCart(failing, settlementOver(orders)).run(written())).toMatchObject({
      kind: "end",
      result: { status: "placed" },
    });
  });
});

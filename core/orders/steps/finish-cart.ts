import { end } from "../../workflow/run-steps.ts";
import type { Settlement } from "../attempt-settlement.ts";
import { summaryOf } from "../attempt-settlement.ts";
import { type PlacementDeps, type PlacementStep, required } from "./placement.ts";

/**
 * The order stands: the cart goes (checkout reset, cart deleted) and every instance's search index hears which
 * products' stock it took. Neither may turn a placed order into an error for the shopper: recovery (or the cart's
 * next attempt) clears a cart left standing, and each index re-reads a product at its next change or rebuild.
 */
export function finishCart(deps: Pick<PlacementDeps, "stockTaken">, settlement: Settlement): PlacementStep {
  return {
    name: "finish-cart",
    async run(context) {
      const { cart } = required(context.priced, "the price");
      const { order, guestToken } = required(context.written, "the order");
      await settlement.clearCart(cart.id, order.orderNumber, context.input.owner).catch(() => {});
      await deps.stockTaken([...new Set(order.lines.map((line) => line.productCode))]).catch(() => {});
      return end({ status: "placed", order: summaryOf(order, guestToken) });
    },
  };
}

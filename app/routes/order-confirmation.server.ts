import { data } from "react-router";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { LOCALE_BY_VERSION, type Version } from "../../core/site/versions.ts";
import { type OrderView, orderView } from "../components/orders/order-view.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";

// The order confirmation's data (spec 001 §2, §4 "loading, then loaded or error"). The order is
// what the shopper came for, so the loader awaits it and the first response carries it (decision 036): a shopper
// without JavaScript reads the order number, which a streamed section revealed by a script never showed them.
// Who may see the order is decided first: a visitor who may not gets a 404 status with the error state. An order
// that could not be read answers the error state's wording for a failed load, with a 500 status, inside the shop's
// page (its header, its version): the shopper has paid, and is shown how to find the order again.

type ConfirmationPage =
  | { state: "error"; orderNumber: string }
  | { state: "loadFailed"; orderNumber: string }
  | { state: "found"; orderNumber: string; order: OrderView };

export async function loadConfirmation(ctx: RequestContext, version: Version, orderNumber: string) {
  const visitor = ctx.visitor();
  let order: OrderView | null;
  try {
    const found = await ctx.services.orderLookup.forVisit(orderNumber, {
      placedOrders: ctx.session.data.placedOrders,
      customerId: visitor.kind === "signedIn" ? visitor.customerId : null,
    });
    order = found && found.version === version ? orderView(found, LOCALE_BY_VERSION[version]) : null;
  } catch (error: unknown) {
    ctx.reportError(error);
    return data({ state: "loadFailed", orderNumber } satisfies ConfirmationPage, {
      status: 500,
      headers: PRIVATE_HEADERS,
    });
  }
  if (!order)
    return data({ state: "error", orderNumber } satisfies ConfirmationPage, {
      status: 404,
      headers: PRIVATE_HEADERS,
    });
  return data({ state: "found", orderNumber, order } satisfies ConfirmationPage, {
    headers: PRIVATE_HEADERS,
  });
}

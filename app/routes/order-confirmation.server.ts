import { data } from "react-router";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { LOCALE_BY_VERSION, type Version } from "../../core/site/versions.ts";
import { type OrderView, orderView } from "../components/orders/order-view.ts";

// The order confirmation's data (issue 16 point 3; spec 001 §2, §4 "loading, then loaded or error"). Who may see
// the order is decided before the first byte, so a visitor who may not gets a 404 status with the error state;
// the order's details then stream in behind the page's shell (the product page's deferred pattern), built on the
// loop's next turn so the shell is written first.

const PRIVATE = { "Cache-Control": "private, no-store" };

export type ConfirmationPage =
  | { state: "error"; orderNumber: string }
  | { state: "found"; orderNumber: string; order: Promise<OrderView | null> };

export async function loadConfirmation(ctx: RequestContext, version: Version, orderNumber: string) {
  const visitor = ctx.visitor();
  const found = await ctx.services.orderLookup.forVisit(orderNumber, {
    placedOrders: ctx.session.data.placedOrders,
    customerId: visitor.kind === "signedIn" ? visitor.customerId : null,
  });
  if (!found || found.version !== version)
    return data({ state: "error", orderNumber } satisfies ConfirmationPage, {
      status: 404,
      headers: PRIVATE,
    });
  const locale = LOCALE_BY_VERSION[version];
  const order = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => orderView(found, locale))
    .catch((error: unknown) => {
      // The page is on its way: it shows the error state's wording for a failed load, and the failure is logged.
      ctx.reportError(error);
      return null;
    });
  return data({ state: "found", orderNumber, order } satisfies ConfirmationPage, { headers: PRIVATE });
}

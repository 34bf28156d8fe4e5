import { data } from "react-router";
import type { StoredOrder } from "../../core/orders/order-types.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { LOCALE_BY_VERSION, type Version } from "../../core/site/versions.ts";
import { type OrderView, orderView } from "../components/orders/order-view.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";
import { resendFromForm, resendNotFound } from "./e-gift-card-resend.server.ts";

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

/**
 * The order when this visitor may see it on this page: the session that placed it (its guest pass) or the signed-in
 * customer who owns it, and of this version. The page's loader and its action (a resend) both ask this, and only this.
 */
export async function findVisitorsOrder(
  ctx: RequestContext,
  version: Version,
  orderNumber: string,
): Promise<StoredOrder | null> {
  const visitor = ctx.visitor();
  const found = await ctx.services.orderLookup.forVisit(orderNumber, {
    placedOrders: ctx.session.data.placedOrders,
    customerId: visitor.kind === "signedIn" ? visitor.customerId : null,
  });
  return found && found.version === version ? found : null;
}

/** The page's form: an e-gift card sent to a different address, for the visitor's own order only. */
export async function confirmationAction(
  ctx: RequestContext,
  version: Version,
  orderNumber: string,
  request: Request,
) {
  const order = await findVisitorsOrder(ctx, version, orderNumber);
  if (!order) return resendNotFound();
  return resendFromForm(ctx, order, await request.formData());
}

export async function loadConfirmation(ctx: RequestContext, version: Version, orderNumber: string) {
  let order: OrderView | null;
  try {
    const found = await findVisitorsOrder(ctx, version, orderNumber);
    order = found ? orderView(found, LOCALE_BY_VERSION[version]) : null;
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

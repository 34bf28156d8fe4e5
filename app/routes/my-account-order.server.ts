import { data } from "react-router";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { LOCALE_BY_VERSION, type Version } from "../../core/site/versions.ts";
import { type OrderView, orderSummaryView, orderView } from "../components/orders/order-view.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";
import { resendFromForm, resendNotFound } from "./e-gift-card-resend.server.ts";

// My account's orders: the history section of my-account and an order's own page, both only
// for the signed-in customer's own orders (the customer id comes from the session, never from the address).

/** The page of history asked for by `?ordersPage=`; anything not a positive whole number is the first. */
export function ordersPageOf(url: URL): number {
  const page = Number(url.searchParams.get("ordersPage") ?? "1");
  return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
}

export async function loadOrderHistory(
  ctx: RequestContext,
  version: Version,
  customerId: string,
  page: number,
) {
  const history = await ctx.services.orderLookup.history(customerId, { page });
  const locale = LOCALE_BY_VERSION[version];
  return {
    orders: history.orders.map((summary) => orderSummaryView(summary, locale)),
    page: history.page,
    pageCount: history.pageCount,
    total: history.total,
  };
}

/** The page's form: an e-gift card sent to a different address, for the customer's own order only. */
export async function accountOrderAction(
  ctx: RequestContext,
  customerId: string,
  orderNumber: string,
  request: Request,
) {
  const order = await ctx.services.orderLookup.forCustomer(orderNumber, customerId);
  if (!order) return resendNotFound();
  return resendFromForm(ctx, order, await request.formData());
}

type AccountOrderPage = { state: "found"; order: OrderView } | { state: "error"; orderNumber: string };

export async function loadAccountOrder(
  ctx: RequestContext,
  version: Version,
  customerId: string,
  orderNumber: string,
) {
  const order = await ctx.services.orderLookup.forCustomer(orderNumber, customerId);
  if (!order)
    return data({ state: "error", orderNumber } satisfies AccountOrderPage, {
      status: 404,
      headers: PRIVATE_HEADERS,
    });
  return data(
    { state: "found", order: orderView(order, LOCALE_BY_VERSION[version]) } satisfies AccountOrderPage,
    { headers: PRIVATE_HEADERS },
  );
}

import { data } from "react-router";
import { parseOrderListQuery } from "../../../core/order-admin/order-list-query.ts";

/** The order list's query from the request's address; a 400 with the rule's message when it cannot be used. */
export function orderListQueryOf(request: Request) {
  const url = new URL(request.url);
  return parseOrderListQuery(Object.fromEntries(url.searchParams));
}

/** As orderListQueryOf, throwing the 400 (the CSV has no page to show a message on). */
export function requiredOrderListQuery(request: Request) {
  const query = orderListQueryOf(request);
  if (!query.ok) throw data(query.message, { status: 400 });
  return query;
}

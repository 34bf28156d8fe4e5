import { data } from "react-router";
import { formatMoney } from "../../../core/money/money.ts";
import {
  MAX_ORDER_PAGE,
  ORDER_PAGE_SIZE,
  type OrderListParams,
  orderListSearch,
} from "../../../core/order-admin/order-list-query.ts";
import { ORDER_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "../../../core/order-admin/search-keys.ts";
import { ORDER_STATUS_LABELS } from "../../../core/order-admin/status-labels.ts";
import { ORDER_STATUSES } from "../../../core/order-life/order-status.ts";
import { LOCALE_BY_VERSION, VERSIONS, type Version } from "../../../core/site/versions.ts";
import { requestContext } from "../../lib/request-context.ts";
import type { Route } from "./+types/admin-orders";
import { orderListQueryOf } from "./admin-orders-query.server.ts";
import { requireStaff } from "./require-staff.server.ts";

// The back office's orders (issue 29 point 2): one search box (order number, e-mail, name or postcode) and filters
// by status, version, way of paying and London date, newest first, 50 to a page, with a CSV of the same list. A
// GET form: the list is an address staff can bookmark, and the page works without JavaScript.

const londonWhen = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

const NO_PARAMS: OrderListParams = { q: "", status: "", version: "", payment: "", from: "", to: "" };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "viewOrders");
  const query = orderListQueryOf(args.request);
  if (!query.ok)
    return data(
      { message: query.message, params: NO_PARAMS, page: 1, pages: 1, total: 0, orders: [], search: "" },
      { status: 400 },
    );
  const { orders, total } = await args.context
    .get(requestContext)
    .services.orderAdmin.list(query.filter, query.page);
  return {
    message: null,
    params: query.params,
    page: query.page,
    pages: Math.min(MAX_ORDER_PAGE, Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE))),
    total,
    search: orderListSearch(query.params),
    orders: orders.map((order) => ({
      orderNumber: order.orderNumber,
      placedIso: order.placedAt,
      placed: londonWhen.format(new Date(order.placedAt)),
      customer: order.customerName ?? "",
      email: order.email,
      version: order.version,
      payment: order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : "Not known yet",
      total: formatMoney(
        { amount: order.total, currency: order.currency },
        LOCALE_BY_VERSION[order.version as Version] ?? "en-GB",
      ),
      status: ORDER_STATUS_LABELS[order.status],
      authorisation: order.authorisation
        ? order.authorisation.lapsed
          ? "Authorisation lapsed"
          : `Authorisation ends ${londonWhen.format(new Date(order.authorisation.expiresAt))}`
        : null,
    })),
  };
}

export function meta() {
  return [{ title: "Orders · Back office" }];
}

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { params, page, pages, total, search } = loaderData;
  const pageAddress = (to: number) => `/admin/orders${orderListSearch(params, to)}`;
  return (
    <>
      <h1>Orders</h1>
      {loaderData.message && (
        <p className="admin__error" role="alert">
          {loaderData.message}
        </p>
      )}
      <form method="get" action="/admin/orders" className="admin__filters" aria-label="Find orders">
        <label className="admin__filters-search">
          Order number, e-mail, name or postcode
          <input type="search" name="q" defaultValue={params.q} maxLength={100} />
        </label>
        <Choice
          name="status"
          label="Status"
          value={params.status}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))}
        />
        <Choice
          name="version"
          label="Version"
          value={params.version}
          options={VERSIONS.map((version) => ({ value: version, label: version.toUpperCase() }))}
        />
        <Choice
          name="payment"
          label="Payment"
          value={params.payment}
          options={ORDER_PAYMENT_METHODS.map((method) => ({
            value: method,
            label: PAYMENT_METHOD_LABELS[method],
          }))}
        />
        <label>
          Placed from (London)
          <input type="date" name="from" defaultValue={params.from} />
        </label>
        <label>
          Placed to (London)
          <input type="date" name="to" defaultValue={params.to} />
        </label>
        <p>
          <button type="submit" className="admin__button">
            Find orders
          </button>{" "}
          <a href="/admin/orders">Clear</a>
        </p>
      </form>
      <p>
        <a href={`/admin/orders.csv${search}`} download>
          Download these orders as CSV
        </a>
      </p>
      <table className="admin__table">
        <caption>{`${total} ${total === 1 ? "order" : "orders"}, newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed (London)</th>
            <th scope="col">Customer</th>
            <th scope="col">Version</th>
            <th scope="col">Payment</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">Authorisation</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.orders.map((order) => (
            <tr key={order.orderNumber}>
              <th scope="row">
                <a href={`/admin/orders/${order.orderNumber}`}>{order.orderNumber}</a>
              </th>
              <td>
                <time dateTime={order.placedIso}>{order.placed}</time>
              </td>
              <td>
                {order.customer}
                <br />
                {order.email}
              </td>
              <td>{order.version.toUpperCase()}</td>
              <td>{order.payment}</td>
              <td className="admin__amount">{order.total}</td>
              <td>{order.status}</td>
              <td>{order.authorisation && <strong>{order.authorisation}</strong>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {loaderData.orders.length === 0 && <p>No orders match.</p>}
      {pages > 1 && (
        <nav aria-label="Order pages" className="admin__pager">
          {page > 1 && <a href={pageAddress(page - 1)}>Newer orders</a>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <a href={pageAddress(page + 1)}>Older orders</a>}
        </nav>
      )}
    </>
  );
}

import { sql } from "kysely";
import type { OrderAdminRepository, OrderListRow } from "../../core/order-admin/order-admin-ports.ts";
import type { OrderListFilter } from "../../core/order-admin/order-list-query.ts";
import { ORDER_PAYMENT_METHODS, orderPaymentMethod } from "../../core/order-admin/search-keys.ts";
import { toOrderStatus } from "../../core/order-life/order-status.ts";
import type { OrderBilling, OrderDelivery, OrderPayments } from "../../core/orders/order-types.ts";
import type { Db } from "../db.ts";
import { fromJson, toIso, toNumber } from "../normalise.ts";

// The back office's order list (core/order-admin) over the columns of migration 0045. Every condition is an
// equality on an indexed column or a range of the placing time, and every index ends with the placing time, so
// the database reads the newest matching orders in order instead of sorting them all. The status is the order's
// own column, which the order's life writes in the same transaction as its lines' counts (migration 0043), so a
// filter by status agrees with the status read off the lines.

/** The orders matching `filter`, not yet ordered or selected: for the list, its count and EXPLAIN in the tests. */
export function matchingOrders(db: Db, filter: OrderListFilter) {
  let query = db.selectFrom("orders");
  const { search } = filter;
  if (search)
    query = query.where((eb) => {
      const any = [];
      if (search.orderNumber) any.push(eb("orderNumber", "=", search.orderNumber));
      if (search.email) any.push(eb("emailKey", "=", search.email));
      if (search.postcode) any.push(eb("postcodeKey", "=", search.postcode));
      if (search.name) any.push(eb("nameKey", "=", search.name), eb("surnameKey", "=", search.name));
      // A term of no kind (punctuation only) matches nothing rather than everything.
      return any.length ? eb.or(any) : sql<boolean>`1 = 0`;
    });
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.version) query = query.where("version", "=", filter.version);
  if (filter.paymentMethod) query = query.where("paymentMethod", "=", filter.paymentMethod);
  if (filter.placedFrom) query = query.where("createdAt", ">=", filter.placedFrom);
  if (filter.placedBefore) query = query.where("createdAt", "<", filter.placedBefore);
  return query;
}

/** The page's rows, newest first (the id breaks a tie of two orders placed in the same millisecond). */
export function orderListPage(db: Db, filter: OrderListFilter, page: { offset: number; limit: number }) {
  return matchingOrders(db, filter)
    .select([
      "id",
      "orderNumber",
      "createdAt",
      "email",
      "version",
      "paymentMethod",
      "currency",
      "total",
      "status",
      "delivery",
      "billing",
    ])
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .offset(page.offset)
    .limit(page.limit);
}

function customerName(delivery: unknown, billing: unknown): string | null {
  const person =
    fromJson<OrderDelivery | null>(delivery, null)?.person ??
    fromJson<OrderBilling | null>(billing, null)?.person;
  const name = person ? `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim() : "";
  return name || null;
}

const knownMethod = (value: string | null) =>
  ORDER_PAYMENT_METHODS.find((method) => method === value) ?? null;

export function createOrderAdminRepository(db: Db): OrderAdminRepository {
  return {
    async list(filter, page) {
      const [rows, count] = await Promise.all([
        orderListPage(db, filter, page).execute(),
        matchingOrders(db, filter)
          .select((eb) => eb.fn.countAll().as("total"))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        total: toNumber(count.total),
        rows: rows.map(
          (row): OrderListRow => ({
            id: row.id,
            orderNumber: row.orderNumber,
            placedAt: toIso(row.createdAt),
            customerName: customerName(row.delivery, row.billing),
            email: row.email,
            version: row.version,
            paymentMethod: knownMethod(row.paymentMethod),
            currency: row.currency,
            total: toNumber(row.total),
            status: toOrderStatus(row.status),
          }),
        ),
      };
    },

    async classifyPaymentMethods(methodOf, limit) {
      // Read through the (payment_method, created_at) index: nothing to do costs one index probe.
      const rows = await db
        .selectFrom("orders")
        .select(["id", "payments"])
        .where("paymentMethod", "is", null)
        .limit(limit)
        .execute();
      for (const row of rows) {
        const payments = fromJson<Pick<OrderPayments, "card"> | null>(row.payments, null);
        await db
          .updateTable("orders")
          .set({ paymentMethod: orderPaymentMethod(payments, methodOf) })
          .where("id", "=", row.id)
          .where("paymentMethod", "is", null)
          .execute();
      }
      return rows.length;
    },
  };
}

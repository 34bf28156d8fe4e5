import { type Kysely, sql } from "kysely";
import { orderSearchColumns } from "../../core/order-admin/search-keys.ts";
import type { OrderBilling, OrderDelivery, OrderPayments } from "../../core/orders/order-types.ts";
import { WALLET_ID_PREFIX } from "../../core/payments/wallets.ts";
import { fromJson } from "../normalise.ts";

// The back office's order search and filters (issue 29 point 2, docs/decisions/058-order-search-columns.md). What
// staff search by lives inside the orders' JSON (delivery, billing, payments); it is copied out into plain columns
// in normalised form (core/order-admin/search-keys.ts), each indexed with the placing time so a search or filter
// reads newest first through an index on both dialects. Orders placed before are filled in here.
const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ["email_key", "postcode_key", "name_key", "surname_key", "payment_method"])
    await db.schema.alterTable("orders").addColumn(column, "text").execute();

  // Keyset over the primary key: each batch is read through it, whatever the table's size.
  let after = "";
  for (;;) {
    const rows = await sql<{
      id: string;
      email: string;
      delivery: unknown;
      billing: unknown;
      payments: unknown;
    }>`select id, email, delivery, billing, payments from orders where id > ${after} order by id limit ${BATCH}`.execute(
      db,
    );
    for (const row of rows.rows) {
      const keys = orderSearchColumns({
        email: row.email,
        delivery: fromJson<OrderDelivery | null>(row.delivery, null),
        billing: fromJson<OrderBilling | null>(row.billing, null),
      });
      const card = fromJson<Partial<OrderPayments> | null>(row.payments, null)?.card ?? null;
      // Only the payment routing tells a PayPal payment id from a card's: those are left null here and classified
      // by the order list before it is read (core/order-admin/order-admin.ts). Gift cards only and wallets are known.
      const method = !card ? "giftCard" : card.paymentId.startsWith(WALLET_ID_PREFIX) ? "wallet" : null;
      await sql`update orders set email_key = ${keys.emailKey}, postcode_key = ${keys.postcodeKey},
        name_key = ${keys.nameKey}, surname_key = ${keys.surnameKey}, payment_method = ${method}
        where id = ${row.id}`.execute(db);
    }
    const last = rows.rows.at(-1);
    if (!last || rows.rows.length < BATCH) break;
    after = last.id;
  }

  // Newest first with nothing else asked; then each search and filter with the time, so it reads in order.
  await db.schema.createIndex("orders_created").on("orders").columns(["created_at", "id"]).execute();
  for (const column of ["email_key", "postcode_key", "name_key", "surname_key", "payment_method", "version"])
    await db.schema
      .createIndex(`orders_${column}_created`)
      .on("orders")
      .columns([column, "created_at", "id"])
      .execute();
}

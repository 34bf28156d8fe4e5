import { sql, type Transaction } from "kysely";
import { orderPaymentMethod, orderSearchColumns } from "../../core/order-admin/search-keys.ts";
import type { ChangeLine } from "../../core/order-life/order-life-types.ts";
import { toOrderStatus } from "../../core/order-life/order-status.ts";
import type { AttemptStatus } from "../../core/orders/attempt-states.ts";
import { ATTEMPT_STATUSES, statusesBefore } from "../../core/orders/attempt-states.ts";
import { quantitiesByVariant } from "../../core/orders/order-draft.ts";
import type {
  NewOrder,
  OrderAttempt,
  OrderBilling,
  OrderDelivery,
  OrderPayments,
  OrderProgress,
  OrderRepository,
  OrderSummary,
  StoredOrder,
  WriteOrderResult,
} from "../../core/orders/order-types.ts";
import { type Db, inTransaction } from "../db.ts";
import { fromJson, toIso, toJson, toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";
import { isUniqueViolation } from "../unique-violation.ts";
import { redeemPricedHolds } from "./gift-card-repository.ts";
import { readOrderGiftCards, writeOrderGiftCards } from "./order-gift-card-repository.ts";
import { writeOutboxMessage } from "./outbox-repository.ts";

// Orders and the attempts to place them (migration 0021; docs/decisions/024-place-order-workflow.md).

/** Thrown inside the order's transaction to roll it back with a reason the workflow acts on. */
class OrderNotWritten extends Error {
  readonly result: WriteOrderResult;
  constructor(result: WriteOrderResult) {
    super("order not written");
    this.result = result;
  }
}

const ATTEMPT_COLUMNS = [
  "idempotencyKey",
  "cartId",
  "status",
  "paymentSessionId",
  "paymentId",
  "amount",
  "currency",
  "orderId",
  "outcome",
  "voidedAt",
  "paymentExpiresAt",
  "createdAt",
  "updatedAt",
] as const;

interface AttemptRow {
  idempotencyKey: string;
  cartId: unknown;
  status: string;
  paymentSessionId: string | null;
  paymentId: string | null;
  amount: unknown;
  currency: string;
  orderId: string | null;
  outcome: string | null;
  voidedAt: unknown;
  paymentExpiresAt: unknown;
  createdAt: unknown;
  updatedAt: unknown;
}

function toStatus(value: string): AttemptStatus {
  const status = ATTEMPT_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`unknown order attempt status ${value}`);
  return status;
}

function toAttempt(row: AttemptRow): OrderAttempt {
  return {
    key: row.idempotencyKey,
    cartId: toNumber(row.cartId),
    status: toStatus(row.status),
    paymentSessionId: row.paymentSessionId,
    paymentId: row.paymentId,
    amount: toNumber(row.amount),
    currency: row.currency,
    orderId: row.orderId,
    outcome: row.outcome,
    voidedAt: row.voidedAt === null || row.voidedAt === undefined ? null : toIso(row.voidedAt),
    paymentExpiresAt:
      row.paymentExpiresAt === null || row.paymentExpiresAt === undefined
        ? null
        : toIso(row.paymentExpiresAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** Takes each variant's quantity off its stock only where enough is left; the codes that were short. */
async function decrementStock(
  trx: Transaction<Database>,
  quantities: Map<string, number>,
): Promise<string[]> {
  const short: string[] = [];
  // A fixed order: two orders sharing variants lock their rows in the same sequence and cannot deadlock.
  for (const code of [...quantities.keys()].sort()) {
    const quantity = quantities.get(code) ?? 0;
    const result = await trx
      .updateTable("variants")
      .set({ stockLevel: sql<number>`${sql.ref("stock_level")} - ${quantity}` })
      .where("code", "=", code)
      .where("stockLevel", ">=", quantity)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) short.push(code);
  }
  return short;
}

export interface OrderRepositoryOptions {
  /**
   * The way of paying that issued a payment id (the payment routing's methodOf), written with the order for the back
   * office's filter. Without it a paid order's method is left for the order list to classify (core/order-admin).
   */
  paymentMethodOf?: (paymentId: string) => "card" | "paypal" | "wallet";
}

/** The back office's search and filter columns of a new order (migration 0045). */
function searchColumnsOf(order: NewOrder, options: OrderRepositoryOptions) {
  const method = options.paymentMethodOf;
  return {
    ...orderSearchColumns(order),
    paymentMethod:
      !order.payments.card || method ? orderPaymentMethod(order.payments, method ?? (() => "card")) : null,
  };
}

/**
 * The order's finished dispatches and refunds (migration 0043's `order_changes`), oldest first: what the shopper's
 * order pages show. A change still pending or failed moved nothing the shopper should read about.
 */
async function readOrderProgress(db: Db, orderId: string): Promise<OrderProgress> {
  const rows = await db
    .selectFrom("orderChanges")
    .select(["kind", "carrier", "trackingNumber", "lines", "createdAt", "finishedAt"])
    .where("orderId", "=", orderId)
    .where("status", "=", "done")
    .where("kind", "in", ["dispatch", "refund"])
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  const progress: OrderProgress = { shipments: [], refunds: [] };
  for (const row of rows) {
    const lines = fromJson<ChangeLine[]>(row.lines, []);
    const units = lines.map((line) => ({ entryNumber: line.entryNumber, quantity: line.quantity }));
    const at = toIso(row.finishedAt ?? row.createdAt);
    if (row.kind === "dispatch")
      progress.shipments.push({
        dispatchedAt: at,
        carrier: row.carrier,
        trackingNumber: row.trackingNumber,
        units,
      });
    else
      progress.refunds.push({
        refundedAt: at,
        amount: lines.reduce((sum, line) => sum + line.payment + line.giftCards, 0),
        units,
      });
  }
  return progress;
}

export function createOrderRepository(db: Db, options: OrderRepositoryOptions = {}): OrderRepository {
  async function findAttempt(key: string): Promise<OrderAttempt | null> {
    const row = await db
      .selectFrom("orderAttempts")
      .select(ATTEMPT_COLUMNS)
      .where("idempotencyKey", "=", key)
      .executeTakeFirst();
    return row ? toAttempt(row) : null;
  }

  const repository: OrderRepository = {
    findAttempt,

    async startAttempt(input) {
      const at = input.now.toISOString();
      const inserted = await db
        .insertInto("orderAttempts")
        .values({
          idempotencyKey: input.key,
          cartId: input.cartId,
          status: input.status ?? "authorising",
          paymentSessionId: input.paymentSessionId,
          paymentId: null,
          amount: input.amount,
          currency: input.currency,
          orderId: null,
          outcome: null,
          voidedAt: null,
          paymentExpiresAt: input.paymentExpiresAt ? input.paymentExpiresAt.toISOString() : null,
          createdAt: at,
          updatedAt: at,
        })
        .onConflict((conflict) => conflict.column("idempotencyKey").doNothing())
        .returning("idempotencyKey")
        .executeTakeFirst();
      if (inserted) return { created: true };
      const attempt = await findAttempt(input.key);
      if (!attempt) throw new Error(`order attempt ${input.key} refused and not found`);
      return { created: false, attempt };
    },

    async placedAttemptOf(cartId) {
      const row = await db
        .selectFrom("orderAttempts")
        .select(ATTEMPT_COLUMNS)
        .where("cartId", "=", cartId)
        .where("status", "=", "placed")
        .executeTakeFirst();
      return row ? toAttempt(row) : null;
    },

    async moveAttempt(key, status, change, now) {
      const result = await db
        .updateTable("orderAttempts")
        .set({
          status,
          updatedAt: now.toISOString(),
          ...(change.paymentId === undefined ? {} : { paymentId: change.paymentId }),
          ...(change.outcome === undefined ? {} : { outcome: change.outcome }),
        })
        .where("idempotencyKey", "=", key)
        .where("status", "in", statusesBefore(status))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async writeOrder({ attemptKey, cartId, order, giftCards, issuedGiftCards = [], mail, now }) {
      const at = now.toISOString();
      try {
        await inTransaction(db, async (trx) => {
          // The cart's row lock (the write lock on SQLite) makes two attempts of one cart write one at a time.
          const cart = await trx
            .updateTable("carts")
            .set({ modifiedAt: at })
            .where("id", "=", cartId)
            .executeTakeFirst();
          if (cart.numUpdatedRows === 0n) throw new OrderNotWritten({ written: false, reason: "cartPlaced" });
          const placed = await trx
            .selectFrom("orderAttempts")
            .select("idempotencyKey")
            .where("cartId", "=", cartId)
            .where("status", "=", "placed")
            .executeTakeFirst();
          if (placed) throw new OrderNotWritten({ written: false, reason: "cartPlaced" });

          const short = await decrementStock(trx, quantitiesByVariant(order.lines));
          if (short.length > 0)
            throw new OrderNotWritten({ written: false, reason: "outOfStock", variantCodes: short });
          // The cards paying are the ones the order was priced with, redeemed here or not at all: a card taken off
          // while Place order ran can never leave the order paid short (docs/decisions/028).
          if (!(await redeemPricedHolds(trx, cartId, giftCards, `order:${order.orderNumber}`, now)))
            throw new OrderNotWritten({ written: false, reason: "paymentChanged" });

          await trx
            .insertInto("orders")
            .values({
              id: order.id,
              orderNumber: order.orderNumber,
              guestTokenHash: order.guestTokenHash,
              customerId: order.customerId,
              email: order.email,
              version: order.version,
              currency: order.currency,
              delivery: toJson(order.delivery),
              billing: toJson(order.billing),
              subtotal: order.totals.subtotal,
              discounts: order.totals.discounts,
              charges: order.totals.charges,
              deliveryCharge: order.totals.delivery,
              splitDelivery: order.totals.splitDelivery,
              tax: order.totals.tax,
              total: order.totals.total,
              payments: toJson(order.payments),
              status: "placed",
              createdAt: at,
              ...searchColumnsOf(order, options),
            })
            .execute();
          if (order.lines.length > 0)
            await trx
              .insertInto("orderLines")
              .values(order.lines.map(({ giftCard: _bought, ...line }) => ({ orderId: order.id, ...line })))
              .execute();
          // Gift cards bought are issued with their order, never paid for by one (decision 045).
          if (order.lines.some((line) => line.giftCard) && giftCards.length > 0)
            throw new OrderNotWritten({ written: false, reason: "paymentChanged" });
          await writeOrderGiftCards(trx, order, issuedGiftCards, now);

          const attempt = await trx
            .updateTable("orderAttempts")
            .set({ status: "placed", orderId: order.id, updatedAt: at })
            .where("idempotencyKey", "=", attemptKey)
            .where("status", "in", statusesBefore("placed"))
            .executeTakeFirst();
          if (attempt.numUpdatedRows === 0n)
            throw new OrderNotWritten({ written: false, reason: "attemptVoided" });
          await writeOutboxMessage(trx, mail, now);
        });
        return { written: true };
      } catch (error) {
        if (error instanceof OrderNotWritten) return error.result;
        if (isUniqueViolation(error) && /order_number|orders\.order_number/.test(String(error)))
          return { written: false, reason: "numberTaken" };
        throw error;
      }
    },

    async findOrder(id) {
      const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const lines = await db
        .selectFrom("orderLines")
        .select([
          "entryNumber",
          "variantCode",
          "productCode",
          "name",
          "quantity",
          "unitPrice",
          "lineTotal",
          "colour",
          "size",
          "variantGroup",
          "imageId",
          "productUrl",
        ])
        .where("orderId", "=", id)
        .orderBy("entryNumber")
        .execute();
      const giftCards = await readOrderGiftCards(db, id);
      const progress = await readOrderProgress(db, id);
      const order: StoredOrder = {
        id: row.id,
        orderNumber: row.orderNumber,
        customerId: row.customerId,
        email: row.email,
        version: row.version,
        currency: row.currency,
        delivery: fromJson<OrderDelivery | null>(row.delivery, null),
        billing: fromJson<OrderBilling>(row.billing, {} as OrderBilling),
        totals: {
          subtotal: toNumber(row.subtotal),
          discounts: toNumber(row.discounts),
          charges: toNumber(row.charges),
          delivery: toNumber(row.deliveryCharge),
          splitDelivery: toNumber(row.splitDelivery),
          tax: toNumber(row.tax),
          total: toNumber(row.total),
        },
        payments: fromJson<OrderPayments>(row.payments, { card: null, giftCards: [] }),
        lines: lines.map((line) => ({
          ...line,
          entryNumber: toNumber(line.entryNumber),
          quantity: toNumber(line.quantity),
          unitPrice: toNumber(line.unitPrice),
          lineTotal: toNumber(line.lineTotal),
          ...(giftCards.has(toNumber(line.entryNumber))
            ? { giftCard: giftCards.get(toNumber(line.entryNumber)) }
            : {}),
        })),
        status: toOrderStatus(row.status),
        createdAt: toIso(row.createdAt),
        progress,
      };
      return order;
    },

    async deleteCart(cartId) {
      await db.deleteFrom("carts").where("id", "=", cartId).execute();
    },

    async voidConfirmed(key, now) {
      await db
        .updateTable("orderAttempts")
        .set({ voidedAt: now.toISOString(), updatedAt: now.toISOString() })
        .where("idempotencyKey", "=", key)
        .where("status", "=", "voided")
        .execute();
    },

    async attemptsIn(status, before, limit) {
      const rows = await db
        .selectFrom("orderAttempts")
        .select(ATTEMPT_COLUMNS)
        .where("status", "=", status)
        .where("updatedAt", "<", before.toISOString())
        .where("givenUpAt", "is", null)
        .orderBy("updatedAt")
        .limit(limit)
        .execute();
      return rows.map(toAttempt);
    },

    async offersExpiredBefore(before, limit) {
      const rows = await db
        .selectFrom("orderAttempts")
        .select(ATTEMPT_COLUMNS)
        .where("status", "=", "offered")
        .where("paymentExpiresAt", "<", before.toISOString())
        .where("givenUpAt", "is", null)
        .orderBy("paymentExpiresAt")
        .limit(limit)
        .execute();
      return rows.map(toAttempt);
    },

    async voidsPending(limit) {
      const rows = await db
        .selectFrom("orderAttempts")
        .select(ATTEMPT_COLUMNS)
        .where("status", "=", "voided")
        .where("voidedAt", "is", null)
        .where("givenUpAt", "is", null)
        .orderBy("updatedAt")
        .limit(limit)
        .execute();
      return rows.map(toAttempt);
    },

    async recoveryFailed(key, now, giveUpAfter) {
      const at = now.toISOString();
      const counted = await db
        .updateTable("orderAttempts")
        .set({ recoveryFailures: sql<number>`${sql.ref("recovery_failures")} + 1` })
        .where("idempotencyKey", "=", key)
        .where("givenUpAt", "is", null)
        .returning("recoveryFailures")
        .executeTakeFirst();
      if (!counted || toNumber(counted.recoveryFailures) < giveUpAfter) return { gaveUp: false };
      const given = await db
        .updateTable("orderAttempts")
        .set({ givenUpAt: at })
        .where("idempotencyKey", "=", key)
        .where("givenUpAt", "is", null)
        .executeTakeFirst();
      return { gaveUp: given.numUpdatedRows > 0n };
    },

    async placedWithCart(limit) {
      const rows = await db
        .selectFrom("orderAttempts")
        .select(ATTEMPT_COLUMNS)
        .where("status", "=", "placed")
        .where(({ exists, selectFrom }) =>
          exists(selectFrom("carts").select("carts.id").whereRef("carts.id", "=", "orderAttempts.cartId")),
        )
        .limit(limit)
        .execute();
      return rows.map(toAttempt);
    },

    async findByNumber(orderNumber) {
      const row = await db
        .selectFrom("orders")
        .select(["id", "guestTokenHash"])
        .where("orderNumber", "=", orderNumber)
        .executeTakeFirst();
      if (!row) return null;
      const order = await repository.findOrder(row.id);
      return order ? { order, guestTokenHash: row.guestTokenHash } : null;
    },

    async ordersOfCustomer(customerId, page) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom("orders")
          .leftJoin("orderLines", "orderLines.orderId", "orders.id")
          .select(({ fn }) => [
            "orders.orderNumber",
            "orders.version",
            "orders.currency",
            "orders.total",
            "orders.status",
            "orders.createdAt",
            fn.sum<number | string | null>("orderLines.quantity").as("itemCount"),
          ])
          .where("orders.customerId", "=", customerId)
          .groupBy([
            "orders.id",
            "orders.orderNumber",
            "orders.version",
            "orders.currency",
            "orders.total",
            "orders.status",
            "orders.createdAt",
          ])
          // The number breaks a tie of two orders placed in the same millisecond, so pages never overlap.
          .orderBy("orders.createdAt", "desc")
          .orderBy("orders.orderNumber", "desc")
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom("orders")
          .select(({ fn }) => fn.countAll<number | string | bigint>().as("count"))
          .where("customerId", "=", customerId)
          .executeTakeFirstOrThrow(),
      ]);
      const orders: OrderSummary[] = rows.map((row) => ({
        orderNumber: row.orderNumber,
        version: row.version,
        currency: row.currency,
        total: toNumber(row.total),
        status: toOrderStatus(row.status),
        createdAt: toIso(row.createdAt),
        itemCount: row.itemCount === null ? 0 : toNumber(row.itemCount),
      }));
      return { orders, total: toNumber(count.count) };
    },
  };
  return repository;
}

import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import type { ChangeKind } from "../../core/order-life/line-changes.ts";
import type {
  ChangeLine,
  MovementKind,
  OrderForChange,
  OrderLifeLine,
  OrderLifeRepository,
  PlannedMovement,
  ProgressStatus,
  StoredChange,
  StoredMovement,
} from "../../core/order-life/order-life-types.ts";
import { type OrderStatus, orderStatusOf } from "../../core/order-life/order-status.ts";
import type { OrderBilling, OrderPayments } from "../../core/orders/order-types.ts";
import { type Db, inTransaction } from "../db.ts";
import { fromJson, toIso, toJson, toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";
import { isUniqueViolation } from "../unique-violation.ts";
import { creditCardForOrder } from "./gift-card-repository.ts";
import { writeOutboxMessage } from "./outbox-repository.ts";

// An order's life in storage (migration 0043; docs/decisions/056-an-orders-life.md). Every change runs under the
// order's row lock (an update of the order row: PostgreSQL's row lock, SQLite's write lock), so two changes of one
// order are decided one after the other, each from what the previous one left.

type Executor = Kysely<Database> | Transaction<Database>;

const COUNT_COLUMN = {
  dispatch: "dispatchedQuantity",
  cancel: "cancelledQuantity",
  refund: "refundedQuantity",
} as const;

/** What each line's dispatches and refunds not failed carried, from the changes' own lines. */
async function lineAmounts(db: Executor, orderId: string): Promise<Map<number, OrderLifeLine["amounts"]>> {
  const changes = await db
    .selectFrom("orderChanges")
    .select(["kind", "lines"])
    .where("orderId", "=", orderId)
    .where("kind", "in", ["dispatch", "refund"])
    .where("status", "!=", "failed")
    .execute();
  const amounts = new Map<number, OrderLifeLine["amounts"]>();
  for (const change of changes)
    for (const line of fromJson<ChangeLine[]>(change.lines, [])) {
      const sums = amounts.get(line.entryNumber) ?? {
        dispatched: { payment: 0, giftCards: 0 },
        refunded: { payment: 0, giftCards: 0 },
      };
      const into = change.kind === "dispatch" ? sums.dispatched : sums.refunded;
      into.payment += line.payment;
      into.giftCards += line.giftCards;
      amounts.set(line.entryNumber, sums);
    }
  return amounts;
}

async function readOrder(db: Executor, orderId: string): Promise<OrderForChange | null> {
  const row = await db
    .selectFrom("orders")
    .select([
      "id",
      "orderNumber",
      "email",
      "version",
      "currency",
      "billing",
      "payments",
      "status",
      "createdAt",
    ])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!row) return null;
  const lines = await db
    .selectFrom("orderLines")
    .leftJoin("orderGiftCards", (join) =>
      join
        .onRef("orderGiftCards.orderId", "=", "orderLines.orderId")
        .onRef("orderGiftCards.entryNumber", "=", "orderLines.entryNumber"),
    )
    .select([
      "orderLines.entryNumber",
      "orderLines.variantCode",
      "orderLines.productCode",
      "orderLines.name",
      "orderLines.quantity",
      "orderLines.lineTotal",
      "orderLines.dispatchedQuantity",
      "orderLines.cancelledQuantity",
      "orderLines.refundedQuantity",
      "orderGiftCards.design",
    ])
    .where("orderLines.orderId", "=", orderId)
    .orderBy("orderLines.entryNumber")
    .execute();
  const sums = await db
    .selectFrom("orderPaymentMovements")
    .select(["kind", sql<number | string>`sum(${sql.ref("amount")})`.as("total")])
    .where("orderId", "=", orderId)
    .where("status", "!=", "failed")
    .groupBy("kind")
    .execute();
  const amounts = await lineAmounts(db, orderId);
  const moved = { capture: 0, void: 0, refund: 0, giftCardCredit: 0 };
  for (const sum of sums) if (sum.kind in moved) moved[sum.kind as keyof typeof moved] = toNumber(sum.total);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    email: row.email,
    version: row.version,
    currency: row.currency,
    firstName: fromJson<OrderBilling | null>(row.billing, null)?.person.firstName ?? "",
    status: row.status as OrderStatus,
    createdAt: toIso(row.createdAt),
    payments: fromJson<OrderPayments>(row.payments, { card: null, giftCards: [] }),
    lines: lines.map((line) => ({
      entryNumber: toNumber(line.entryNumber),
      variantCode: line.variantCode,
      productCode: line.productCode,
      name: line.name,
      quantity: toNumber(line.quantity),
      lineTotal: toNumber(line.lineTotal),
      dispatched: toNumber(line.dispatchedQuantity),
      cancelled: toNumber(line.cancelledQuantity),
      refunded: toNumber(line.refundedQuantity),
      giftCard: line.design !== null,
      amounts: amounts.get(toNumber(line.entryNumber)) ?? {
        dispatched: { payment: 0, giftCards: 0 },
        refunded: { payment: 0, giftCards: 0 },
      },
    })),
    moved,
  };
}

async function readChange(
  db: Executor,
  where: { id: string } | { key: string },
): Promise<StoredChange | null> {
  const row = await db
    .selectFrom("orderChanges")
    .selectAll()
    .$if("id" in where, (query) => query.where("id", "=", "id" in where ? where.id : ""))
    .$if("key" in where, (query) => query.where("idempotencyKey", "=", "key" in where ? where.key : ""))
    .executeTakeFirst();
  if (!row) return null;
  const movements = await db
    .selectFrom("orderPaymentMovements")
    .selectAll()
    .where("changeId", "=", row.id)
    .orderBy("idempotencyKey")
    .execute();
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind as ChangeKind,
    fingerprint: row.fingerprint,
    status: row.status as ProgressStatus,
    failure: row.failure,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    lines: fromJson<ChangeLine[]>(row.lines, []),
    createdAt: toIso(row.createdAt),
    movements: movements.map(
      (movement): StoredMovement => ({
        id: movement.id,
        kind: movement.kind as MovementKind,
        amount: toNumber(movement.amount),
        paymentId: movement.paymentId,
        giftCardId: movement.giftCardId === null ? null : toNumber(movement.giftCardId),
        providerReference: movement.providerReference,
        idempotencyKey: movement.idempotencyKey,
        status: movement.status as ProgressStatus,
        failure: movement.failure,
      }),
    ),
  };
}

/** Holds the order's row until the commit; false when there is no such order. */
async function lockOrder(trx: Transaction<Database>, orderId: string): Promise<boolean> {
  const locked = await trx
    .updateTable("orders")
    .set({ status: sql<string>`${sql.ref("status")}` })
    .where("id", "=", orderId)
    .executeTakeFirst();
  return locked.numUpdatedRows > 0n;
}

/**
 * A gift-card credit split over the cards that paid, first card first, each up to what it paid less what it was
 * credited already.
 */
async function splitOverCards(
  trx: Transaction<Database>,
  order: OrderForChange,
  amount: number,
): Promise<{ giftCardId: number; amount: number }[]> {
  const redeemed = await trx
    .selectFrom("giftCardLedger")
    .select(["giftCardId", sql<number | string>`sum(${sql.ref("amount")})`.as("total")])
    .where("kind", "=", "redeem")
    .where("reference", "=", `order:${order.orderNumber}`)
    .groupBy("giftCardId")
    .orderBy("giftCardId")
    .execute();
  const credited = await trx
    .selectFrom("orderPaymentMovements")
    .select(["giftCardId", sql<number | string>`sum(${sql.ref("amount")})`.as("total")])
    .where("orderId", "=", order.id)
    .where("kind", "=", "giftCardCredit")
    .where("status", "!=", "failed")
    .groupBy("giftCardId")
    .execute();
  const creditedBy = new Map(credited.map((row) => [toNumber(row.giftCardId), toNumber(row.total)]));
  const parts: { giftCardId: number; amount: number }[] = [];
  let left = amount;
  for (const row of redeemed) {
    const giftCardId = toNumber(row.giftCardId);
    const room = -toNumber(row.total) - (creditedBy.get(giftCardId) ?? 0);
    const part = Math.min(room, left);
    if (part > 0) parts.push({ giftCardId, amount: part });
    left -= Math.max(0, part);
  }
  if (left > 0) throw new Error(`order ${order.id}: the gift cards paid less than the credit planned`);
  return parts;
}

async function writeMovements(
  trx: Transaction<Database>,
  order: OrderForChange,
  changeId: string,
  planned: readonly PlannedMovement[],
  at: string,
): Promise<void> {
  const card = order.payments.card;
  // The authorisation heads the order's movements, written the first time the order changes.
  if (card)
    await trx
      .insertInto("orderPaymentMovements")
      .values({
        id: randomUUID(),
        orderId: order.id,
        changeId: null,
        kind: "authorisation",
        amount: card.amount,
        paymentId: card.paymentId,
        giftCardId: null,
        providerReference: card.paymentId,
        idempotencyKey: `${order.id}:authorisation`,
        status: "done",
        failure: null,
        createdAt: order.createdAt,
        settledAt: order.createdAt,
      })
      .onConflict((conflict) => conflict.column("idempotencyKey").doNothing())
      .execute();
  for (const movement of planned) {
    const parts =
      movement.kind === "giftCardCredit"
        ? await splitOverCards(trx, order, movement.amount)
        : [{ giftCardId: null, amount: movement.amount }];
    for (const part of parts)
      await trx
        .insertInto("orderPaymentMovements")
        .values({
          id: randomUUID(),
          orderId: order.id,
          changeId,
          kind: movement.kind,
          amount: part.amount,
          paymentId: part.giftCardId === null ? (card?.paymentId ?? null) : null,
          giftCardId: part.giftCardId,
          providerReference: null,
          // The key the provider is called with: the change's own, so every retry of the change sends the same.
          idempotencyKey: `${changeId}:${movement.kind}${part.giftCardId === null ? "" : `:${part.giftCardId}`}`,
          status: "pending",
          failure: null,
          createdAt: at,
          settledAt: null,
        })
        .execute();
  }
}

/** Moves the lines' counts by the change (`sign` −1 undoes it); false when a line had not the units to give. */
async function moveLines(
  trx: Transaction<Database>,
  orderId: string,
  kind: ChangeKind,
  lines: readonly ChangeLine[],
  sign: 1 | -1,
): Promise<boolean> {
  const column = COUNT_COLUMN[kind];
  for (const line of lines) {
    const units = sign * line.quantity;
    const moved = await trx
      .updateTable("orderLines")
      .set({ [column]: sql<number>`${sql.ref(column)} + ${units}` })
      .where("orderId", "=", orderId)
      .where("entryNumber", "=", line.entryNumber)
      // The units must be there, whatever the code above decided: placed units for a dispatch or a cancellation,
      // dispatched and unrefunded units for a refund.
      .$if(sign === 1 && kind !== "refund", (query) =>
        query.where(
          sql<boolean>`${sql.ref("dispatchedQuantity")} + ${sql.ref("cancelledQuantity")} + ${units} <= ${sql.ref("quantity")}`,
        ),
      )
      .$if(sign === 1 && kind === "refund", (query) =>
        query.where(
          sql<boolean>`${sql.ref("refundedQuantity")} + ${units} <= ${sql.ref("dispatchedQuantity")}`,
        ),
      )
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return false;
  }
  return true;
}

/** Thrown inside a transaction to roll it back when a conditional write found the units gone. */
class UnitsGone extends Error {}

export function createOrderLifeRepository(db: Db): OrderLifeRepository {
  async function begin(input: Parameters<OrderLifeRepository["beginChange"]>[0]) {
    const at = input.now.toISOString();
    return inTransaction(db, async (trx) => {
      if (!(await lockOrder(trx, input.orderId))) return { kind: "notFound" as const };
      const existing = await readChange(trx, { key: input.key });
      const order = await readOrder(trx, input.orderId);
      if (!order) return { kind: "notFound" as const };
      if (existing) return { kind: "existing" as const, change: existing, order };
      const decided = input.decide(order);
      if (!decided.ok) return { kind: "refused" as const, refusal: decided.refusal };
      const { plan } = decided;
      const changeId = randomUUID();
      await trx
        .insertInto("orderChanges")
        .values({
          id: changeId,
          orderId: input.orderId,
          kind: input.kind,
          idempotencyKey: input.key,
          fingerprint: input.fingerprint,
          status: "pending",
          failure: null,
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
          lines: toJson(plan.lines),
          createdAt: at,
          finishedAt: null,
        })
        .execute();
      if (!(await moveLines(trx, input.orderId, input.kind, plan.lines, 1))) throw new UnitsGone();
      await trx.updateTable("orders").set({ status: plan.status }).where("id", "=", input.orderId).execute();
      await writeMovements(trx, order, changeId, plan.movements, at);
      const change = await readChange(trx, { id: changeId });
      const after = await readOrder(trx, input.orderId);
      if (!change || !after) throw new Error(`change ${changeId} vanished inside its transaction`);
      return { kind: "started" as const, change, order: after };
    });
  }

  return {
    async beginChange(input) {
      // Under the order's lock neither can happen; a second try answers from what the first one left.
      for (let tries = 1; ; tries++) {
        try {
          return await begin(input);
        } catch (error) {
          if (tries >= 3 || !(error instanceof UnitsGone || isUniqueViolation(error))) throw error;
        }
      }
    },

    async settleMovement(movementId, outcome, now) {
      await db
        .updateTable("orderPaymentMovements")
        .set({
          status: outcome.status,
          providerReference: outcome.status === "done" ? outcome.reference : null,
          failure: outcome.status === "failed" ? outcome.reason : null,
          settledAt: now.toISOString(),
        })
        .where("id", "=", movementId)
        .where("status", "=", "pending")
        .execute();
    },

    async finishChange(changeId, effects, now) {
      const at = now.toISOString();
      return inTransaction(db, async (trx) => {
        const finished = await trx
          .updateTable("orderChanges")
          .set({ status: "done", finishedAt: at })
          .where("id", "=", changeId)
          .where("status", "=", "pending")
          .executeTakeFirst();
        if (finished.numUpdatedRows === 0n) return false;
        const change = await readChange(trx, { id: changeId });
        const order = change ? await readOrder(trx, change.orderId) : null;
        if (!change || !order) throw new Error(`change ${changeId} has no order`);
        // Cards and variants are locked in a fixed order, as placing an order does, so the two cannot deadlock.
        const credits = change.movements
          .filter((credit) => credit.kind === "giftCardCredit" && credit.status === "pending")
          .sort((a, b) => (a.giftCardId ?? 0) - (b.giftCardId ?? 0));
        for (const credit of credits) {
          if (credit.giftCardId === null) continue;
          await creditCardForOrder(trx, {
            giftCardId: credit.giftCardId,
            amount: credit.amount,
            reference: `order:${order.orderNumber}:${change.kind}:${change.id}`,
            now,
          });
          await trx
            .updateTable("orderPaymentMovements")
            .set({ status: "done", settledAt: at })
            .where("id", "=", credit.id)
            .execute();
        }
        if (effects.restock) {
          const lines = new Map(order.lines.map((line) => [line.entryNumber, line]));
          const units = new Map<string, number>();
          for (const line of change.lines) {
            const ordered = lines.get(line.entryNumber);
            // Gift cards bought have no stock.
            if (ordered && !ordered.giftCard)
              units.set(ordered.variantCode, (units.get(ordered.variantCode) ?? 0) + line.quantity);
          }
          for (const code of [...units.keys()].sort())
            await trx
              .updateTable("variants")
              .set({ stockLevel: sql<number>`${sql.ref("stock_level")} + ${units.get(code) ?? 0}` })
              .where("code", "=", code)
              .execute();
        }
        if (effects.mail) await writeOutboxMessage(trx, effects.mail, now);
        return true;
      });
    },

    async failChange(changeId, reason, now) {
      const at = now.toISOString();
      return inTransaction(db, async (trx) => {
        const change = await readChange(trx, { id: changeId });
        if (!change || !(await lockOrder(trx, change.orderId))) return false;
        const failed = await trx
          .updateTable("orderChanges")
          .set({ status: "failed", failure: reason, finishedAt: at })
          .where("id", "=", changeId)
          .where("status", "=", "pending")
          .executeTakeFirst();
        if (failed.numUpdatedRows === 0n) return false;
        // Its units go back where they were; nothing was taken from the provider or the cards.
        await moveLines(trx, change.orderId, change.kind, change.lines, -1);
        await trx
          .updateTable("orderPaymentMovements")
          .set({ status: "failed", failure: reason, settledAt: at })
          .where("changeId", "=", changeId)
          .where("status", "=", "pending")
          .execute();
        const order = await readOrder(trx, change.orderId);
        if (order)
          await trx
            .updateTable("orders")
            .set({ status: orderStatusOf(order.lines) })
            .where("id", "=", order.id)
            .execute();
        return true;
      });
    },

    findChange: (changeId) => readChange(db, { id: changeId }),

    async pendingChanges(before, limit) {
      const rows = await db
        .selectFrom("orderChanges")
        .select("id")
        .where("status", "=", "pending")
        .where("createdAt", "<", before.toISOString())
        .orderBy("createdAt")
        .limit(limit)
        .execute();
      const pending: { change: StoredChange; order: OrderForChange }[] = [];
      for (const row of rows) {
        const change = await readChange(db, { id: row.id });
        const order = change ? await readOrder(db, change.orderId) : null;
        if (change && order) pending.push({ change, order });
      }
      return pending;
    },

    async openAuthorisations(before, limit) {
      // Read through the (status, created_at) index of migration 0043.
      const rows = await db
        .selectFrom("orders")
        .select(["id", "orderNumber", "payments", "createdAt"])
        .where("status", "in", ["placed", "partlyDispatched"])
        .where("createdAt", "<", before.toISOString())
        .orderBy("createdAt")
        .limit(limit)
        .execute();
      const open = rows.flatMap((row) => {
        const card = fromJson<OrderPayments>(row.payments, { card: null, giftCards: [] }).card;
        return card && card.amount > 0 ? [{ row, card }] : [];
      });
      if (open.length === 0) return [];
      const sums = await db
        .selectFrom("orderPaymentMovements")
        .select(["orderId", sql<number | string>`sum(${sql.ref("amount")})`.as("total")])
        .where(
          "orderId",
          "in",
          open.map(({ row }) => row.id),
        )
        .where("kind", "in", ["capture", "void"])
        .where("status", "!=", "failed")
        .groupBy("orderId")
        .execute();
      const settled = new Map(sums.map((sum) => [sum.orderId, toNumber(sum.total)]));
      return open.map(({ row, card }) => ({
        orderId: row.id,
        orderNumber: row.orderNumber,
        paymentId: card.paymentId,
        placedAt: toIso(row.createdAt),
        authorised: card.amount,
        settled: settled.get(row.id) ?? 0,
      }));
    },
  };
}

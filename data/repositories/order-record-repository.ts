import type {
  OrderRecordChange,
  OrderRecordMovement,
  OrderRecordRepository,
} from "../../core/order-admin/order-record.ts";
import type { ChangeKind } from "../../core/order-life/line-changes.ts";
import type { MovementKind, ProgressStatus } from "../../core/order-life/order-life-types.ts";
import type { Db } from "../db.ts";
import { fromJson, toIso, toNumber } from "../normalise.ts";
import { createOrderRepository } from "./order-repository.ts";

// The back office's order page in storage (core/order-admin/order-record.ts): the order as the shop reads it, plus
// what order-life wrote for it (migration 0043), the gift cards it redeemed at placing (the ledger's `order:<number>`
// rows) and the outbox's messages to its e-mail that name it. Every query is by the order's id or number, each
// through an index (the outbox is small: sent mail is deleted after a while).

export function createOrderRecordRepository(db: Db): OrderRecordRepository {
  const orders = createOrderRepository(db);
  return {
    async findByNumber(orderNumber) {
      const found = await orders.findByNumber(orderNumber);
      if (!found) return null;
      const { order } = found;
      const account = order.customerId
        ? await db
            .selectFrom("customers")
            .select("email")
            .where("id", "=", order.customerId)
            .executeTakeFirst()
        : undefined;
      const lines = await db
        .selectFrom("orderLines")
        .select(["entryNumber", "dispatchedQuantity", "cancelledQuantity", "refundedQuantity"])
        .where("orderId", "=", order.id)
        .orderBy("entryNumber")
        .execute();
      const changes = await db
        .selectFrom("orderChanges")
        .select(["id", "kind", "status", "failure", "carrier", "trackingNumber", "lines", "createdAt"])
        .where("orderId", "=", order.id)
        .orderBy("createdAt")
        .orderBy("id")
        .execute();
      const movements = await db
        .selectFrom("orderPaymentMovements")
        .leftJoin("giftCards", "giftCards.id", "orderPaymentMovements.giftCardId")
        .select([
          "orderPaymentMovements.kind",
          "orderPaymentMovements.amount",
          "orderPaymentMovements.status",
          "orderPaymentMovements.providerReference",
          "orderPaymentMovements.failure",
          "orderPaymentMovements.createdAt",
          "orderPaymentMovements.settledAt",
          "giftCards.lastFour",
        ])
        .where("orderPaymentMovements.orderId", "=", order.id)
        .orderBy("orderPaymentMovements.createdAt")
        .orderBy("orderPaymentMovements.idempotencyKey")
        .execute();
      const redeemed = await db
        .selectFrom("giftCardLedger")
        .innerJoin("giftCards", "giftCards.id", "giftCardLedger.giftCardId")
        .select(["giftCardLedger.amount", "giftCardLedger.createdAt", "giftCards.lastFour"])
        .where("giftCardLedger.kind", "=", "redeem")
        .where("giftCardLedger.reference", "=", `order:${order.orderNumber}`)
        .orderBy("giftCardLedger.id")
        .execute();
      const mails = await db
        .selectFrom("outbox")
        .select(["kind", "subject", "toAddress", "createdAt", "sentAt"])
        .where("toAddress", "=", order.email)
        // The outbox has no order column: a message is the order's when it went to the order's e-mail and names
        // it (order numbers are digits only: nothing in them is special to LIKE).
        .where("subject", "like", `%${order.orderNumber}%`)
        .orderBy("createdAt")
        .execute();

      const fromMovements = movements.map(
        (row): OrderRecordMovement => ({
          kind: row.kind as MovementKind,
          amount: toNumber(row.amount),
          at: toIso(row.settledAt ?? row.createdAt),
          status: row.status as ProgressStatus,
          providerReference: row.providerReference,
          failure: row.failure,
          giftCardLastFour: row.lastFour,
        }),
      );
      // Until the order first changes, order-life has not written its authorisation: it is read off the order.
      const card = order.payments.card;
      const authorisation: OrderRecordMovement[] =
        card && !fromMovements.some((movement) => movement.kind === "authorisation")
          ? [
              {
                kind: "authorisation",
                amount: card.amount,
                at: order.createdAt,
                status: "done",
                providerReference: card.paymentId,
                failure: null,
                giftCardLastFour: null,
              },
            ]
          : [];
      const redemptions = redeemed.map(
        (row): OrderRecordMovement => ({
          kind: "giftCardRedeem",
          amount: -toNumber(row.amount),
          at: toIso(row.createdAt),
          status: "done",
          providerReference: `order:${order.orderNumber}`,
          failure: null,
          giftCardLastFour: row.lastFour,
        }),
      );

      return {
        order,
        accountEmail: account?.email ?? null,
        lines: lines.map((line) => ({
          entryNumber: toNumber(line.entryNumber),
          dispatched: toNumber(line.dispatchedQuantity),
          cancelled: toNumber(line.cancelledQuantity),
          refunded: toNumber(line.refundedQuantity),
        })),
        changes: changes.map(
          (row): OrderRecordChange => ({
            id: row.id,
            kind: row.kind as ChangeKind,
            status: row.status as ProgressStatus,
            failure: row.failure,
            carrier: row.carrier,
            trackingNumber: row.trackingNumber,
            createdAt: toIso(row.createdAt),
            lines: fromJson<OrderRecordChange["lines"]>(row.lines, []),
          }),
        ),
        movements: [...authorisation, ...redemptions, ...fromMovements],
        mails: mails.map((row) => ({
          kind: row.kind,
          subject: row.subject,
          to: row.toAddress,
          createdAt: toIso(row.createdAt),
          sentAt: row.sentAt === null ? null : toIso(row.sentAt),
        })),
      };
    },
  };
}

import type { Transaction } from "kysely";
import { KEYED_DIGEST_VERSION } from "../../core/gift-cards/gift-card-digests.ts";
import {
  E_GIFT_CARD_JOB,
  type EGiftCardOutbox,
  eGiftCardJobKey,
  type IssuedOrderGiftCard,
} from "../../core/orders/order-gift-cards.ts";
import type { NewOrder, OrderLineGiftCard } from "../../core/orders/order-types.ts";
import type { Db } from "../db.ts";
import { inTransaction } from "../db.ts";
import { toBoolean, toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";
import { writeScheduledJob } from "./job-repository.ts";
import { writeOutboxMessage } from "./outbox-repository.ts";

// The gift cards an order bought and issued (migration 0036; docs/decisions/045-issuing-gift-cards-bought.md).

/**
 * Inside the order's transaction: each gift-card line's record, the card issued for it (keyed digests only, its
 * issue in its ledger), and an e-gift card's send job at its send time. A code already taken (1 in 10^14) fails
 * the whole order's transaction, as a crash would, and recovery voids its authorisation.
 */
export async function writeOrderGiftCards(
  trx: Transaction<Database>,
  order: NewOrder,
  issued: readonly IssuedOrderGiftCard[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const cards = new Map(issued.map((card) => [card.entryNumber, card]));
  for (const line of order.lines) {
    const bought = line.giftCard;
    if (!bought) continue;
    const card = cards.get(line.entryNumber);
    if (!card)
      throw new Error(`no gift card drawn for line ${line.entryNumber} of order ${order.orderNumber}`);
    const row = await trx
      .insertInto("giftCards")
      .values({
        codeHash: card.codeHash,
        digestVersion: KEYED_DIGEST_VERSION,
        pinDigest: card.pinDigest,
        lastFour: card.lastFour,
        currency: card.currency,
        initialBalance: card.amount,
        status: "active",
        createdAt: at,
        expiresAt: card.expiresAt.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const giftCardId = toNumber(row.id);
    await trx
      .insertInto("giftCardLedger")
      .values({
        giftCardId,
        amount: card.amount,
        kind: "issue",
        reference: `order:${order.orderNumber}:line:${line.entryNumber}`,
        createdAt: at,
      })
      .execute();
    await trx
      .insertInto("orderGiftCards")
      .values({
        orderId: order.id,
        entryNumber: line.entryNumber,
        productCode: bought.kind,
        design: bought.design,
        amount: bought.amount,
        giftBox: bought.giftBox,
        recipientName: bought.recipientName,
        recipientEmail: bought.recipientEmail,
        senderName: bought.senderName,
        personalMessage: bought.personalMessage,
        sendDate: bought.sendDate,
        giftCardId,
        lastFour: card.lastFour,
        sealedSecret: card.sealed,
        issuedAt: at,
        sentAt: null,
      })
      .execute();
    if (card.sendAt)
      await writeScheduledJob(
        trx,
        {
          name: E_GIFT_CARD_JOB,
          payload: { orderId: order.id, entryNumber: line.entryNumber },
          runAt: card.sendAt,
          key: eGiftCardJobKey(order.id, line.entryNumber),
        },
        now,
      );
  }
}

/** The order's gift cards by line number, as bought, with their cards' last four. */
export async function readOrderGiftCards(db: Db, orderId: string): Promise<Map<number, OrderLineGiftCard>> {
  const rows = await db
    .selectFrom("orderGiftCards")
    .select([
      "entryNumber",
      "productCode",
      "design",
      "amount",
      "giftBox",
      "recipientName",
      "recipientEmail",
      "senderName",
      "personalMessage",
      "sendDate",
      "lastFour",
    ])
    .where("orderId", "=", orderId)
    .execute();
  return new Map(
    rows.map((row) => [
      toNumber(row.entryNumber),
      {
        kind: row.productCode === "GCARD" ? "GCARD" : "ECARD",
        design: row.design,
        amount: toNumber(row.amount),
        giftBox: toBoolean(row.giftBox),
        recipientName: row.recipientName,
        recipientEmail: row.recipientEmail,
        senderName: row.senderName,
        personalMessage: row.personalMessage,
        sendDate: row.sendDate,
        lastFour: row.lastFour,
      },
    ]),
  );
}

export function createEGiftCardOutbox(db: Db): EGiftCardOutbox {
  return {
    async sendOnce(orderId, entryNumber, compose, now) {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom("orderGiftCards")
          .innerJoin("giftCards", "giftCards.id", "orderGiftCards.giftCardId")
          .select([
            "orderGiftCards.design",
            "orderGiftCards.amount",
            "giftCards.currency",
            "orderGiftCards.recipientName",
            "orderGiftCards.recipientEmail",
            "orderGiftCards.senderName",
            "orderGiftCards.personalMessage",
            "orderGiftCards.sealedSecret",
          ])
          .where("orderGiftCards.orderId", "=", orderId)
          .where("orderGiftCards.entryNumber", "=", entryNumber)
          .where("orderGiftCards.productCode", "=", "ECARD")
          .where("orderGiftCards.sentAt", "is", null)
          .executeTakeFirst();
        if (!row?.sealedSecret || !row.recipientEmail) return false;
        // Claimed under the row's lock: a second run waits here and then finds it sent.
        const claimed = await trx
          .updateTable("orderGiftCards")
          .set({ sealedSecret: null, sentAt: now.toISOString() })
          .where("orderId", "=", orderId)
          .where("entryNumber", "=", entryNumber)
          .where("sentAt", "is", null)
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) return false;
        const message = compose({
          orderId,
          entryNumber,
          design: row.design,
          amount: toNumber(row.amount),
          currency: row.currency,
          recipientName: row.recipientName,
          recipientEmail: row.recipientEmail,
          senderName: row.senderName,
          personalMessage: row.personalMessage,
          sealed: row.sealedSecret,
        });
        await writeOutboxMessage(trx, message, now);
        return true;
      });
    },
  };
}

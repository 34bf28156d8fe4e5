import type { Transaction } from "kysely";
import {
  E_GIFT_CARD_JOB,
  type EGiftCardOutbox,
  type EGiftCardToSend,
  eGiftCardJobKey,
  eGiftCardResendJobKey,
  type IssuedOrderGiftCard,
} from "../../core/orders/order-gift-cards.ts";
import type { NewOrder, OrderLineGiftCard } from "../../core/orders/order-types.ts";
import type { Db } from "../db.ts";
import { inTransaction } from "../db.ts";
import { toBoolean, toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";
import { insertIssuedCard } from "./gift-card-repository.ts";
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
    const row = await insertIssuedCard(trx, {
      codeHash: card.codeHash,
      pinDigest: card.pinDigest,
      lastFour: card.lastFour,
      currency: card.currency,
      amount: card.amount,
      expiresAt: card.expiresAt,
      reference: `order:${order.orderNumber}:line:${line.entryNumber}`,
      now,
    });
    const giftCardId = toNumber(row.id);
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
export async function readOrderGiftCards(
  db: Db,
  orderId: string,
  now = new Date(),
): Promise<Map<number, OrderLineGiftCard>> {
  const rows = await db
    .selectFrom("orderGiftCards")
    .leftJoin("giftCards", "giftCards.id", "orderGiftCards.giftCardId")
    .select([
      "orderGiftCards.entryNumber",
      "orderGiftCards.productCode",
      "orderGiftCards.design",
      "orderGiftCards.amount",
      "orderGiftCards.giftBox",
      "orderGiftCards.recipientName",
      "orderGiftCards.recipientEmail",
      "orderGiftCards.senderName",
      "orderGiftCards.personalMessage",
      "orderGiftCards.sendDate",
      "orderGiftCards.lastFour",
      "orderGiftCards.sealedSecret",
      "giftCards.expiresAt",
    ])
    .where("orderGiftCards.orderId", "=", orderId)
    .execute();
  const unexpired = (expiresAt: string | Date | null) =>
    expiresAt === null || new Date(expiresAt).getTime() > now.getTime();
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
        // Sent again on the buyer's word only while the card is unused (its sealed copy kept) and unexpired.
        resendable: row.productCode === "ECARD" && row.sealedSecret !== null && unexpired(row.expiresAt),
      },
    ]),
  );
}

/** The line's e-gift card with what its e-mail says, its sealed copy, and whether it was sent. */
async function eGiftCardLine(trx: Transaction<Database>, orderId: string, entryNumber: number) {
  return trx
    .selectFrom("orderGiftCards")
    .innerJoin("giftCards", "giftCards.id", "orderGiftCards.giftCardId")
    .select([
      "orderGiftCards.productCode",
      "orderGiftCards.design",
      "orderGiftCards.amount",
      "giftCards.currency",
      "giftCards.expiresAt",
      "orderGiftCards.recipientName",
      "orderGiftCards.recipientEmail",
      "orderGiftCards.senderName",
      "orderGiftCards.personalMessage",
      "orderGiftCards.sendDate",
      "orderGiftCards.sealedSecret",
      "orderGiftCards.sentAt",
    ])
    .where("orderGiftCards.orderId", "=", orderId)
    .where("orderGiftCards.entryNumber", "=", entryNumber)
    .executeTakeFirst();
}

type EGiftCardLine = NonNullable<Awaited<ReturnType<typeof eGiftCardLine>>>;

function toSend(orderId: string, entryNumber: number, row: EGiftCardLine, sealed: string): EGiftCardToSend {
  return {
    orderId,
    entryNumber,
    design: row.design,
    amount: toNumber(row.amount),
    currency: row.currency,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail ?? "",
    senderName: row.senderName,
    personalMessage: row.personalMessage,
    sealed,
  };
}

/** Takes the line's row lock (an update that changes nothing) so racing sends and corrections go one at a time. */
async function lockLine(trx: Transaction<Database>, orderId: string, entryNumber: number): Promise<void> {
  await trx
    .updateTable("orderGiftCards")
    .set((eb) => ({ entryNumber: eb.ref("entryNumber") }))
    .where("orderId", "=", orderId)
    .where("entryNumber", "=", entryNumber)
    .execute();
}

export function createEGiftCardOutbox(db: Db): EGiftCardOutbox {
  return {
    async sendOnce(orderId, entryNumber, compose, now) {
      return inTransaction(db, async (trx) => {
        const row = await eGiftCardLine(trx, orderId, entryNumber);
        if (row?.productCode !== "ECARD" || row.sentAt !== null || !row.sealedSecret || !row.recipientEmail)
          return false;
        // Claimed under the row's lock: a second run waits here and then finds it sent. The sealed copy stays
        // until the card is first used (the ledger forgets it), so the buyer can resend it to a corrected address.
        const claimed = await trx
          .updateTable("orderGiftCards")
          .set({ sentAt: now.toISOString() })
          .where("orderId", "=", orderId)
          .where("entryNumber", "=", entryNumber)
          .where("sentAt", "is", null)
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) return false;
        // Read again under the lock: a correction that raced the claim has its recipient here.
        const current = await eGiftCardLine(trx, orderId, entryNumber);
        if (!current?.sealedSecret) return false;
        await writeOutboxMessage(
          trx,
          compose(toSend(orderId, entryNumber, current, current.sealedSecret)),
          now,
        );
        return true;
      });
    },

    async redirect(orderId, entryNumber, recipient, now) {
      return inTransaction(db, async (trx) => {
        await lockLine(trx, orderId, entryNumber);
        const row = await eGiftCardLine(trx, orderId, entryNumber);
        if (!row) return { kind: "unknown" as const };
        if (row.productCode !== "ECARD") return { kind: "posted" as const };
        if (!row.sealedSecret) return { kind: "used" as const };
        const expiresAt = row.expiresAt === null ? null : new Date(row.expiresAt);
        if (expiresAt && expiresAt.getTime() <= now.getTime()) return { kind: "expired" as const };
        await trx
          .updateTable("orderGiftCards")
          .set({
            recipientEmail: recipient.recipientEmail,
            recipientName: recipient.recipientName ?? row.recipientName,
            // Sent already: unsent again, so the resend's job claims it as the first send did, exactly once.
            sentAt: null,
          })
          .where("orderId", "=", orderId)
          .where("entryNumber", "=", entryNumber)
          .execute();
        if (row.sentAt === null) return { kind: "scheduled" as const, sendDate: row.sendDate };
        const prefix = eGiftCardResendJobKey(orderId, entryNumber, 0).replace(/0$/, "");
        const earlier = await trx
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
          .where("key", "like", `${prefix}%`)
          .executeTakeFirstOrThrow();
        await writeScheduledJob(
          trx,
          {
            name: E_GIFT_CARD_JOB,
            payload: { orderId, entryNumber },
            runAt: now,
            key: eGiftCardResendJobKey(orderId, entryNumber, toNumber(earlier.count) + 1),
          },
          now,
        );
        return { kind: "resend" as const };
      });
    },
  };
}

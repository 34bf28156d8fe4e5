import { sql } from "kysely";
import type {
  GiftCardAdminRepository,
  GiftCardLedgerRow,
  GiftCardListing,
} from "../../core/gift-cards/gift-card-admin-ports.ts";
import type { GiftCardLookup } from "../../core/gift-cards/gift-card-admin-rules.ts";
import { type Db, inTransaction } from "../db.ts";
import { toIso, toNumber } from "../normalise.ts";
import { writeOutboxMessage } from "./outbox-repository.ts";

// The back office's gift cards (issue 29 point 5, migration 0046; docs/decisions/061-gift-card-blocks.md). Reads
// select the last four and never the code's digest or the sealed copy's text: nothing here can show a card number.

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toIso(value));

const LEDGER_KINDS = new Set(["issue", "hold", "release", "redeem"]);

async function balances(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("giftCardLedger")
    .select(["giftCardId", sql<number | string>`sum(${sql.ref("amount")})`.as("balance")])
    .where("giftCardId", "in", [...ids])
    .groupBy("giftCardId")
    .execute();
  return new Map(rows.map((row) => [toNumber(row.giftCardId), toNumber(row.balance)]));
}

/** The cards a lookup finds, with how each was found; ids only, the listing is read after. */
async function foundIds(
  db: Db,
  lookup: GiftCardLookup,
  limit: number,
): Promise<{ id: number; found: GiftCardListing["found"] }[]> {
  if (lookup.by === "lastFour") {
    const rows = await db
      .selectFrom("giftCards")
      .select("id")
      .where("lastFour", "=", lookup.lastFour)
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: toNumber(row.id), found: null }));
  }
  if (lookup.by === "buyer") {
    const rows = await db
      .selectFrom("orderGiftCards")
      .innerJoin("orders", "orders.id", "orderGiftCards.orderId")
      .select("orderGiftCards.giftCardId")
      .where(sql<boolean>`lower(${sql.ref("orders.email")}) = ${lookup.email}`)
      .where("orderGiftCards.giftCardId", "is not", null)
      .orderBy("orderGiftCards.giftCardId", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: toNumber(row.giftCardId), found: null }));
  }
  const bought = await db
    .selectFrom("orderGiftCards")
    .innerJoin("orders", "orders.id", "orderGiftCards.orderId")
    .select("orderGiftCards.giftCardId")
    .where("orders.orderNumber", "=", lookup.orderNumber)
    .where("orderGiftCards.giftCardId", "is not", null)
    .orderBy("orderGiftCards.entryNumber")
    .limit(limit)
    .execute();
  // Redemptions (and an order's credits back) are written against `order:<number>`.
  const redeemed = await db
    .selectFrom("giftCardLedger")
    .select("giftCardId")
    .distinct()
    .where("reference", "=", `order:${lookup.orderNumber}`)
    .orderBy("giftCardId")
    .limit(limit)
    .execute();
  const found: { id: number; found: GiftCardListing["found"] }[] = bought.map((row) => ({
    id: toNumber(row.giftCardId),
    found: "bought",
  }));
  const seen = new Set(found.map((row) => row.id));
  for (const row of redeemed) {
    const id = toNumber(row.giftCardId);
    if (!seen.has(id)) found.push({ id, found: "redeemed" as const });
  }
  return found.slice(0, limit);
}

export function createGiftCardAdminRepository(db: Db): GiftCardAdminRepository {
  return {
    async find(lookup, limit) {
      const found = await foundIds(db, lookup, limit);
      if (found.length === 0) return [];
      const ids = found.map((row) => row.id);
      const rows = await db
        .selectFrom("giftCards")
        .leftJoin("orderGiftCards", "orderGiftCards.giftCardId", "giftCards.id")
        .leftJoin("orders", "orders.id", "orderGiftCards.orderId")
        .select([
          "giftCards.id",
          "giftCards.lastFour",
          "giftCards.currency",
          "giftCards.initialBalance",
          "giftCards.status",
          "giftCards.blockedAt",
          "giftCards.expiresAt",
          "orders.orderNumber",
        ])
        .where("giftCards.id", "in", ids)
        .execute();
      const byId = new Map(rows.map((row) => [toNumber(row.id), row]));
      const sums = await balances(db, ids);
      return found.flatMap(({ id, found: how }): GiftCardListing[] => {
        const row = byId.get(id);
        if (!row) return [];
        return [
          {
            id,
            lastFour: row.lastFour,
            currency: row.currency,
            initialBalance: toNumber(row.initialBalance),
            balance: sums.get(id) ?? 0,
            status: row.status,
            blockedAt: isoOrNull(row.blockedAt),
            expiresAt: isoOrNull(row.expiresAt),
            boughtIn: row.orderNumber ?? null,
            found: how,
          },
        ];
      });
    },

    async card(giftCardId) {
      const row = await db
        .selectFrom("giftCards")
        .leftJoin("orderGiftCards", "orderGiftCards.giftCardId", "giftCards.id")
        .leftJoin("orders", "orders.id", "orderGiftCards.orderId")
        .select([
          "giftCards.id",
          "giftCards.lastFour",
          "giftCards.currency",
          "giftCards.initialBalance",
          "giftCards.status",
          "giftCards.blockedAt",
          "giftCards.expiresAt",
          "giftCards.createdAt",
          "orders.id as orderId",
          "orders.orderNumber",
          "orders.email as buyerEmail",
          "orderGiftCards.entryNumber",
          "orderGiftCards.productCode",
          "orderGiftCards.recipientName",
          "orderGiftCards.recipientEmail",
          "orderGiftCards.sendDate",
          "orderGiftCards.sentAt",
          // Whether a sealed copy is kept, never the copy itself.
          sql<number>`case when ${sql.ref("orderGiftCards.sealedSecret")} is null then 0 else 1 end`.as(
            "sealed",
          ),
        ])
        .where("giftCards.id", "=", giftCardId)
        .executeTakeFirst();
      if (!row) return null;
      const ledger = await db
        .selectFrom("giftCardLedger")
        .select(["amount", "kind", "reference", "createdAt"])
        .where("giftCardId", "=", giftCardId)
        .orderBy("id")
        .execute();
      const entries = ledger
        .filter((entry) => LEDGER_KINDS.has(entry.kind))
        .map(
          (entry): GiftCardLedgerRow => ({
            kind: entry.kind as GiftCardLedgerRow["kind"],
            amount: toNumber(entry.amount),
            reference: entry.reference,
            createdAt: toIso(entry.createdAt),
          }),
        );
      return {
        id: toNumber(row.id),
        lastFour: row.lastFour,
        currency: row.currency,
        initialBalance: toNumber(row.initialBalance),
        balance: entries.reduce((sum, entry) => sum + entry.amount, 0),
        status: row.status,
        blockedAt: isoOrNull(row.blockedAt),
        expiresAt: isoOrNull(row.expiresAt),
        createdAt: toIso(row.createdAt),
        purchase:
          row.orderId && row.orderNumber && row.entryNumber !== null
            ? {
                orderId: row.orderId,
                orderNumber: row.orderNumber,
                entryNumber: toNumber(row.entryNumber),
                kind: row.productCode === "GCARD" ? "GCARD" : "ECARD",
                buyerEmail: row.buyerEmail ?? "",
                recipientName: row.recipientName ?? "",
                recipientEmail: row.recipientEmail ?? null,
                sendDate: row.sendDate ?? null,
                sentAt: isoOrNull(row.sentAt),
                sealed: toNumber(row.sealed) === 1,
              }
            : null,
        ledger: entries,
      };
    },

    async setBlocked(giftCardId, blocked, now) {
      // One conditional statement: it takes the row lock holds and redemptions take, and of two racing blocks
      // only one finds the row unblocked.
      const at = blocked ? now.toISOString() : null;
      return inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom("giftCards")
          .select("blockedAt")
          .where("id", "=", giftCardId)
          .executeTakeFirst();
        if (!before) return { ok: false as const, refusal: "unknown" as const };
        const changed = await trx
          .updateTable("giftCards")
          .set({ blockedAt: at })
          .where("id", "=", giftCardId)
          .where("blockedAt", blocked ? "is" : "is not", null)
          .returning("blockedAt")
          .executeTakeFirst();
        if (!changed)
          return {
            ok: false as const,
            refusal: blocked ? ("alreadyBlocked" as const) : ("notBlocked" as const),
          };
        return {
          ok: true as const,
          change: { before: { blockedAt: isoOrNull(before.blockedAt) }, after: { blockedAt: at } },
        };
      });
    },

    async resend(giftCardId, input, decide, compose) {
      return inTransaction(db, async (trx) => {
        // The line's row lock (an update that changes nothing): racing resends, the send job and the buyer's
        // correction of the address go one at a time.
        const locked = await trx
          .updateTable("orderGiftCards")
          .set((eb) => ({ entryNumber: eb.ref("entryNumber") }))
          .where("giftCardId", "=", giftCardId)
          .returning(["orderId", "entryNumber"])
          .executeTakeFirst();
        if (!locked) return { kind: "refused" as const, refusal: "unknown" as const };
        const seen = await trx
          .selectFrom("giftCardResends")
          .select("idempotencyKey")
          .where("idempotencyKey", "=", input.idempotencyKey)
          .executeTakeFirst();
        if (seen) return { kind: "repeat" as const };
        const line = await trx
          .selectFrom("orderGiftCards")
          .innerJoin("giftCards", "giftCards.id", "orderGiftCards.giftCardId")
          .innerJoin("orders", "orders.id", "orderGiftCards.orderId")
          .select([
            "orders.orderNumber",
            "orderGiftCards.productCode",
            "orderGiftCards.design",
            "orderGiftCards.amount",
            "orderGiftCards.recipientName",
            "orderGiftCards.recipientEmail",
            "orderGiftCards.senderName",
            "orderGiftCards.personalMessage",
            "orderGiftCards.sentAt",
            "orderGiftCards.sealedSecret",
            "giftCards.currency",
            "giftCards.expiresAt",
            "giftCards.blockedAt",
          ])
          .where("orderGiftCards.orderId", "=", locked.orderId)
          .where("orderGiftCards.entryNumber", "=", locked.entryNumber)
          .executeTakeFirstOrThrow();
        const refusal = decide({
          kind: line.productCode === "GCARD" ? "GCARD" : "ECARD",
          recipientEmail: line.recipientEmail,
          sentAt: isoOrNull(line.sentAt),
          sealed: line.sealedSecret !== null,
          expiresAt: isoOrNull(line.expiresAt),
          blockedAt: isoOrNull(line.blockedAt),
        });
        if (refusal || !line.sealedSecret || !line.recipientEmail)
          return { kind: "refused" as const, refusal: refusal ?? "used" };
        const entryNumber = toNumber(locked.entryNumber);
        // The same key used on another card (never, from the page's forms) sends nothing rather than failing.
        const recorded = await trx
          .insertInto("giftCardResends")
          .values({
            idempotencyKey: input.idempotencyKey,
            orderId: locked.orderId,
            entryNumber,
            staffId: input.staffId,
            recipientEmail: line.recipientEmail,
            createdAt: input.now.toISOString(),
          })
          .onConflict((conflict) => conflict.column("idempotencyKey").doNothing())
          .executeTakeFirst();
        if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return { kind: "repeat" as const };
        await trx
          .updateTable("orderGiftCards")
          .set({ sentAt: input.now.toISOString() })
          .where("orderId", "=", locked.orderId)
          .where("entryNumber", "=", entryNumber)
          .execute();
        await writeOutboxMessage(
          trx,
          compose({
            orderId: locked.orderId,
            entryNumber,
            design: line.design,
            amount: toNumber(line.amount),
            currency: line.currency,
            recipientName: line.recipientName,
            recipientEmail: line.recipientEmail,
            senderName: line.senderName,
            personalMessage: line.personalMessage,
            sealed: line.sealedSecret,
          }),
          input.now,
        );
        return {
          kind: "sent" as const,
          recipientEmail: line.recipientEmail,
          orderNumber: line.orderNumber,
          entryNumber,
        };
      });
    },
  };
}

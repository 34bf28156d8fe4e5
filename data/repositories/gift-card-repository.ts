import { type Kysely, sql, type Transaction } from "kysely";
import type { GiftCardRepository } from "../../core/gift-cards/gift-card-ports.ts";
import type { AppliedGiftCard, GiftCard, GiftCardStatus } from "../../core/gift-cards/gift-card-types.ts";
import { type Db, inTransaction } from "../db.ts";
import { toIso, toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";

// Gift cards, their ledger and the cards paying for each cart (migration 0020; docs/decisions/023-gift-card-ledger.md).
// A balance is always the sum of the card's ledger, and ledger rows are only inserted. Every movement runs in one
// transaction that first bumps the cart's and then the card's row (in that order, cards by id, so two movements
// never wait on each other in a circle): PostgreSQL holds those row locks to the commit, and SQLite has one writer,
// so on both dialects each movement of a card sees the balance the one before it left.

type Executor = Kysely<Database> | Transaction<Database>;

const cartReference = (cartId: number) => `cart:${cartId}`;

function toStatus(value: string): GiftCardStatus {
  return value === "active" ? "active" : "cancelled";
}

/** Moves the cart's modified time, and holds the cart's row until the commit. */
async function lockCart(trx: Transaction<Database>, cartId: number, now: Date): Promise<void> {
  await trx.updateTable("carts").set({ modifiedAt: now.toISOString() }).where("id", "=", cartId).execute();
}

/** Holds the card's row until the commit, so the card's movements run one at a time. */
async function lockCard(trx: Transaction<Database>, giftCardId: number): Promise<void> {
  await trx
    .updateTable("giftCards")
    .set({ movements: sql<number>`${sql.ref("movements")} + 1` })
    .where("id", "=", giftCardId)
    .execute();
}

async function balancesOf(db: Executor, giftCardIds: readonly number[]): Promise<Map<number, number>> {
  if (giftCardIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("giftCardLedger")
    .select(["giftCardId", sql<number | string>`sum(${sql.ref("amount")})`.as("balance")])
    .where("giftCardId", "in", [...giftCardIds])
    .groupBy("giftCardId")
    .execute();
  // PostgreSQL answers a sum of integers as a bigint string, SQLite as a number.
  return new Map(rows.map((row) => [toNumber(row.giftCardId), toNumber(row.balance)]));
}

async function appliedTo(db: Executor, cartId: number): Promise<AppliedGiftCard[]> {
  const rows = await db
    .selectFrom("cartGiftCardPayments")
    .innerJoin("giftCards", "giftCards.id", "cartGiftCardPayments.giftCardId")
    .select([
      "cartGiftCardPayments.giftCardId",
      "cartGiftCardPayments.amount",
      "cartGiftCardPayments.createdAt",
      "giftCards.lastFour",
      "giftCards.currency",
    ])
    .where("cartGiftCardPayments.cartId", "=", cartId)
    .orderBy("cartGiftCardPayments.id")
    .execute();
  const balances = await balancesOf(
    db,
    rows.map((row) => toNumber(row.giftCardId)),
  );
  return rows.map((row) => {
    const giftCardId = toNumber(row.giftCardId);
    return {
      giftCardId,
      lastFour: row.lastFour,
      currency: row.currency,
      amount: toNumber(row.amount),
      remainingBalance: balances.get(giftCardId) ?? 0,
      appliedAt: toIso(row.createdAt),
    };
  });
}

async function addToLedger(
  trx: Transaction<Database>,
  row: {
    giftCardId: number;
    amount: number;
    kind: "hold" | "release" | "redeem";
    reference: string;
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto("giftCardLedger")
    .values({
      giftCardId: row.giftCardId,
      amount: row.amount,
      kind: row.kind,
      reference: row.reference,
      createdAt: row.now.toISOString(),
    })
    .execute();
}

/**
 * Gives back the holds of carts that were deleted (a guest's bag merged at sign-in) while paying with the card: the
 * payment row went with the cart, the ledger row stays. Run with the card locked.
 */
async function releaseOrphanedHolds(
  trx: Transaction<Database>,
  giftCardId: number,
  now: Date,
): Promise<void> {
  const open = await trx
    .selectFrom("giftCardLedger")
    .select(["reference", sql<number | string>`sum(${sql.ref("amount")})`.as("net")])
    .where("giftCardId", "=", giftCardId)
    .where("kind", "in", ["hold", "release"])
    .groupBy("reference")
    .execute();
  const held = open.filter((row) => toNumber(row.net) < 0);
  if (held.length === 0) return;
  const paying = await trx
    .selectFrom("cartGiftCardPayments")
    .select("cartId")
    .where("giftCardId", "=", giftCardId)
    .execute();
  const payingReferences = new Set(paying.map((row) => cartReference(toNumber(row.cartId))));
  for (const row of held) {
    if (payingReferences.has(row.reference)) continue;
    await addToLedger(trx, {
      giftCardId,
      amount: -toNumber(row.net),
      kind: "release",
      reference: row.reference,
      now,
    });
  }
}

/** Takes every card off the cart, giving each hold back and, for an order, redeeming it in the same breath. */
async function settleCart(
  db: Db,
  cartId: number,
  now: Date,
  orderReference: string | null,
): Promise<AppliedGiftCard[]> {
  return inTransaction(db, async (trx) => {
    await lockCart(trx, cartId, now);
    const applied = await appliedTo(trx, cartId);
    for (const card of [...applied].sort((a, b) => a.giftCardId - b.giftCardId)) {
      await lockCard(trx, card.giftCardId);
      const reference = cartReference(cartId);
      await addToLedger(trx, {
        giftCardId: card.giftCardId,
        amount: card.amount,
        kind: "release",
        reference,
        now,
      });
      if (orderReference !== null)
        await addToLedger(trx, {
          giftCardId: card.giftCardId,
          amount: -card.amount,
          kind: "redeem",
          reference: orderReference,
          now,
        });
    }
    await trx.deleteFrom("cartGiftCardPayments").where("cartId", "=", cartId).execute();
    return applied;
  });
}

export function createGiftCardRepository(db: Db): GiftCardRepository {
  return {
    async findByCodeHash(codeHash) {
      const row = await db
        .selectFrom("giftCards")
        .select(["id", "lastFour", "currency", "initialBalance", "status", "createdAt", "expiresAt"])
        .where("codeHash", "=", codeHash)
        .executeTakeFirst();
      if (!row) return null;
      const card: GiftCard = {
        id: toNumber(row.id),
        lastFour: row.lastFour,
        currency: row.currency,
        initialBalance: toNumber(row.initialBalance),
        status: toStatus(row.status),
        createdAt: toIso(row.createdAt),
        expiresAt: row.expiresAt === null ? null : toIso(row.expiresAt),
      };
      return card;
    },

    async balance(giftCardId) {
      return (await balancesOf(db, [giftCardId])).get(giftCardId) ?? 0;
    },

    applied(cartId) {
      return appliedTo(db, cartId);
    },

    hold({ cartId, giftCardId, now }, decide) {
      return inTransaction(db, async (trx) => {
        await lockCart(trx, cartId, now);
        await lockCard(trx, giftCardId);
        await releaseOrphanedHolds(trx, giftCardId, now);
        const balance = (await balancesOf(trx, [giftCardId])).get(giftCardId) ?? 0;
        const decision = decide({ balance, onCart: await appliedTo(trx, cartId) });
        if (!decision.ok) return decision;
        await addToLedger(trx, {
          giftCardId,
          amount: -decision.amount,
          kind: "hold",
          reference: cartReference(cartId),
          now,
        });
        await trx
          .insertInto("cartGiftCardPayments")
          .values({ cartId, giftCardId, amount: decision.amount, createdAt: now.toISOString() })
          .execute();
        return decision;
      });
    },

    release(cartId, giftCardId, now) {
      return inTransaction(db, async (trx) => {
        await lockCart(trx, cartId, now);
        await lockCard(trx, giftCardId);
        const payment = await trx
          .deleteFrom("cartGiftCardPayments")
          .where("cartId", "=", cartId)
          .where("giftCardId", "=", giftCardId)
          .returning("amount")
          .executeTakeFirst();
        if (!payment) return false;
        await addToLedger(trx, {
          giftCardId,
          amount: toNumber(payment.amount),
          kind: "release",
          reference: cartReference(cartId),
          now,
        });
        return true;
      });
    },

    async releaseAll(cartId, now) {
      await settleCart(db, cartId, now, null);
    },

    redeemAll(cartId, orderReference, now) {
      return settleCart(db, cartId, now, orderReference);
    },
  };
}

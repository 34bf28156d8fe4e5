import { type Kysely, sql, type Transaction } from "kysely";
import { giftCardCodeHash, lastFourOf } from "../../core/gift-cards/gift-card-code.ts";
import { type GiftCardDigests, KEYED_DIGEST_VERSION } from "../../core/gift-cards/gift-card-digests.ts";
import type { GiftCardRepository } from "../../core/gift-cards/gift-card-ports.ts";
import type {
  AppliedGiftCard,
  GiftCard,
  GiftCardLedgerEntry,
  GiftCardStatus,
  HoldDecision,
} from "../../core/gift-cards/gift-card-types.ts";
import { type Db, inTransaction } from "../db.ts";
import { toIso, toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";
import { isUniqueViolation } from "../unique-violation.ts";
import { rekeyRow } from "./gift-card-rekey.ts";

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

/**
 * Holds the card's row until the commit, so the card's movements run one at a time, and answers whether staff have
 * blocked it (migration 0046). The block is read from the row this statement locked: on PostgreSQL an update waiting
 * on a block's lock re-reads the row once the block commits, and SQLite has one writer, so a movement that follows a
 * committed block always sees it (docs/decisions/061-gift-card-blocks.md).
 */
async function lockCard(trx: Transaction<Database>, giftCardId: number): Promise<{ blocked: boolean }> {
  const row = await trx
    .updateTable("giftCards")
    .set({ movements: sql<number>`${sql.ref("movements")} + 1` })
    .where("id", "=", giftCardId)
    .returning("blockedAt")
    .executeTakeFirst();
  return { blocked: row !== undefined && row.blockedAt !== null };
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
      "giftCards.blockedAt",
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
      blocked: row.blockedAt !== null,
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
  // A card bought keeps its sealed code and PIN only until it is first used, so the buyer can resend it until then
  // (docs/decisions/045-issuing-gift-cards-bought.md): its first hold or redemption forgets them, in this transaction.
  if (row.kind === "hold" || row.kind === "redeem")
    await trx
      .updateTable("orderGiftCards")
      .set({ sealedSecret: null })
      .where("giftCardId", "=", row.giftCardId)
      .where("sealedSecret", "is not", null)
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

/**
 * Takes every card off the cart, giving each hold back and, for an order, redeeming it in the same breath. Run in a
 * transaction that has locked the cart.
 */
async function settleCartIn(
  trx: Transaction<Database>,
  cartId: number,
  now: Date,
  orderReference: string | null,
): Promise<AppliedGiftCard[]> {
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
}

async function settleCart(
  db: Db,
  cartId: number,
  now: Date,
  orderReference: string | null,
): Promise<AppliedGiftCard[]> {
  return inTransaction(db, async (trx) => {
    await lockCart(trx, cartId, now);
    return settleCartIn(trx, cartId, now, orderReference);
  });
}

/**
 * Credits a card back for an order (a cancellation or a refund, docs/decisions/056-an-orders-life.md), in the
 * caller's transaction with the card locked: a release against `order:…`, which the card's history shows as
 * refunded (core/gift-cards/gift-card-balance-check.ts).
 */
export async function creditCardForOrder(
  trx: Transaction<Database>,
  credit: { giftCardId: number; amount: number; reference: `order:${string}`; now: Date },
): Promise<void> {
  await lockCard(trx, credit.giftCardId);
  await addToLedger(trx, { ...credit, kind: "release" });
}

/** The cards paying for a cart, as the order priced them. */
interface PricedHold {
  giftCardId: number;
  amount: number;
}

/**
 * Inside the order's transaction, with the cart locked (so no card can be applied or removed until the commit):
 * redeems the cart's holds for the order when they are exactly those the order was priced with, and answers false,
 * redeeming nothing, when a card was applied or removed since.
 */
export async function redeemPricedHolds(
  trx: Transaction<Database>,
  cartId: number,
  priced: readonly PricedHold[],
  orderReference: string,
  now: Date,
): Promise<boolean> {
  const held = await appliedTo(trx, cartId);
  const key = (holds: readonly PricedHold[]) =>
    holds
      .map((hold) => `${hold.giftCardId}:${hold.amount}`)
      .sort()
      .join(",");
  if (key(held) !== key(priced)) return false;
  // A card staff blocked since it was applied redeems nothing: checked under each card's lock, in the order
  // settleCartIn takes them, so a block that committed first is seen and one that waits commits after the order.
  for (const card of [...held].sort((a, b) => a.giftCardId - b.giftCardId))
    if ((await lockCard(trx, card.giftCardId)).blocked) return false;
  if (held.length > 0) await settleCartIn(trx, cartId, now, orderReference);
  return true;
}

/** An order of the cart is being placed (its payment asked for or authorised) or was placed from it. */
const ORDER_UNDER_WAY = ["authorising", "authorised", "placed"];

/**
 * Whether an order of the cart is being placed now, or was placed from it (the cart is about to go): the cards
 * paying for it must not change under it. Run with the cart locked.
 */
async function orderInProgress(trx: Transaction<Database>, cartId: number): Promise<boolean> {
  const attempt = await trx
    .selectFrom("orderAttempts")
    .select("idempotencyKey")
    .where("cartId", "=", cartId)
    .where("status", "in", ORDER_UNDER_WAY)
    .executeTakeFirst();
  return attempt !== undefined;
}

const CARD_COLUMNS = [
  "id",
  "lastFour",
  "currency",
  "initialBalance",
  "status",
  "createdAt",
  "expiresAt",
  "digestVersion",
  "codeHash",
  "pinDigest",
] as const;

function toGiftCard(row: {
  id: number | string;
  lastFour: string;
  currency: string;
  initialBalance: number;
  status: string;
  createdAt: Date | string;
  expiresAt: Date | string | null;
}): GiftCard {
  return {
    id: toNumber(row.id),
    lastFour: row.lastFour,
    currency: row.currency,
    initialBalance: toNumber(row.initialBalance),
    status: toStatus(row.status),
    createdAt: toIso(row.createdAt),
    expiresAt: row.expiresAt === null ? null : toIso(row.expiresAt),
  };
}

const LEDGER_KINDS = new Set(["issue", "hold", "release", "redeem"]);

/** A card as issued: its keyed digests, never its code or PIN. */
export interface IssuedCardRow {
  codeHash: string;
  pinDigest: string;
  lastFour: string;
  currency: string;
  amount: number;
  expiresAt: Date | null;
  /** What issued it, in the ledger (`order:<number>:line:<n>`, or a caller's own). */
  reference: string;
  now: Date;
}

/**
 * Writes a new card and its issue in the ledger, in the caller's transaction: the one way a card comes to be,
 * whether issued on its own or by the order that bought it. A code already taken is a unique violation.
 */
export async function insertIssuedCard(trx: Transaction<Database>, card: IssuedCardRow) {
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
      createdAt: card.now.toISOString(),
      expiresAt: card.expiresAt === null ? null : card.expiresAt.toISOString(),
    })
    .returning(["id", "lastFour", "currency", "initialBalance", "status", "createdAt", "expiresAt"])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("giftCardLedger")
    .values({
      giftCardId: toNumber(row.id),
      amount: card.amount,
      kind: "issue",
      reference: card.reference,
      createdAt: card.now.toISOString(),
    })
    .execute();
  return row;
}

export function createGiftCardRepository(db: Db, digests: GiftCardDigests): GiftCardRepository {
  return {
    async findByCode(normalisedCode) {
      const keyed = digests.code(normalisedCode);
      const plain = giftCardCodeHash(normalisedCode);
      const row = await db
        .selectFrom("giftCards")
        .select(CARD_COLUMNS)
        .where((eb) =>
          eb.or([
            eb.and([eb("codeHash", "=", keyed), eb("digestVersion", "=", KEYED_DIGEST_VERSION)]),
            eb.and([eb("codeHash", "=", plain), eb("digestVersion", "=", 1)]),
          ]),
        )
        .executeTakeFirst();
      if (!row) return null;
      // A row still plain (a trial card seeded since the start-up sweep) is keyed the moment it is found.
      if (toNumber(row.digestVersion) === 1) await rekeyRow(db, row, digests);
      return toGiftCard(row);
    },

    async issue(card) {
      try {
        return await inTransaction(db, async (trx) =>
          toGiftCard(
            await insertIssuedCard(trx, {
              codeHash: digests.code(card.normalisedCode),
              pinDigest: digests.pin(card.normalisedCode, card.pin),
              lastFour: lastFourOf(card.normalisedCode),
              currency: card.currency,
              amount: card.amount,
              expiresAt: card.expiresAt,
              reference: card.reference,
              now: card.now,
            }),
          ),
        );
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async pinState(giftCardId) {
      const row = await db
        .selectFrom("giftCards")
        .select(["pinDigest", "wrongPins", "lockedAt"])
        .where("id", "=", giftCardId)
        .executeTakeFirstOrThrow();
      return {
        pinDigest: row.pinDigest,
        wrongPins: toNumber(row.wrongPins),
        lockedAt: row.lockedAt === null ? null : toIso(row.lockedAt),
      };
    },

    async recordWrongPin(giftCardId, lockAfter, now) {
      // One statement counts and locks, so racing wrong PINs on several instances each count once.
      await db
        .updateTable("giftCards")
        .set({
          wrongPins: sql<number>`${sql.ref("wrong_pins")} + 1`,
          // Both sides of a SET read the row as it was: the count before this wrong PIN.
          lockedAt: sql<string>`case when ${sql.ref("locked_at")} is null and ${sql.ref("wrong_pins")} + 1 >= ${lockAfter} then ${now.toISOString()} else ${sql.ref("locked_at")} end`,
        })
        .where("id", "=", giftCardId)
        .execute();
      const state = await db
        .selectFrom("giftCards")
        .select("lockedAt")
        .where("id", "=", giftCardId)
        .executeTakeFirstOrThrow();
      return state.lockedAt !== null;
    },

    async clearWrongPins(giftCardId) {
      await db
        .updateTable("giftCards")
        .set({ wrongPins: 0 })
        .where("id", "=", giftCardId)
        .where("lockedAt", "is", null)
        .where("wrongPins", ">", 0)
        .execute();
    },

    async ledger(giftCardId) {
      const rows = await db
        .selectFrom("giftCardLedger")
        .select(["amount", "kind", "reference", "createdAt"])
        .where("giftCardId", "=", giftCardId)
        .orderBy("id")
        .execute();
      return rows
        .filter((row) => LEDGER_KINDS.has(row.kind))
        .map(
          (row): GiftCardLedgerEntry => ({
            amount: toNumber(row.amount),
            kind: row.kind as GiftCardLedgerEntry["kind"],
            reference: row.reference,
            createdAt: toIso(row.createdAt),
          }),
        );
    },

    async balance(giftCardId) {
      return (await balancesOf(db, [giftCardId])).get(giftCardId) ?? 0;
    },

    applied(cartId) {
      return appliedTo(db, cartId);
    },

    hold({ cartId, giftCardId, now }, decide) {
      return inTransaction(db, async (trx): Promise<HoldDecision> => {
        await lockCart(trx, cartId, now);
        if (await orderInProgress(trx, cartId)) return { ok: false, reason: "orderInProgress" };
        // A blocked card is refused in the words of a cancelled one: the shopper (or a guesser) learns only that it
        // cannot be used, not that staff stopped it.
        if ((await lockCard(trx, giftCardId)).blocked) return { ok: false, reason: "cancelled" };
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
        if (await orderInProgress(trx, cartId)) return "orderInProgress" as const;
        await lockCard(trx, giftCardId);
        const payment = await trx
          .deleteFrom("cartGiftCardPayments")
          .where("cartId", "=", cartId)
          .where("giftCardId", "=", giftCardId)
          .returning("amount")
          .executeTakeFirst();
        if (!payment) return "notApplied" as const;
        await addToLedger(trx, {
          giftCardId,
          amount: toNumber(payment.amount),
          kind: "release",
          reference: cartReference(cartId),
          now,
        });
        return "released" as const;
      });
    },

    releaseAll(cartId, now) {
      return inTransaction(db, async (trx) => {
        await lockCart(trx, cartId, now);
        if (await orderInProgress(trx, cartId)) return false;
        await settleCartIn(trx, cartId, now, null);
        return true;
      });
    },

    releaseIfIdle(cartId, idleSince, now) {
      const since = idleSince.toISOString();
      return inTransaction(db, async (trx) => {
        // Locks the cart only if it is still idle: a bag touched since it was listed keeps its holds.
        const locked = await trx
          .updateTable("carts")
          .set({ modifiedAt: sql.ref("modified_at") })
          .where("id", "=", cartId)
          .where("modifiedAt", "<", since)
          .executeTakeFirst();
        if (locked.numUpdatedRows === 0n) return false;
        const checkout = await trx
          .selectFrom("checkouts")
          .select("modifiedAt")
          .where("cartId", "=", cartId)
          .executeTakeFirst();
        if (checkout && toIso(checkout.modifiedAt) >= since) return false;
        if (await orderInProgress(trx, cartId)) return false;
        await settleCartIn(trx, cartId, now, null);
        return true;
      });
    },

    async idleCartsHolding(idleSince, limit) {
      const since = idleSince.toISOString();
      const rows = await db
        .selectFrom("cartGiftCardPayments")
        .innerJoin("carts", "carts.id", "cartGiftCardPayments.cartId")
        .leftJoin("checkouts", "checkouts.cartId", "carts.id")
        .select("carts.id")
        .distinct()
        .where("carts.modifiedAt", "<", since)
        .where((eb) =>
          eb.or([eb("checkouts.modifiedAt", "is", null), eb("checkouts.modifiedAt", "<", since)]),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("orderAttempts")
                .select("orderAttempts.idempotencyKey")
                .whereRef("orderAttempts.cartId", "=", "carts.id")
                .where("orderAttempts.status", "in", ORDER_UNDER_WAY),
            ),
          ),
        )
        .orderBy("carts.id")
        .limit(limit)
        .execute();
      return rows.map((row) => toNumber(row.id));
    },

    redeemAll(cartId, orderReference, now) {
      return settleCart(db, cartId, now, orderReference);
    },
  };
}

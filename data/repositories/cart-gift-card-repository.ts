import type { Transaction } from "kysely";
import type { BagLineRow } from "../../core/cart/cart-ports.ts";
import { nextEntryNumber } from "../../core/cart/cart-rules.ts";
import type { GiftCardLineRepository } from "../../core/gift-card-purchase/gift-card-line-ports.ts";
import {
  GIFT_CARD_NAMES,
  giftCardDesign,
  isGiftCardKind,
} from "../../core/gift-card-purchase/gift-card-offer.ts";
import type { GiftCardPurchase } from "../../core/gift-card-purchase/gift-card-purchase-form.ts";
import { type Db, inTransaction } from "../db.ts";
import { toBoolean, toNumber } from "../normalise.ts";
import type { Database } from "../schema.ts";

// Gift card lines of a cart (migration 0035). Their entry numbers come from the same sequence as the cart's
// variant lines, so the cart's row is touched first (its lock on PostgreSQL) before a number is chosen.

type Reader = Db | Transaction<Database>;

const DETAIL_COLUMNS = [
  "entryNumber",
  "productCode",
  "design",
  "amount",
  "unitPrice",
  "giftBox",
  "recipientName",
  "recipientEmail",
  "senderName",
  "personalMessage",
  "sendDate",
] as const;

type DetailRow = {
  entryNumber: number;
  productCode: string;
  design: string;
  amount: number;
  unitPrice: number;
  giftBox: unknown;
  recipientName: string;
  recipientEmail: string | null;
  senderName: string;
  personalMessage: string;
  sendDate: string | null;
};

function toPurchase(row: DetailRow): GiftCardPurchase {
  return {
    kind: isGiftCardKind(row.productCode) ? row.productCode : "ECARD",
    design: row.design,
    amount: toNumber(row.amount),
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    senderName: row.senderName,
    personalMessage: row.personalMessage,
    sendDate: row.sendDate,
    giftBox: toBoolean(row.giftBox),
  };
}

/** Every line number the cart uses, variant lines and gift cards alike. */
export async function cartEntryNumbers(db: Reader, cartId: number): Promise<number[]> {
  const [entries, cards] = await Promise.all([
    db.selectFrom("cartEntries").select("entryNumber").where("cartId", "=", cartId).execute(),
    db.selectFrom("cartGiftCards").select("entryNumber").where("cartId", "=", cartId).execute(),
  ]);
  return [...entries, ...cards].map((row) => toNumber(row.entryNumber));
}

/** Whether the cart holds a gift card line. */
export async function cartHasGiftCardLines(db: Reader, cartId: number): Promise<boolean> {
  const row = await db
    .selectFrom("cartGiftCards")
    .select("id")
    .where("cartId", "=", cartId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The cart's gift cards as bag lines: one each, priced as stored, pictured by their design. */
export async function giftCardBagRows(db: Reader, cartId: number): Promise<BagLineRow[]> {
  const rows = await db
    .selectFrom("cartGiftCards")
    .select(DETAIL_COLUMNS)
    .where("cartId", "=", cartId)
    .execute();
  return rows.map((row) => {
    const giftCard = toPurchase(row);
    const names = GIFT_CARD_NAMES[giftCard.kind];
    const design = giftCardDesign(giftCard.design);
    const unitPrice = toNumber(row.unitPrice);
    return {
      entryNumber: toNumber(row.entryNumber),
      variantCode: giftCard.kind,
      quantity: 1,
      unitPrice,
      productCode: giftCard.kind,
      productName: names.name,
      productType: "giftcard",
      categoryCode: names.slug,
      groupCode: null,
      groupName: null,
      swatchCode: "",
      swatchName: design?.name ?? giftCard.design,
      size: "One Size",
      imageId: design?.imageId ?? null,
      // One card per line, never out of stock: the quantity stays 1.
      stockLevel: 1,
      availability: "online",
      currentPrice: unitPrice,
      wasPrice: null,
      giftWrappable: false,
      giftCard,
    };
  });
}

/**
 * Moves a cart's gift cards to another cart (a bag joining another at sign-in), oldest first, each taking the
 * next entry number there. Answers how many moved.
 */
export async function moveGiftCardLines(
  db: Db,
  fromCartId: number,
  toCartId: number,
  now: Date,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable("carts")
      .set({ modifiedAt: now.toISOString() })
      .where("id", "=", toCartId)
      .execute();
    const cards = await trx
      .selectFrom("cartGiftCards")
      .select("id")
      .where("cartId", "=", fromCartId)
      .orderBy("entryNumber")
      .execute();
    const numbers = await cartEntryNumbers(trx, toCartId);
    for (const card of cards) {
      const entryNumber = nextEntryNumber(numbers);
      numbers.push(entryNumber);
      await trx
        .updateTable("cartGiftCards")
        .set({ cartId: toCartId, entryNumber })
        .where("id", "=", toNumber(card.id))
        .execute();
    }
    return cards.length;
  });
}

export function createCartGiftCardRepository(db: Db): GiftCardLineRepository {
  return {
    async add({ cartId, purchase, unitPrice, now }) {
      return inTransaction(db, async (trx) => {
        await trx
          .updateTable("carts")
          .set({ modifiedAt: now.toISOString() })
          .where("id", "=", cartId)
          .execute();
        const entryNumber = nextEntryNumber(await cartEntryNumbers(trx, cartId));
        await trx
          .insertInto("cartGiftCards")
          .values({
            cartId,
            entryNumber,
            productCode: purchase.kind,
            ...storedPurchase(purchase, unitPrice),
            addedAt: now.toISOString(),
          })
          .execute();
        return entryNumber;
      });
    },

    async find(cartId, entryNumber) {
      const row = await db
        .selectFrom("cartGiftCards")
        .select(DETAIL_COLUMNS)
        .where("cartId", "=", cartId)
        .where("entryNumber", "=", entryNumber)
        .executeTakeFirst();
      return row ? toPurchase(row) : null;
    },

    async update({ cartId, entryNumber, purchase, unitPrice, now }) {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable("cartGiftCards")
          .set(storedPurchase(purchase, unitPrice))
          .where("cartId", "=", cartId)
          .where("entryNumber", "=", entryNumber)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await trx
          .updateTable("carts")
          .set({ modifiedAt: now.toISOString() })
          .where("id", "=", cartId)
          .execute();
        return true;
      });
    },
  };
}

/** The columns a line keeps of the card as bought, written alike when it is added and when it is edited. */
function storedPurchase(purchase: GiftCardPurchase, unitPrice: number) {
  return {
    design: purchase.design,
    amount: purchase.amount,
    unitPrice,
    giftBox: purchase.giftBox,
    recipientName: purchase.recipientName,
    recipientEmail: purchase.recipientEmail,
    senderName: purchase.senderName,
    personalMessage: purchase.personalMessage,
    sendDate: purchase.sendDate,
  };
}

// What the gifting service needs from storage (implemented in data/repositories/gifting-repository.ts).
import type { GiftLine } from "./gift-box-rules.ts";
import type { GiftBoxType } from "./gifting-types.ts";

/** A cart line with what the gift box rules need of its product and stock. */
export interface GiftingLineRow extends GiftLine {
  /** cart_entries.id: what a box item points at, so a removed line leaves its box. */
  entryId: number;
}

/** A gift box as stored, with the entry numbers of its lines still in the bag. */
export interface StoredGiftBox {
  id: number;
  boxType: GiftBoxType;
  personalMessage: string;
  /** ISO instant: boxes are numbered in this order. */
  createdAt: string;
  entryNumbers: number[];
}

type AddBoxResult = { added: true; id: number } | { added: false; reason: "alreadyInBox" };

export interface GiftingRepository {
  /** The cart's lines, with their products' gifting flags and stock. */
  lines(cartId: number): Promise<GiftingLineRow[]>;
  /** The cart's boxes in creation order, empty ones included (the rules drop them). */
  boxes(cartId: number): Promise<StoredGiftBox[]>;
  /** The order-level gift message; null when none. */
  orderMessage(cartId: number): Promise<string | null>;
  /** Each box product's price in minor units in the currency; a type without one is missing. */
  boxPrices(currency: string): Promise<Partial<Record<GiftBoxType, number>>>;
  /**
   * Makes a box holding these lines in one transaction. The unique (cart, line) key is the guard: a line already
   * in a box, even one added by a racing request, refuses the whole box.
   */
  addBox(input: {
    cartId: number;
    boxType: GiftBoxType;
    personalMessage: string;
    entryIds: number[];
    now: Date;
  }): Promise<AddBoxResult>;
  // Every change also moves the cart's modified time (the bag's modifiedTimestamp), in the same transaction.
  /** False when the cart has no such box. */
  removeBox(cartId: number, boxId: number, now: Date): Promise<boolean>;
  clearBoxes(cartId: number, now: Date): Promise<void>;
  /** False when the cart has no such box. */
  setBoxMessage(cartId: number, boxId: number, message: string, now: Date): Promise<boolean>;
  setOrderMessage(cartId: number, message: string | null, now: Date): Promise<void>;
}

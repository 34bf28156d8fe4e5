import type { AddedToBagDisplay } from "../../../core/cart/added-to-bag-rules.ts";

// The shapes the bag's provider, its requests and its confirmation panel share: here, so none imports another.

/** spec 001 §3 add-to-bag input, plus what the confirmation shows. */
export interface AddToBagInput {
  /** The variant code. */
  productSku: string;
  /** Unit price in major units, as the spec's add payload carries it (the server uses its own price). */
  productPrice: number;
  quantity: number;
  productSizeCode: string;
  productName: string;
  productImageUrl?: string;
  colour?: string;
  currency: string;
}

export type AddToBagOutcome =
  | { status: "added"; count: number }
  | { status: "outOfStock" | "error"; message: string };

/** The last add, for the confirmation panel or side drawer. */
export interface LastAdd {
  id: number;
  display: Exclude<AddedToBagDisplay, "none">;
  product: { name: string; imageUrl?: string; colour?: string; size?: string; quantity: number };
  outcome: AddToBagOutcome;
}

import type { AddedToBagDisplay } from "../../../core/cart/added-to-bag-rules.ts";

// The shapes the bag's provider, its requests and its confirmation panel share: here, so none imports another.

type AddToBagOutcome =
  | { status: "added"; count: number }
  | { status: "outOfStock" | "error"; message: string };

/** The last add, for the confirmation panel or side drawer. */
export interface LastAdd {
  id: number;
  display: Exclude<AddedToBagDisplay, "none">;
  product: { name: string; imageUrl?: string; colour?: string; size?: string; quantity: number };
  outcome: AddToBagOutcome;
}

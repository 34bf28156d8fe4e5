import type { AddToCartEvent } from "./added-to-bag-rules.ts";

// What the bag's form action answers: to the page's script as data, or (without JavaScript) kept in the
// session for one page view so the page the shopper returns to can show it (docs/forms-and-mutations.md).

/** What the added-to-bag confirmation shows (spec 001 §4). */
export interface AddedProduct {
  name: string;
  imageUrl?: string;
  colour?: string;
  size?: string;
  /** The chosen type of a product with groups. */
  group?: string;
  quantity: number;
}

export type BagIntent = "add" | "add-bundle" | "add-gift-card";

interface AnswerBase {
  intent: BagIntent;
  /** The bag's unit count after the change: the only count the header shows (ARCHITECTURE.md "Selling"). */
  totalUnitCount: number;
  quantityAdded: number;
}

export type BagAnswer =
  | (AnswerBase & {
      status: "added";
      product: AddedProduct;
      /** The analytics events for what was added, priced by the server (spec 001 §4). */
      events: AddToCartEvent[];
    })
  | (AnswerBase & {
      status: "outOfStock" | "error";
      /** The spec's wording (spec 001 §8, 002 §8). */
      message: string;
      /** The variant the bag refused for stock, shown sold out until the page reloads (spec 002 §4). */
      refusedSku?: string;
      /** A form's own messages by field name (the gift card form), with what was posted to fill it again. */
      fieldErrors?: Record<string, string>;
      fields?: Record<string, string>;
    });

/** The answer as the next page shows it without JavaScript: the path it belongs to, no analytics. */
export type BagNotice = (
  | Omit<Extract<BagAnswer, { status: "added" }>, "events">
  | Exclude<BagAnswer, { status: "added" }>
) & {
  path: string;
};

/** Drops what only a script uses, and names the page the notice is for. */
export function bagNoticeFor(answer: BagAnswer, path: string): BagNotice {
  if (answer.status !== "added") return { ...answer, path };
  const { events: _events, ...rest } = answer;
  return { ...rest, path };
}

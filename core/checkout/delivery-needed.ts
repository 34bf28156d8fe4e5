import type { BagView } from "../cart/bag-view.ts";

// An e-gift card is e-mailed to its recipient on its send date: a bag of e-gift cards only has nothing to deliver,
// so its checkout asks for no delivery type, address or mode (billing is still asked, for the payment). A posted
// gift card is delivered like any product.

/** Whether anything in the bag is delivered: a product, or a posted gift card. */
export function bagNeedsDelivery(bag: Pick<BagView, "lines">): boolean {
  return bag.lines.length === 0 || bag.lines.some((line) => line.giftCard?.kind !== "ECARD");
}

/** Whether the bag holds a gift card (e-gift or posted): gift cards cannot pay for it. */
export function bagHasGiftCards(bag: Pick<BagView, "lines">): boolean {
  return bag.lines.some((line) => line.giftCard !== undefined);
}

// spec 001 §8 and 002 §8 "Add to bag": the exact wording, kept once here because both the server's answers and
// the page's text catalogue (app/lib/text/en-GB/bag.ts) show it.
export const CART_MESSAGES = {
  outOfStock: "We're sorry - this item is out of stock and we are unable to add it to your cart.",
  systemFault: "We were unable to add this item due to a fault in our system. Please try again later.",
  unableToAdd: "Unable to add to cart.",
} as const;

/** spec 001 §8: the cart/add error message for no stock, which the client treats as a system error. */
const NO_STOCK_ERROR_CODE = "NOSTOCK";

/** Our own cart/add error codes for the other refusals (documented in docs/decisions/008-cart-and-saved-items.md). */
export const CART_ADD_ERROR_CODES = {
  noStock: NO_STOCK_ERROR_CODE,
  quantity: "MAXQUANTITY",
  unknownProduct: "UNKNOWNPRODUCT",
} as const;

/** Wording for quantity refusals (ours; the spec names none). */
export function quantityLimitMessage(max: number): string {
  return `You can add up to ${max} of this item to your bag.`;
}

import type { GiftCardPurchase } from "../gift-card-purchase/gift-card-purchase-form.ts";
import type { GiftingState } from "../gifting/gifting-types.ts";
import type { Money } from "../money/money.ts";

// What the bag page, the bag's JSON calls (cart.json, the commerce-service carts), the header preview, the
// side drawer and the added-to-bag panel read of a cart. Built once by core/cart/build-bag-view.ts;
// money stays as minor units here and is formatted at the edge.

/** Why a line cannot be bought as it stands (flagged, never silently dropped). */
export type BagLineProblem =
  | { kind: "outOfStock" }
  /** Fewer in stock than the line asks for: `available` can still be bought. */
  | { kind: "insufficientStock"; available: number }
  | { kind: "noLongerSold" };

/** A change since the line was put in the bag, shown on the line. */
interface BagLinePriceChange {
  /** The unit price when the line was last added or changed. */
  was: Money;
  now: Money;
}

export interface BagLine {
  entryNumber: number;
  variantCode: string;
  productCode: string;
  /** The product's name without colour. */
  name: string;
  /** Site path with the version prefix. */
  url: string;
  imageId: string | null;
  /** The swatch's name; null for "No Colour" (spec 000 §3: hidden). */
  colour: string | null;
  /** The size; null for "One Size" (spec 000 §3: hidden). */
  size: string | null;
  /** The chosen type of a product with groups (e.g. "Oxford" for a pillowcase); null when none. */
  group: string | null;
  quantity: number;
  /** The most this line may hold now (per-line maximum and stock); 0 when it cannot be bought. */
  maxQuantity: number;
  unitPrice: Money;
  /** The catalogue's was-price when the item is reduced. */
  wasPrice: Money | null;
  /** unitPrice × quantity. */
  linePrice: Money;
  /** This line's share of the discounts. */
  discount: Money;
  priceChange: BagLinePriceChange | null;
  problem: BagLineProblem | null;
  /** May go in a gift box. */
  giftWrappable: boolean;
  /** A gift card line: its value, design, recipient and send date. */
  giftCard?: GiftCardPurchase;
}

export interface BagSummary {
  subtotal: Money;
  discounts: { code: string; description: string; amount: Money }[];
  totalDiscount: Money;
  /** Gift boxes and other charges. */
  charges: Money;
  /** The standard delivery estimate; amount 0 when free. */
  delivery: { amount: Money; free: boolean };
  /** More to spend for free standard delivery; null when it is free already or has no threshold. */
  freeDeliveryRemaining: Money | null;
  total: Money;
}

export interface BagView {
  cartGuid: string | null;
  currency: string;
  totalUnitCount: number;
  /** ISO instant of the last change; moves on every change (spec 001 §3 modifiedTimestamp). */
  modifiedTimestamp: string | null;
  /** Newest line first, as the bag shows them. */
  lines: BagLine[];
  summary: BagSummary;
  /** Codes applied to the cart, in the order applied. */
  promotionCodes: string[];
  /** Codes still on the cart that do not apply now, with the reason's wording. */
  inactivePromotions: { code: string; message: string }[];
  gifting: GiftingState;
  /** Some line has a problem: checkout is blocked until the shopper fixes it. */
  hasProblems: boolean;
}

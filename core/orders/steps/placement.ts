import type { StoredCart } from "../../cart/cart-ports.ts";
import type { CartOwner } from "../../cart/cart-service.ts";
import type { CheckoutView } from "../../checkout/checkout-service.ts";
import type { GiftCardDigests } from "../../gift-cards/gift-card-digests.ts";
import type { GiftCardSealer } from "../../gift-cards/gift-card-sealing.ts";
import type { WorkflowStep } from "../../workflow/run-steps.ts";
import type { IssuedOrderGiftCard } from "../order-gift-cards.ts";
import type {
  Authorise,
  NewOrder,
  OrderAttempt,
  OrderPayments,
  OrderRepository,
  PlaceOrderResult,
} from "../order-types.ts";

// What the steps of placing an order share: the shopper's request, and what each step found or did for the next.

export interface PlaceOrderInput {
  owner: CartOwner;
  /** The checkout page's id for this press of Pay: repeated by a double click or a retry. */
  attemptId: string;
  /** The acquirer's session the shopper completed, when paying by card: recovery asks it again after a crash. */
  paymentSessionId?: string | null;
  /** What the shopper was shown to pay by card (0 when gift cards pay it all): another amount now answers changed. */
  cardAmount?: number;
  authorise: Authorise;
}

/** A gift card's hold on the cart, as the order is priced with it. */
interface HeldGiftCard {
  giftCardId: number;
  lastFour: string;
  amount: number;
  /** Blocked by staff since it was applied (migration 0046). */
  blocked?: boolean;
}

export interface PlacementContext {
  readonly input: PlaceOrderInput;
  /** The attempt's key: one per cart owner, version and press of Pay. */
  readonly key: string;
  /** find-attempt: null, or the attempt of the card page offered for this press of Pay. */
  known: OrderAttempt | null;
  /** price-and-check: the checkout as it is priced now, and what is left for the card. */
  priced: {
    cart: StoredCart;
    view: CheckoutView;
    holds: HeldGiftCard[];
    amount: number;
    currency: string;
  } | null;
  /** authorise: the attempt, authorised, and the card that pays (null when gift cards pay it all). */
  authorised: { attempt: OrderAttempt; card: OrderPayments["card"] } | null;
  /** issue-gift-cards: a card drawn for each gift-card line (none without one), written with the order. */
  giftCards: IssuedOrderGiftCard[] | null;
  /** write-order: the order as written, and the guest's token for it (kept only as a digest). */
  written: { order: NewOrder; guestToken: string } | null;
}

export type PlacementStep = WorkflowStep<PlacementContext, PlaceOrderResult>;

/** What the placing steps need from outside core/orders. */
export interface PlacementDeps {
  repository: OrderRepository;
  checkout: { view(owner: CartOwner): Promise<CheckoutView>; reset(owner: CartOwner): Promise<void> };
  carts: { existingCart(owner: CartOwner): Promise<StoredCart | null> };
  giftCards: { applied(cartId: number): Promise<HeldGiftCard[]> };
  /**
   * Tells every instance's search index which products' stock an order took (the stock service's CatalogueChanged),
   * so listings and quick add show a sold-out size as sold out.
   */
  stockTaken(productCodes: readonly string[]): Promise<void>;
  /** What issuing the gift cards bought needs: their digests' keys and the sealing of their codes and PINs. */
  giftCardIssuing: {
    digests: GiftCardDigests;
    sealer: GiftCardSealer;
    random?: (max: number) => number;
    /** The London hour e-gift cards go out on their day (E_GIFT_CARD_SEND_HOUR; 8 when unset). */
    sendHour?: number;
  };
  /** The shop's public origin, for the confirmation mail's link. */
  origin: string;
  now(): Date;
  newId(): string;
  newOrderNumber(): string;
  newGuestToken(): string;
}

/** The value a step must have been given by the steps before it. */
export function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`placing an order: ${what} is missing`);
  return value;
}

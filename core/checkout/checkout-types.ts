import type { PostalAddress } from "../addresses/postal-address.ts";
import type { CollectionPoint } from "../collection-points/collection-points.ts";
import type { DeliveryModeCode, DeliveryType } from "../delivery/delivery-types.ts";

// spec 001 §3 "Checkout state": what a shopper has told checkout so far, kept per cart (migration 0019) so a
// reload, a second tab or a sign-in in the middle loses nothing. Wholly replaced by each section's save.

/** spec 001 §3 deliveryPersonalDetails (email is the order's, kept once on the checkout). */
export interface PersonalDetails {
  title: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/** spec 001 §3 addressDetails / billingDetails. */
export interface CheckoutAddress extends PostalAddress {
  /** The saved address it came from (signed-in shoppers), else null. */
  savedAddressId: string | null;
}

export interface HomeDeliveryDetails {
  personal: PersonalDetails;
  address: CheckoutAddress;
}

export interface CollectionDetails {
  personal: PersonalDetails;
  /** spec 001 §3 collectPlusCollectionDetails and collectPlusStoreHours, as chosen (carried to the order). */
  point: CollectionPoint;
}

export interface BillingDetails {
  personal: PersonalDetails;
  address: CheckoutAddress;
}

export interface CheckoutState {
  /** The order's e-mail: the guest's from checkout sign-in, or the customer's. */
  email: string | null;
  /** Null until the shopper confirms one; the page shows homeDelivery chosen (spec 001 §9 default). */
  deliveryType: DeliveryType | null;
  home: HomeDeliveryDetails | null;
  collection: CollectionDetails | null;
  deliveryMode: DeliveryModeCode | null;
  /** NOMINATE: the chosen ISO date. */
  nominatedDate: string | null;
  /** The shopper pressed Continue under the delivery modes (the delivery section is done). */
  deliveryConfirmed: boolean;
  /** Home delivery only: bill to the delivery address and name. */
  billingSameAsDelivery: boolean;
  billing: BillingDetails | null;
  /** The shopper saved the billing section (same as delivery or another address). */
  billingConfirmed: boolean;
  /** spec 001 §3 saveCardPayment: a signed-in shopper's new card is kept for next time unless they untick it. */
  saveCard: boolean;
  /** The hosted card page now offered for this checkout (core/payments/card-checkout.ts). */
  cardSession: CardSessionState | null;
  /** spec 001 §3 currentSelectedCardIndex: the saved card chosen to pay with (its id), or null for a new card. */
  savedCardId: string | null;
}

/** The card page the payment step frames: one attempt of Pay, for one amount. */
export interface CardSessionState {
  attemptId: string;
  sessionId: string;
  hostedUrl: string;
  expiresAt: string;
  /** Minor units asked of the card: the total less the gift cards. */
  amount: number;
  currency: string;
  saveCard: boolean;
  /** A saved card's token when the page asks only for its security code, else null. */
  savedCardToken: string | null;
  /**
   * Pay was pressed on it and it was refused: never offered again, but kept so that a repeat of that payment (a
   * retry, the frame's own button) is answered as the page it was, a saved card's or a new one's.
   */
  used: boolean;
}

export const EMPTY_CHECKOUT: CheckoutState = {
  email: null,
  deliveryType: null,
  home: null,
  collection: null,
  deliveryMode: null,
  nominatedDate: null,
  deliveryConfirmed: false,
  billingSameAsDelivery: true,
  billing: null,
  billingConfirmed: false,
  saveCard: true,
  cardSession: null,
  savedCardId: null,
};

/** The page's sections after the order summary, in the spec's order (spec 001 §2). */
export const CHECKOUT_SECTIONS = ["deliveryType", "deliveryDetails", "billing", "payment"] as const;
export type CheckoutSection = (typeof CHECKOUT_SECTIONS)[number];

/** spec 001 §3 sectionControl: a section is locked until the one before is done; done sections show a summary. */
export type SectionStatus = "locked" | "open" | "done";

export interface CheckoutRepository {
  /** The checkout of a cart; EMPTY_CHECKOUT's values when none is stored. */
  find(cartId: number): Promise<CheckoutState>;
  save(cartId: number, state: CheckoutState, now: Date): Promise<void>;
  /** spec 001 §4 checkout reset. */
  clear(cartId: number): Promise<void>;
}

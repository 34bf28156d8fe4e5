import type { Version } from "../site/versions.ts";

// The contract of delivery (spec 001 §5, §9): the modes a shopper may choose for an address,
// their charges and dates, and the deliveries a bag splits into. Pure: every function in core/delivery takes the
// moment (`now`) and the facts, never reads a clock or a database. Money is minor units of the cart's currency.

/** spec 001 §9. */
export const DELIVERY_MODE_CODES = ["STD", "NEXTDAY", "SAT", "SUN", "NOMINATE", "COLLECT+"] as const;
export type DeliveryModeCode = (typeof DELIVERY_MODE_CODES)[number];

/** spec 001 §9 group codes; standard and Collect+ travel without one. */
export const DELIVERY_GROUP_CODE: Record<DeliveryModeCode, string | null> = {
  STD: null,
  NEXTDAY: "MP24",
  NOMINATE: "MPNOM",
  SAT: "MPSAT",
  SUN: "MPSUN",
  "COLLECT+": null,
};

/** spec 001 §5: the modes a restricted postcode, an international address or a split delivery cannot have. */
export const RESTRICTED_MODES: readonly DeliveryModeCode[] = ["NEXTDAY", "SAT", "SUN"];
/** spec 001 §5: the modes a gift order (gift box or gift message) cannot have. */
export const GIFTING_RESTRICTED_MODES: readonly DeliveryModeCode[] = ["NEXTDAY", "COLLECT+"];

/** spec 001 §3 checkout state deliveryType (default homeDelivery, §9). */
export const DELIVERY_TYPES = ["homeDelivery", "collectPlus"] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/**
 * How a product travels (spec 001 §9 split-delivery groups). `standard` goes with the parcel and the mode the
 * shopper picks; the others are delivered on their own, each with its own date, whatever mode is picked.
 */
export const DELIVERY_GROUPS = [
  "standard",
  "furniture",
  "furnitureBackOrder",
  "madeToOrder6",
  "madeToOrder9",
  "madeToOrder11",
] as const;
export type DeliveryGroup = (typeof DELIVERY_GROUPS)[number];

/** Why a mode cannot be picked for this address and bag; the page words each one. */
export type ModeRefusal =
  /** spec 001 §8 restrictedPostCode: the postcode (Highlands and Islands, Channel Islands, BFPO…) cannot have it. */
  | "restrictedPostCode"
  /** A gift order cannot have NEXTDAY or COLLECT+ (spec 001 §5). */
  | "gifting"
  /** Not offered to this country (only standard goes abroad; Collect+ is in the UK only). */
  | "international"
  /** The bag holds a line that is delivered on its own (furniture, made to order): the parcel goes standard. */
  | "splitDelivery";

/** A line as delivery sees it. */
export interface DeliveryLine {
  entryNumber: number;
  productCode: string;
  name: string;
  quantity: number;
  deliveryGroup: DeliveryGroup;
  /** spec 002 §5: may be sent abroad, and the countries it may never go to. */
  internationalDelivery: boolean;
  restrictedCountries: readonly string[];
}

export interface DeliveryQuoteInput {
  version: Version;
  currency: string;
  deliveryType: DeliveryType;
  /** Destination; null before the shopper has given an address (then the version's home country is assumed). */
  countryIso: string | null;
  postcode: string | null;
  /** Any gift box or gift message on the cart. */
  gifting: boolean;
  lines: readonly DeliveryLine[];
  /** The lines' subtotal after discounts, for the free standard delivery threshold. */
  linesSubtotal: number;
  /** From the bag's pricing (core/pricing/delivery-pricing.ts): the STD charge and free threshold of the version. */
  standardCharge: number;
  freeThreshold: number | null;
  /** A promotion makes standard delivery free. */
  freeStandardDelivery: boolean;
  now: Date;
  /** The mode the shopper picked, if any; the parcel's date follows it (the default mode when it is refused). */
  mode?: DeliveryModeCode | null;
  /** NOMINATE: the day the shopper chose; the first nominated date when absent or not on offer. */
  nominatedDate?: string | null;
}

export interface DeliveryModeOption {
  code: DeliveryModeCode;
  groupCode: string | null;
  /** Shopper wording, e.g. "Next day delivery" (UK and US English through the text catalogue is the page's job). */
  name: string;
  /** Minor units; 0 when free. */
  charge: number;
  /** Null when the mode can be picked. */
  refusal: ModeRefusal | null;
  /** ISO date (YYYY-MM-DD, the shop's time zone) the parcel arrives when ordered now; for NOMINATE the first date. */
  deliveryDate: string;
  /** ISO instant by which an order must be placed for `deliveryDate`; null when the mode has no same-day cut-off. */
  cutOff: string | null;
  /** NOMINATE: the dates the shopper may choose from (ISO dates), else empty. */
  nominatedDates: readonly string[];
}

/** One delivery of a split bag (spec 001 §9): the parcel, or a furniture or made-to-order delivery. */
export interface DeliveryGroupPlan {
  group: DeliveryGroup;
  entryNumbers: readonly number[];
  /** ISO date of the earliest delivery (the parcel: the chosen mode's date). */
  deliveryDate: string;
  /** The charge this delivery adds on top of the chosen mode's (furniture), minor units. */
  charge: number;
}

export interface DeliveryQuote {
  /** The country cannot be delivered to from this version at all (spec 001 §5 international delivery). */
  deliverable: boolean;
  /** Lines that cannot go to this country (product restrictions); the order cannot be placed while any remain. */
  undeliverableEntryNumbers: readonly number[];
  /** The postcode is on the restricted list (spec 001 §8 restrictedPostCode). */
  restrictedPostcode: boolean;
  /** International: the zone's rate applies to STD (row delivering to France: "Europe"). */
  zone: string | null;
  /** Every mode of the version and delivery type, with those that cannot be picked carrying their refusal. */
  modes: readonly DeliveryModeOption[];
  /** The mode picked when the shopper has not chosen one: STD, or COLLECT+ for a collection. */
  defaultMode: DeliveryModeCode;
  groups: readonly DeliveryGroupPlan[];
}

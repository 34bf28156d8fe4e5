import type { DeliveryGroup } from "../delivery/delivery-types.ts";
import { HOME_COUNTRY_BY_VERSION, type Version } from "../site/versions.ts";

// The shop's returns rules, per version: what the help/returns pages tell shoppers and what product pages publish
// to search engines (schema.org hasMerchantReturnPolicy), from this one place.

/** Most items may be returned within this many days of delivery, on every version. */
export const RETURN_WINDOW_DAYS = 28;

/** What sending a return by post costs the shopper. */
type ReturnPostage =
  /** A prepaid label, free. */
  | { kind: "free" }
  /** A prepaid label whose charge, in minor units per currency, is deducted from the refund. */
  | { kind: "label"; charges: Readonly<Record<string, number>> }
  /** The shopper sends it back at their own cost. */
  | { kind: "shopper" };

interface ReturnTerms {
  returnable: true;
  windowDays: number;
  /** Returns are taken in the version's stores too (free), besides by post. */
  inStore: boolean;
  postage: ReturnPostage;
  /** The country a return is sent back to. */
  returnTo: string;
}

/** Why an item cannot be sent back unless it is faulty. */
type NotReturnable = { returnable: false; reason: "hygiene" | "madeToOrder" };

export type ReturnPolicy = ReturnTerms | NotReturnable;

/** Free in the UK; a label charge in the US (stores free); at the shopper's cost from the rest of the world. */
export const RETURN_TERMS_BY_VERSION: Record<Version, ReturnTerms> = {
  uk: {
    returnable: true,
    windowDays: RETURN_WINDOW_DAYS,
    inStore: true,
    postage: { kind: "free" },
    returnTo: HOME_COUNTRY_BY_VERSION.uk,
  },
  us: {
    returnable: true,
    windowDays: RETURN_WINDOW_DAYS,
    inStore: true,
    postage: { kind: "label", charges: { USD: 895 } },
    returnTo: HOME_COUNTRY_BY_VERSION.us,
  },
  row: {
    returnable: true,
    windowDays: RETURN_WINDOW_DAYS,
    inStore: false,
    postage: { kind: "shopper" },
    returnTo: HOME_COUNTRY_BY_VERSION.row,
  },
};

/** Categories whose items are taken back only when faulty, for hygiene: duvets, pillows, mattress toppers. */
const HYGIENE_CATEGORY_CODES: readonly string[] = ["Duvets", "Pillows", "Mattress-Toppers"];

/** Delivery groups of pieces made for the shopper, taken back only when faulty. */
const MADE_TO_ORDER_GROUPS: readonly DeliveryGroup[] = ["madeToOrder6", "madeToOrder9", "madeToOrder11"];

/** The returns rule for a product on a version: its category trail and how it is made decide. */
export function returnPolicyFor(
  version: Version,
  product: { categoryCodes: readonly string[]; deliveryGroup: DeliveryGroup },
): ReturnPolicy {
  if (product.categoryCodes.some((code) => HYGIENE_CATEGORY_CODES.includes(code)))
    return { returnable: false, reason: "hygiene" };
  if (MADE_TO_ORDER_GROUPS.includes(product.deliveryGroup))
    return { returnable: false, reason: "madeToOrder" };
  return RETURN_TERMS_BY_VERSION[version];
}

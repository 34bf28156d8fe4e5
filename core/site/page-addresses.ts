import type { Version } from "./versions.ts";

// The addresses of the spec's pages (spec 000 §2) that an answer sends a shopper to, whether the answer is a page's
// redirect or a JSON call's `redirect` field: built where the answer is made, from one place.

export const bagPath = (version: Version) => `/${version}/bag`;

export const checkoutPath = (version: Version) => `/${version}/checkout/secure`;

/** The confirmation page of an order number (spec 001 §2). */
export const orderConfirmationPath = (version: Version, orderNumber: string) =>
  `/${version}/checkout/orderConfirmation/${encodeURIComponent(orderNumber)}`;

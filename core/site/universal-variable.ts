import { LOCALE_BY_VERSION, type Version } from "./versions.ts";

// spec 002 §2: page-type names used for recommendations and analytics.
type PageType = "home" | "basket" | "checkout" | "category" | "product" | "searchresults" | "other";

/** The page type of a site path without the version. */
export function pageTypeForPath(path: string): PageType {
  const clean = path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, "");
  const segments = clean.split("/");
  if (clean === "") return "home";
  if (segments[0] === "bag") return "basket";
  if (segments[0] === "checkout" || clean === "login/checkout") return "checkout";
  // spec 002 §2: a route is search when its second path segment contains "search"; without the version it is the first.
  if (segments[0]?.includes("search")) return "searchresults";
  if (segments.includes("p")) return "product";
  if (segments.includes("c")) return "category";
  return "other";
}

interface UniversalInput {
  version: Version;
  path: string;
  currency: string;
  country: string;
  csrfToken: string;
  user: {
    signedIn: boolean;
    softLoggedIn: boolean;
    firstName: string;
    customerId: string;
    email: string;
    /** spec 001 §3: GUEST, registered or B2B. */
    customerType: "GUEST" | "registered" | "B2B";
  };
  cart: {
    guid: string;
    id: string;
    totalItems: number;
    lineItems: { productId: string; itemPrice: number; quantity: number }[];
  };
  savedItems: number;
}

/** The universal data of spec 002 §3 and 001 §3: user, page and basket, plus the counters the header shows. */
export function buildUniversalVariable(input: UniversalInput) {
  return {
    user: {
      isSignedIn: input.user.signedIn,
      isSoftLoggedIn: input.user.softLoggedIn,
      firstName: input.user.firstName === "anonymous" ? "" : input.user.firstName,
      email: input.user.email,
      cartGuid: input.cart.guid,
      cartId: input.cart.id,
      customerID: input.user.customerId,
      customerType: input.user.customerType,
      userSelectedCountry: input.country,
    },
    page: {
      type: pageTypeForPath(input.path),
      url: `/${input.version}/${input.path.replace(/^\/+/, "")}`,
      version: input.version,
      locale: LOCALE_BY_VERSION[input.version],
      currency: input.currency,
    },
    basket: {
      total_items: input.cart.totalItems,
      currency: input.currency,
      line_items: input.cart.lineItems,
    },
    counters: { bag: input.cart.totalItems, savedItems: input.savedItems },
    csrfToken: input.csrfToken,
  };
}

export type UniversalVariable = ReturnType<typeof buildUniversalVariable>;

import type { PageType } from "./tracking-events.ts";

// The page type of a page view, from the id of the route that rendered it (app/routes.ts). A route added later
// without a row here is reported as "other" rather than refused.
const PAGE_TYPE_BY_ROUTE: Readonly<Record<string, PageType>> = {
  "routes/home": "home",
  "category-landing": "category",
  listing: "listing",
  search: "search",
  product: "product",
  "grouped-product": "product",
  bundle: "bundle",
  collection: "collection",
  "e-gift-card": "gift-card",
  "gift-card": "gift-card",
  "gift-card-balance": "gift-card",
  bag: "bag",
  checkout: "checkout",
  "checkout-login": "checkout",
  "order-confirmation": "order-confirmation",
  "my-account": "account",
  "my-account-order": "account",
  "guest-track-order": "account",
  login: "login",
  "login-register": "login",
  "login-account": "login",
  "password-request": "login",
  "password-change": "login",
  "saved-items": "saved-items",
  "our-stores": "stores",
  "our-store": "store",
  magazine: "magazine",
  "magazine-category": "magazine",
  "magazine-article": "magazine",
  help: "content",
  "our-world": "content",
  "our-world-feature": "content",
  "our-world-category": "content",
  "our-world-article": "content",
  "our-world-category-feature": "content",
  "amplience-content": "content",
  subscription: "content",
  "contact-us": "content",
  "brochure-request": "content",
  "cookie-preferences": "cookie-preferences",
  "routes/not-found": "not-found",
};

/** The page type of the leaf route `routeId`; a listing route that answered "not found" is a not-found page. */
export function pageTypeOf(routeId: string | undefined, notFound = false): PageType {
  if (notFound) return "not-found";
  return (routeId && PAGE_TYPE_BY_ROUTE[routeId]) || "other";
}

// What the edge needs to know about each state-changing route before anything reads its body
// (ARCHITECTURE.md "Limits"): which body limit applies and which rate-limit bucket counts it.
// Form routes share a bucket with their page action, so the JSON endpoint and the native form
// of one form count together.

import type { RateLimitRule } from "../core/limits/rate-limit.ts";
import type { EdgeLimits } from "./edge-limits.ts";

type BodyKind = "api" | "form";

interface EdgeRoute {
  body: BodyKind;
  /** The rate-limit bucket, for routes that store what a shopper sends. */
  bucket?: string;
  /** A React Router page action: only form bodies are accepted. */
  pageAction: boolean;
}

const VERSION = "(uk|us|row)";

/**
 * spec 001 §7 "Checkout": the calls under /checkout/secure/ that answer JSON; every other address there under a
 * version is a page (the checkout itself, its sign-in, the order confirmation).
 */
const CHECKOUT_CALLS = [
  "gift-box",
  "gift-boxes",
  "gift-message",
  "cart.json",
  "invalid-cart-entries.json",
  "checkout-config",
  "countries.json",
  "titles.json",
  "delivery-modes.json",
  "delivery-mode",
  "api/address-suggestions",
  "api/address-lookup.json",
  "findPudos",
  "redeem-gift-voucher.json",
  "remove-gift-payment.json",
  "world-pay-iframe.json",
  "update-save-payment",
  "authorise-order",
  "place-order-saved-card",
  "savedCards/world-pay-iframe",
  "saved-payments",
  // PayPal (server/api/paypal/paypal-routes.ts).
  "paypalConfig.json",
  "toPayPal",
  "toSmartPayPal",
  "fromPayPal",
  "payPalAuth",
  "fromPayPalBag",
  "fromPayPalBag/approved",
  "toSmartPayPalFromBag",
  "paypal-delivery",
  // Apple Pay and Google Pay (server/api/wallets/wallet-routes.ts).
  "googlepay-delivery-address",
  "applepay-delivery-address",
  "googlepay-delivery-mode",
  "applepay-delivery-mode",
  "ewallet-user",
  "request-session",
  "gpay-authorise-order",
  "gpay-authorise-order-from-bag",
  "authorise-order-from-bag",
  "applepay-authorise-order",
] as const;

const ROUTES: { pattern: RegExp; route: EdgeRoute }[] = [
  {
    pattern: new RegExp(`^/${VERSION}/join-request/?$`),
    route: { body: "form", bucket: "newsletter", pageAction: false },
  },
  { pattern: /^\/_s\/currency_country_xhr\/?$/, route: { body: "form", pageAction: false } },
  {
    pattern: /^\/api\/content\/[^/]+\/contact-us\/?$/,
    route: { body: "form", bucket: "contact-us", pageAction: false },
  },
  {
    pattern: /^\/api\/content\/[^/]+\/brochure-request\/?$/,
    route: { body: "form", bucket: "brochure-request", pageAction: false },
  },
  {
    pattern: /^\/api\/product\/notifyme\/?$/,
    route: { body: "api", bucket: "notify-me", pageAction: false },
  },
  // The OAuth token endpoint takes a form (RFC 6749); the password grant counts its own attempts
  // (server/api/oauth/routes.ts), so no form bucket here.
  { pattern: /^\/authorizationserver\/oauth\/token\/?$/, route: { body: "form", pageAction: false } },
  // spec 001 §7 checkout calls that answer JSON, with or without a version; other checkout/secure addresses
  // under a version stay pages. Gift card codes are limited by the gift card service, not per address.
  {
    pattern: new RegExp(
      `^(/${VERSION})?/checkout/secure/(${CHECKOUT_CALLS.map((call) => call.replace(".", "\\.")).join("|")})/?$`,
    ),
    route: { body: "api", pageAction: false },
  },
  // A gift card's balance by code and PIN: the service counts every try per session, per address and per card, and
  // locks a card after wrong PINs (docs/decisions/043), so no form bucket here, neither for the call nor the page.
  {
    pattern: new RegExp(`^(/${VERSION})?/gift-cards/balance\\.json/?$`),
    route: { body: "api", pageAction: false },
  },
  {
    pattern: new RegExp(`^/${VERSION}/gift-cards/balance(\\.data)?/?$`),
    route: { body: "form", pageAction: true },
  },
  // spec 001 §7 "Account": the my-account calls answer JSON, with or without a version.
  {
    pattern: new RegExp(`^(/${VERSION})?/my-account-endpoint/(add-address|personal-details|countryInfo)/?$`),
    route: { body: "api", pageAction: false },
  },
  // Page actions, as native posts and as React Router's `.data` fetches.
  // The bag page's changes (quantity, remove, codes, gift boxes) and the add-to-bag form: a shopper makes many, so
  // no rate-limit bucket.
  {
    pattern: new RegExp(`^/${VERSION}/bag(/update)?(\\.data)?/?$`),
    route: { body: "form", pageAction: true },
  },
  // The checkout's sections, gift cards and placing the order: a guest checkout is 6 to 10 posts, and an office or
  // a carrier's NAT shares one address, so no bucket per address (docs/decisions/031-limits-per-shopper.md). What
  // can be guessed is limited where it is checked: gift card codes per shopper, per card and for the whole shop.
  {
    pattern: new RegExp(`^/${VERSION}/checkout/secure(\\.data)?/?$`),
    route: { body: "form", pageAction: true },
  },
  // My account's changes (details, addresses): only for a signed-in customer, who makes several in a visit.
  {
    pattern: new RegExp(`^/${VERSION}/my-account(\\.data)?/?$`),
    route: { body: "form", pageAction: true },
  },
  // Sign-in (also the checkout's), registration and sign-out count their own attempts per account and address
  // (decision 018).
  {
    pattern: new RegExp(
      `^/${VERSION}/(login|login/register|login/account|login/checkout|logout)(\\.data)?/?$`,
    ),
    route: { body: "form", pageAction: true },
  },
  // Guest order tracking: a number and an e-mail could be tried in bulk, so each client address gets the form
  // allowance of tries.
  {
    pattern: new RegExp(`^/${VERSION}/guest/trackOrder(\\.data)?/?$`),
    route: { body: "form", bucket: "track-order", pageAction: true },
  },
  {
    pattern: new RegExp(`^/${VERSION}/help/contact-us(\\.data)?/?$`),
    route: { body: "form", bucket: "contact-us", pageAction: true },
  },
  {
    pattern: new RegExp(`^/${VERSION}/brochure-request(\\.data)?/?$`),
    route: { body: "form", bucket: "brochure-request", pageAction: true },
  },
];

const API_PATH =
  /^\/(api|twccmsservice|TWCcommercewebservices|authorizationserver|_s|header|healthz|bag|login-endpoint|my-account-endpoint)(\/|$)/;
const API_UNDER_VERSION = new RegExp(
  `^/${VERSION}/(cart|api|header|bag|async|search/autocomplete|json|login-endpoint|my-account-endpoint)(/|$)`,
);

/** The bag page's own address without a version: /bag/… are the bag's calls, /bag itself is a page (spec 000 §2). */
const BAG_PAGE = /^\/bag\/?$/;

/** True for the paths the spec's API answers, so an unknown one is a JSON 404 rather than a page. */
export function isApiPath(pathname: string): boolean {
  return API_PATH.test(pathname) && !BAG_PAGE.test(pathname);
}

/** The edge's view of a state-changing request to `pathname`. */
export function edgeRouteFor(pathname: string): EdgeRoute {
  for (const { pattern, route } of ROUTES) if (pattern.test(pathname)) return route;
  if (isApiPath(pathname) || API_UNDER_VERSION.test(pathname)) return { body: "api", pageAction: false };
  // Any other post under a version is a page: a future page action gets a form limit and a bucket of its own kind.
  if (new RegExp(`^/${VERSION}(/|$)`).test(pathname))
    return { body: "form", bucket: "page-action", pageAction: true };
  return { body: "api", pageAction: false };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The rate limit a request counts against: state-changing posts to a route with a bucket, else none. */
export function formRateLimitRule(
  method: string,
  pathname: string,
  limits: EdgeLimits,
): RateLimitRule | null {
  if (SAFE_METHODS.has(method)) return null;
  const bucket = edgeRouteFor(pathname).bucket;
  return bucket ? { bucket, limit: limits.formPosts, windowSeconds: limits.windowSeconds } : null;
}

import { PLACEMENTS } from "../recommendations/recommendation-rules.ts";
import { z } from "../validation/zod.ts";

// The one schema of every analytics event the storefront emits (spec 002 §7 "Search-and-merchandising tracker",
// "Personalization service", "Recommendation service"; §9 input tracking; spec 000 §7 keyword search). Each event
// is pushed to `window.dataLayer` by app/lib/tracking/track-event.ts and, with the shopper's consent, sent to the
// first-party collector (POST /api/collect), which parses it with this same schema. The README's "Tracking
// events" section lists them. Names of the personalisation events are the spec's own words.

const code = z.string().trim().min(1).max(64);
const shortText = z.string().max(200);
const money = z.number().finite().min(0).max(10_000_000);
const currency = z.string().regex(/^[A-Z]{3}$/);
const quantity = z.number().int().min(1).max(999);

const ecommerceItem = z.strictObject({
  item_id: code,
  item_name: shortText.optional(),
  item_group_id: code.optional(),
  item_variant: shortText.optional(),
  price: money.optional(),
  quantity: quantity.optional(),
});
const items = z.array(ecommerceItem).min(1).max(100);

/** spec 001 §4 and 002 §3: value is price times quantity in major units, rounded to 2 decimals. */
const addToCart = z.strictObject({
  event: z.literal("Add to Cart"),
  ecommerce: z.strictObject({ value: money, currency, items }),
});

const purchase = z.strictObject({
  event: z.literal("Purchase"),
  ecommerce: z.strictObject({
    transaction_id: code,
    value: money,
    tax: money,
    shipping: money,
    currency,
    items,
  }),
});

const promoCodeEntered = z.strictObject({
  event: z.literal("Promo Code Entered"),
  code: z.string().trim().min(1).max(40),
  accepted: z.boolean(),
});

export const KEYWORD_SEARCH_SOURCES = ["submit", "suggestion", "recent", "popular"] as const;

const keywordSearch = z.strictObject({
  event: z.literal("Keyword Search"),
  keyword: z.string().trim().min(1).max(200),
  searchSource: z.enum(KEYWORD_SEARCH_SOURCES),
});

/** The bag as the server priced it, sent when the bag page shows it (the personalisation service's cart). */
const syncCart = z.strictObject({
  event: z.literal("Sync cart"),
  ecommerce: z.strictObject({ value: money, currency, items: z.array(ecommerceItem).max(100) }),
});

const login = z.strictObject({
  event: z.literal("Login"),
  method: z.enum(["password", "magic-link"]),
});

const signup = z.strictObject({ event: z.literal("Signup") });

const wishlistItems = z.strictObject({ items: z.array(ecommerceItem).length(1) });
const addToWishlist = z.strictObject({ event: z.literal("Add to Wishlist"), ecommerce: wishlistItems });
const removeFromWishlist = z.strictObject({
  event: z.literal("Remove from Wishlist"),
  ecommerce: wishlistItems,
});

/** spec 000 §4: the address itself is never tracked, only the SHA-256 hex of the trimmed, lower-cased address. */
const newsletterSubscription = z.strictObject({
  event: z.literal("Newsletter Subscription"),
  emailHash: z.string().regex(/^[0-9a-f]{64}$/),
});

const notifyMe = z.strictObject({ event: z.literal("Notify Me"), productCode: code });

const sortItems = z.strictObject({
  event: z.literal("Sort Items"),
  sortBy: z.string().trim().min(1).max(64),
});

const filterItems = z.strictObject({
  event: z.literal("Filter Items"),
  /** The listing's facet query after the change (`:relevance:colour:White`), never free text of the shopper. */
  filters: z.string().max(500),
});

const marketingOptIn = z.strictObject({
  event: z.literal("Marketing Opt In"),
  optIn: z.boolean(),
});

export const PAGE_TYPES = [
  "home",
  "category",
  "listing",
  "search",
  "product",
  "bundle",
  "collection",
  "gift-card",
  "bag",
  "checkout",
  "order-confirmation",
  "account",
  "login",
  "saved-items",
  "stores",
  "store",
  "magazine",
  "content",
  "cookie-preferences",
  "not-found",
  "other",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

const pagePath = z
  .string()
  .regex(/^\/[^\s]*$/)
  .max(500);

const pageView = z.strictObject({
  event: z.literal("Page View"),
  pageType: z.enum(PAGE_TYPES),
  path: pagePath,
});

export const MERCHANDISING_ACTIONS = ["view", "click", "add-to-cart"] as const;

/**
 * spec 002 §7 "Search-and-merchandising tracker": action, sourceId (the result set the shopper saw: the search's
 * responseId, or the listing's path), target (a product, or the page's path), the tracking session, and optional
 * quantity, variant and query.
 */
const merchandising = z.strictObject({
  event: z.literal("Merchandising"),
  action: z.enum(MERCHANDISING_ACTIONS),
  sourceId: z.string().trim().min(1).max(500),
  target: z.union([z.strictObject({ product: code }), z.strictObject({ pathToPage: pagePath })]),
  user: z.strictObject({ identities: z.strictObject({ sessionId: z.string().regex(/^[\w-]{8,64}$/) }) }),
  metadata: z
    .strictObject({
      quantity: quantity.optional(),
      variant: code.optional(),
      query: z.string().max(200).optional(),
    })
    .optional(),
});

/**
 * spec 002 §9: a field is reported 10 ms after blur, or after it is created already filled. A sensitive field
 * (core/tracking/field-masking.ts) is reported as filled or not only: the schema refuses a value for it, so a
 * mistake in a page cannot send one to the collector.
 */
const inputTracking = z
  .strictObject({
    event: z.literal("Input Tracking"),
    form: z.string().max(100),
    field: z.string().min(1).max(100),
    filled: z.boolean(),
    sensitive: z.boolean(),
    value: z.string().max(100).optional(),
  })
  .refine((event) => !(event.sensitive && event.value !== undefined), {
    message: "A sensitive field is reported as filled or not only, never with its value",
    path: ["value"],
  });

// The strips the recommendation service fills, named once by that service.
const RECOMMENDATION_PLACEMENTS = PLACEMENTS;

/** spec 002 §7 "Recommendation service": the recommendations a shopper was shown (once per carousel shown). */
const recommendationImpression = z.strictObject({
  event: z.literal("Recommendation Impression"),
  placement: z.enum(RECOMMENDATION_PLACEMENTS),
  productCodes: z.array(code).min(1).max(50),
});

/** spec 002 §7 "Recommendation service": a recommended product followed; position counts from 1. */
const recommendationClick = z.strictObject({
  event: z.literal("Recommendation Click"),
  placement: z.enum(RECOMMENDATION_PLACEMENTS),
  productCode: code,
  position: z.number().int().min(1).max(50),
});

/** spec 001 §8: an address the tax provider or delivery refused (also raised as a window event). */
const addressError = z.strictObject({
  event: z.literal("addressError"),
  code: z.string().max(64),
  taxRegion: z.string().max(64).nullable(),
  message: z.string().max(300),
});

export const trackingEventSchema = z.discriminatedUnion("event", [
  addToCart,
  purchase,
  promoCodeEntered,
  keywordSearch,
  syncCart,
  login,
  signup,
  addToWishlist,
  removeFromWishlist,
  newsletterSubscription,
  notifyMe,
  sortItems,
  filterItems,
  marketingOptIn,
  pageView,
  merchandising,
  inputTracking,
  recommendationImpression,
  recommendationClick,
  addressError,
]);

export type TrackingEvent = z.infer<typeof trackingEventSchema>;
export type TrackingEventName = TrackingEvent["event"];
/** One event of a name, for the helpers that build it. */
export type TrackingEventOf<Name extends TrackingEventName> = Extract<TrackingEvent, { event: Name }>;

/** Every event name, in the order the README lists them. */
export const TRACKING_EVENT_NAMES: readonly TrackingEventName[] = trackingEventSchema.options.map(
  (option) => option.shape.event.value,
) as TrackingEventName[];

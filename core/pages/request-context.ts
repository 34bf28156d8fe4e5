import type { AccountService } from "../accounts/account-service.ts";
import type { VisitorState } from "../accounts/account-types.ts";
import type { AddressService } from "../accounts/address-service.ts";
import type { GuardedSignIn } from "../accounts/attempt-limits.ts";
import type { PasswordService } from "../accounts/password-service.ts";
import type { PersonalDetailsService } from "../accounts/personal-details-service.ts";
import type { RegistrationService } from "../accounts/registration-service.ts";
import type { BagService } from "../cart/bag-service.ts";
import type { CartService } from "../cart/cart-service.ts";
import type { CarouselService } from "../catalogue/carousel-service.ts";
import type { ProductService } from "../catalogue/product-service.ts";
import type { CatalogueAdmin } from "../catalogue-admin/catalogue-admin.ts";
import type { CheckoutService } from "../checkout/checkout-service.ts";
import type { CollectionPointService } from "../collection-points/find-collection-points.ts";
import type { ContentService } from "../content/content-service.ts";
import type { ContentFormService } from "../content-forms/content-form-service.ts";
import type { GiftCardPurchaseService } from "../gift-card-purchase/gift-card-purchase-service.ts";
import type { GiftCardAdmin } from "../gift-cards/gift-card-admin.ts";
import type { GiftCardBalanceCheck } from "../gift-cards/gift-card-balance-check.ts";
import type { GiftCardService } from "../gift-cards/gift-card-service.ts";
import type { GiftingService } from "../gifting/gifting-service.ts";
import type { RateLimitVerdict } from "../limits/rate-limit.ts";
import type { MagazineService } from "../magazine/magazine-service.ts";
import type { OutboxRepository } from "../mail/mail-types.ts";
import type { OrderAdmin } from "../order-admin/order-admin.ts";
import type { OrderRecords } from "../order-admin/order-record.ts";
import type { OrderLife } from "../order-life/order-life.ts";
import type { OrderLookup } from "../orders/order-lookup.ts";
import type { OrderWorkflow } from "../orders/place-order.ts";
import type { EGiftCardResend } from "../orders/resend-e-gift-card.ts";
import type { CardAcquirer } from "../payments/card-acquirer.ts";
import type { CardCheckout } from "../payments/card-checkout.ts";
import type { SavedCards } from "../payments/saved-cards.ts";
import type { PromotionAdmin } from "../promotions/promotion-admin.ts";
import type { RecommendationService } from "../recommendations/recommendation-service.ts";
import type { SearchServicePort } from "../search/search-service.ts";
import type { ClaimedSessionKey, Session, SessionData } from "../session/session.ts";
import type { CountryService } from "../site/country-service.ts";
import type { SiteConfig } from "../site/site-config.ts";
import type { UniversalVariable } from "../site/universal-variable.ts";
import type { Version } from "../site/versions.ts";
import type { AdminRequestContext } from "../staff/admin-context.ts";
import type { StoreFinder } from "../stores/store-finder.ts";
import type { WishlistService } from "../wishlist/wishlist-service.ts";

/**
 * The services every page loader and action may use: the one list, which the server's `createServices` satisfies
 * and hands to the pages as it is (server/pages.ts). A service pages need is added here and built there.
 */
export interface PageServices {
  content: ContentService;
  contentForms: ContentFormService;
  magazine: MagazineService;
  carousels: CarouselService;
  countries: CountryService;
  product: ProductService;
  /** Every recommended product: pair with, upsell, not found, empty bag, recently viewed. */
  recommendations: RecommendationService;
  wishlist: WishlistService;
  cart: CartService;
  bag: BagService;
  gifting: GiftingService;
  search: SearchServicePort;
  config: Record<Version, SiteConfig>;
  /** Reset and sign-in links, password changes (6). */
  passwords: PasswordService;
  /** My account: the address book and personal details, scoped by customer. */
  addresses: AddressService;
  personalDetails: PersonalDetailsService;
  /** Signing in (core/accounts/account-service.ts). */
  accounts: AccountService;
  /** Registering, finished by the link it mails (core/accounts/registration-service.ts). */
  registrations: RegistrationService;
  /** The checkout up to payment: state per cart, delivery, tax. */
  checkout: CheckoutService;
  /** Collect+ points by place or position, and a chosen point again. */
  collectionPoints: CollectionPointService;
  /** Find a store (our-stores): the stores near a place or position, or all of them (core/stores). */
  storeFinder: StoreFinder;
  /** Gift cards paying for the order (docs/decisions/023-gift-card-ledger.md). */
  giftCards: GiftCardService;
  /** A gift card's balance by code and PIN, guessing throttled and locked (docs/decisions/043). */
  giftCardBalance: GiftCardBalanceCheck;
  /** Gift cards bought into the bag, each its own line (core/gift-card-purchase). */
  giftCardPurchases: GiftCardPurchaseService;
  /** The hosted-page card acquirer (docs/decisions/022-card-payments-sandbox.md). */
  cardAcquirer: CardAcquirer;
  /** Placing the order (docs/decisions/024-place-order-workflow.md). */
  orders: OrderWorkflow;
  /** Reading placed orders, only by whoever may see them. */
  orderLookup: OrderLookup;
  /** An e-gift card sent again to the buyer's corrected address, for an order already found theirs. */
  resendEGiftCard: EGiftCardResend;
  /** Paying by card at checkout: the hosted page per attempt and its signed result (core/payments). */
  cardCheckout: CardCheckout;
  /** A signed-in customer's saved cards (spec 001 §3 savedCards). */
  savedCards: SavedCards;
  /** The back office's promotion codes (issue 29; every page checks the staff member's permission first). */
  promotionAdmin: PromotionAdmin;
  /** Dispatch, cancel and refund an order's lines, once per key (docs/decisions/056-an-orders-life.md). */
  orderLife: OrderLife;
  /** The back office's order page: an order with its changes, money and e-mails (core/order-admin). */
  orderRecords: OrderRecords;
  /** The back office's catalogue: prices, stock and availability (issue 29; checked as promotionAdmin is). */
  catalogueAdmin: CatalogueAdmin;
  /** The back office's gift cards: look up, block, unblock, resend (issue 29 point 5). */
  giftCardAdmin: GiftCardAdmin;
  /** The back office's order list and its CSV (issue 29 point 2; pages check viewOrders first). */
  orderAdmin: OrderAdmin;
  /** The Apple Pay and Google Pay script to load (docs/decisions/026-wallets.md); null when none. */
  walletPage: { scriptUrl: string | null; sandboxAppleDevice: boolean };
}

/** What the server hands every page loader: core services and this request's facts. */
export interface RequestContext {
  services: PageServices;
  /** The back office's staff session and sign-in, for pages under /admin only; null elsewhere. */
  admin: AdminRequestContext | null;
  /**
   * The development mailbox: `enabled` only when it is served at all (server/main.ts) and this request comes
   * from the machine itself (server/middleware/this-machine.ts).
   */
  mailbox: { enabled: boolean; outbox: Pick<OutboxRepository, "latest" | "find"> };
  /** The client's address as rate limits count it (server/middleware/client-address.ts). */
  clientAddress: string;
  nonce: string;
  requestId: string;
  session: Session;
  /** Saves changed session data (the cart guid, a one-time bag notice) for the rest of the visit. */
  updateSession(data: Partial<SessionData>): Promise<void>;
  /**
   * Has the session keep a new cart's or list's guid, answering the guid it keeps: racing requests of one
   * session all get the first.
   */
  keepInSession(key: ClaimedSessionKey): (candidate: string) => Promise<string>;
  /** The shop's public scheme and host (PUBLIC_ORIGIN), for canonical, hreflang and JSON-LD addresses. */
  origin: string;
  /** Logs an unexpected error of this request as structured fields, with its request id. */
  reportError(error: unknown): void;
  /** Who the visitor is on this request: guest, signed in, or soft logged in past the idle time (spec 001 §4). */
  visitor(): VisitorState;
  /**
   * Signs the customer in on this session: merges the guest's bag and saved items into the customer's,
   * gives the session a new id and CSRF token, and starts the idle time. Answers what the merge added.
   */
  signIn(
    customerId: string,
    options?: { keepGuestBagOnly?: boolean },
  ): Promise<{ bagUnitsAdded: number; savedItemsAdded: number }>;
  /** Deletes the session on the server; the visitor goes on as a new guest with an empty bag. */
  signOut(): Promise<void>;
  /** Counts a registration against the e-mail and the client's address (429 past the limit). */
  consumeRegistrationAttempt(email: string): Promise<RateLimitVerdict>;
  /**
   * Checks a password within the sign-in limits (core/accounts/attempt-limits.ts): refused unchecked when the
   * client's address is past its allowance, else `check` runs, after the account's wait once it is being guessed.
   */
  attemptSignIn<T extends { ok: boolean }>(email: string, check: () => Promise<T>): Promise<GuardedSignIn<T>>;
  /** Logs a structured event of this request (with its request id); never pass secrets. */
  logEvent(fields: Record<string, unknown>, message: string): void;
  /** Reads the shopper's bag and saved-items counts, hence async. */
  universal(version: Version, path: string): Promise<UniversalVariable>;
  /**
   * True when this page is rendered once for every shopper of its version and kept by the page cache
   * (docs/decisions/051-shareable-pages.md): the session is a stranger's with only the visitor's region, nothing can
   * be written to it, and what is personal comes from the universal data after the first paint.
   */
  shared: boolean;
  /** Records the products the page shows, so that a change to any of them drops the page's shared copy. */
  pageShows(productCodes: readonly string[]): void;
}

import { randomBytes, randomUUID } from "node:crypto";
import type { SiteConfigByVersion } from "../config/load-site-config.ts";
import { createAccountService } from "../core/accounts/account-service.ts";
import { createAddressService } from "../core/accounts/address-service.ts";
import { installCommonPasswords } from "../core/accounts/password-rules.ts";
import {
  createPasswordService,
  DEFAULT_PASSWORD_REQUEST_LIMITS,
  type PasswordRequestLimits,
} from "../core/accounts/password-service.ts";
import { createPersonalDetailsService } from "../core/accounts/personal-details-service.ts";
import { createRegistrationService } from "../core/accounts/registration-service.ts";
import { createBagService } from "../core/cart/bag-service.ts";
import { createCartService } from "../core/cart/cart-service.ts";
import { createCartMerge } from "../core/cart/merge-at-sign-in.ts";
import { createCarouselService } from "../core/catalogue/carousel-service.ts";
import { createPerChangeMemo } from "../core/catalogue/per-change-memo.ts";
import { createProductService } from "../core/catalogue/product-service.ts";
import { createCatalogueAdmin } from "../core/catalogue-admin/catalogue-admin.ts";
import { createCheckoutService } from "../core/checkout/checkout-service.ts";
import { createCollectionPointSearch } from "../core/collection-points/find-collection-points.ts";
import { cacheFor } from "../core/content/cache-for.ts";
import { createContentPlatform } from "../core/content/content-platform.ts";
import { createContentService } from "../core/content/content-service.ts";
import { createImageService } from "../core/content/image-service.ts";
import { createContentFormService } from "../core/content-forms/content-form-service.ts";
import { deliveryPriceList } from "../core/delivery/delivery-price-list.ts";
import { quoteDelivery } from "../core/delivery/delivery-quote.ts";
import { createGiftCardPurchaseService } from "../core/gift-card-purchase/gift-card-purchase-service.ts";
import { createGiftCardAdmin } from "../core/gift-cards/gift-card-admin.ts";
import {
  DEFAULT_GIFT_CARD_ATTEMPT_LIMITS,
  type GiftCardAttemptLimits,
} from "../core/gift-cards/gift-card-attempts.ts";
import {
  type BalanceCheckLimits,
  createGiftCardBalanceCheck,
  DEFAULT_BALANCE_CHECK_LIMITS,
} from "../core/gift-cards/gift-card-balance-check.ts";
import { DEVELOPMENT_GIFT_CARD_SECRET, giftCardDigests } from "../core/gift-cards/gift-card-digests.ts";
import { giftCardSealer } from "../core/gift-cards/gift-card-sealing.ts";
import { createGiftCardService } from "../core/gift-cards/gift-card-service.ts";
import { issueGiftCard } from "../core/gift-cards/issue-gift-card.ts";
import { createGiftingService } from "../core/gifting/gifting-service.ts";
import { createMagazineService } from "../core/magazine/magazine-service.ts";
import { eGiftCardEmail } from "../core/mail/e-gift-card-email.ts";
import { createNewsletterService } from "../core/newsletter/newsletter-service.ts";
import { createOAuthService } from "../core/oauth/oauth-service.ts";
import { observeOrderAttempts } from "../core/observability/observe-order-attempts.ts";
import { NO_STEP_TRACER, type StepTracer } from "../core/observability/step-tracer.ts";
import { createOrderAdmin } from "../core/order-admin/order-admin.ts";
import { createOrderRecords } from "../core/order-admin/order-record.ts";
import type { ExpiringAuthorisation } from "../core/order-life/expiring-authorisations.ts";
import { createOrderLife } from "../core/order-life/order-life.ts";
import { createOrderLookup } from "../core/orders/order-lookup.ts";
import { newGuestToken, newOrderNumber } from "../core/orders/order-number.ts";
import { createOrderWorkflow } from "../core/orders/place-order.ts";
import { createEGiftCardResend } from "../core/orders/resend-e-gift-card.ts";
import { createEGiftCardSender } from "../core/orders/send-e-gift-card.ts";
import type { PageServices } from "../core/pages/request-context.ts";
import { createCardCheckout } from "../core/payments/card-checkout.ts";
import { routeOrderSettlement } from "../core/payments/order-settlement.ts";
import { routePayments } from "../core/payments/payment-routing.ts";
import { paypalPaymentBackend } from "../core/payments/paypal-backend.ts";
import { createPayPalCheckout } from "../core/payments/paypal-checkout.ts";
import { createSavedCards } from "../core/payments/saved-cards.ts";
import { createWalletCheckout } from "../core/payments/wallet-checkout.ts";
import { describeWalletMode } from "../core/payments/wallet-mode-description.ts";
import { deliveryPricingFor } from "../core/pricing/delivery-pricing.ts";
import { priceCart } from "../core/pricing/price-cart.ts";
import { createPromotionAdmin } from "../core/promotions/promotion-admin.ts";
import { createPromotionService } from "../core/promotions/promotion-service.ts";
import { createRecommendationService } from "../core/recommendations/recommendation-service.ts";
import { createCountryService } from "../core/site/country-service.ts";
import { createSitemapService } from "../core/site/sitemap-service.ts";
import type { Version } from "../core/site/versions.ts";
import type { StaffSignInLimits } from "../core/staff/staff-service.ts";
import { createStoreFinder } from "../core/stores/store-finder.ts";
import { createStoreStockService } from "../core/stores/store-stock-service.ts";
import { createEventCollector } from "../core/tracking/collect-events.ts";
import { createWishlistService } from "../core/wishlist/wishlist-service.ts";
import type { DatabaseHandle } from "../data/db.ts";
import { loadCommonPasswords } from "../data/reference/common-passwords.ts";
import { createAddressRepository } from "../data/repositories/address-repository.ts";
import { createCarouselRepository } from "../data/repositories/carousel-repository.ts";
import {
  cartHasGiftCardLines,
  createCartGiftCardRepository,
} from "../data/repositories/cart-gift-card-repository.ts";
import { createCartRepository } from "../data/repositories/cart-repository.ts";
import { createCatalogueAdminRepository } from "../data/repositories/catalogue-admin-repository.ts";
import { createCheckoutRepository } from "../data/repositories/checkout-repository.ts";
import { createContentFormRepository } from "../data/repositories/content-form-repository.ts";
import { createContentPlatformRepository } from "../data/repositories/content-platform-repository.ts";
import { createContentRepository } from "../data/repositories/content-repository.ts";
import { createCountryRepository } from "../data/repositories/country-repository.ts";
import { createCustomerRepository } from "../data/repositories/customer-repository.ts";
import { createGiftCardAdminRepository } from "../data/repositories/gift-card-admin-repository.ts";
import { createGiftCardRepository } from "../data/repositories/gift-card-repository.ts";
import { createGiftingRepository } from "../data/repositories/gifting-repository.ts";
import { createImageRepository } from "../data/repositories/image-repository.ts";
import { createJobRepository } from "../data/repositories/job-repository.ts";
import { createMagazineRepository } from "../data/repositories/magazine-repository.ts";
import { createNewsletterRepository } from "../data/repositories/newsletter-repository.ts";
import { createOAuthTokenRepository } from "../data/repositories/oauth-token-repository.ts";
import { createOrderAdminRepository } from "../data/repositories/order-admin-repository.ts";
import { createEGiftCardOutbox } from "../data/repositories/order-gift-card-repository.ts";
import { createOrderLifeRepository } from "../data/repositories/order-life-repository.ts";
import { createOrderRecordRepository } from "../data/repositories/order-record-repository.ts";
import { createOrderRepository } from "../data/repositories/order-repository.ts";
import { createOutboxRepository } from "../data/repositories/outbox-repository.ts";
import { createPasswordTokenRepository } from "../data/repositories/password-token-repository.ts";
import { createPendingRegistrationRepository } from "../data/repositories/pending-registration-repository.ts";
import { createProductRepository } from "../data/repositories/product-repository.ts";
import { createPromotionAdminRepository } from "../data/repositories/promotion-admin-repository.ts";
import { createPromotionRepository } from "../data/repositories/promotion-repository.ts";
import { createRateLimitRepository } from "../data/repositories/rate-limit-repository.ts";
import { createRecommendationRepository } from "../data/repositories/recommendation-repository.ts";
import { createSavedCardRepository } from "../data/repositories/saved-card-repository.ts";
import { createSessionRepository } from "../data/repositories/session-repository.ts";
import { createSitemapRepository } from "../data/repositories/sitemap-repository.ts";
import { createStoreRepository } from "../data/repositories/store-repository.ts";
import { createTrackingEventRepository } from "../data/repositories/tracking-event-repository.ts";
import { createWishlistRepository } from "../data/repositories/wishlist-repository.ts";
import { createAddressLookup } from "../providers/address-lookup/address-lookup-provider.ts";
import { createCollectionPointFinder } from "../providers/collection-points/create-collection-point-finder.ts";
import { createGazetteerGeocoder } from "../providers/geocoding/gazetteer-geocoder.ts";
import { type CardAcquirerSettings, createCardAcquirer } from "../providers/payments/create-card-acquirer.ts";
import {
  createPayPalClient,
  type PayPalClientSettings,
} from "../providers/payments/paypal-sandbox/create-paypal-client.ts";
import { createSandboxWalletProcessor } from "../providers/payments/wallet-sandbox/sandbox-wallet-processor.ts";
import { createTaxProvider } from "../providers/tax/create-tax-provider.ts";
import { createStaffServiceFor } from "./admin/staff-services.ts";
import { createSearch, type SearchProviderName } from "./search.ts";

const SHELL_CACHE_MS = 30_000;
// The country list is reference data that changes with a release, not with shopping.
const COUNTRY_CACHE_MS = 10 * 60_000;
/**
 * Home-page carousels: a big category's newest products took 10–30 ms of blocking SQLite at 50,000 products. Kept
 * until a catalogue change is heard, as a shared page re-rendered after a purge must show the new price (decision 052).
 */
const CAROUSEL_MEMO = { max: 500, ttlMs: 30_000 };
/**
 * Recommendation strips kept per product and currency until a catalogue change (or an order, which announces the
 * stock it took) is heard; a minute at most, for what no event announces.
 */
const RECOMMENDATION_MEMO = { max: 5_000, ttlMs: 60_000 };

/** The core services wired to their repositories: built once per process, shared by API and pages. */
export function createServices(
  database: DatabaseHandle,
  config: SiteConfigByVersion,
  options: {
    searchProvider?: SearchProviderName;
    /** server/env.ts TAX_PROVIDER and COLLECTION_POINT_PROVIDER; the offline sandboxes by default. */
    taxProvider?: string;
    collectionPointProvider?: string;
    onListenError?: (error: unknown) => void;
    /** The shop's public origin, for links in e-mails (default http://localhost). */
    publicOrigin?: string;
    passwordLimits?: PasswordRequestLimits;
    /** scrypt parameters for new password hashes (default CURRENT_PASSWORD_PARAMETERS); tests pass cheaper ones. */
    passwordParameters?: { logN: number; r: number; p: number };
    /** Whether the development mailbox page is served (server/env.ts MAILBOX_ENABLED, NODE_ENV). */
    mailboxEnabled?: boolean;
    /** The address lookup's provider (server/env.ts ADDRESS_LOOKUP_PROVIDER, default sandbox). */
    addressLookupProvider?: string;
    /** Gift card attempts per session (docs/decisions/023-gift-card-ledger.md). */
    giftCardAttemptLimits?: GiftCardAttemptLimits;
    /**
     * The secret gift card codes and PINs are keyed with (server/env.ts GIFT_CARD_SECRET; decision 043); the
     * development secret by default, which is what the tests' databases are keyed with.
     */
    giftCardSecret?: string;
    /** The London hour e-gift cards go out on their send day (E_GIFT_CARD_SEND_HOUR). */
    eGiftCardSendHour?: number;
    /** Balance checks per session, per address and per card, and wrong PINs before a lock (decision 043). */
    giftCardBalanceLimits?: BalanceCheckLimits;
    /** server/payment-settings.ts: the card acquirer and how to reach it (the sandbox on 3400 by default). */
    cardPayments?: CardAcquirerSettings & { provider: string };
    /** server/paypal-settings.ts: PayPal and how to reach it (the sandbox on 3401 by default). */
    paypal?: PayPalClientSettings & { provider: string };
    /** server/wallet-settings.ts: the Apple Pay and Google Pay processor (the sandbox, 3402 by default). */
    wallets?: { origin: string; tokenSecret: string; appleDevice?: boolean };
    /** The order workflow's steps as spans and its attempts counted by outcome (Telemetry.orderWorkflow). */
    orderWorkflowTracer?: StepTracer;
    /** Failed back-office sign-ins allowed per e-mail and address (default DEFAULT_STAFF_SIGN_IN_LIMITS). */
    staffSignInLimits?: StaffSignInLimits;
  } = {},
) {
  // One gazetteer per process: its index of 135k places is built on the first search.
  const geocoder = createGazetteerGeocoder();
  const countryRepository = createCountryRepository(database.db);
  const cachedCountries = cacheFor(COUNTRY_CACHE_MS, () => countryRepository.list());
  const carouselRepository = createCarouselRepository(database.db);
  const customers = createCustomerRepository(database.db);
  const rateLimits = createRateLimitRepository(database.db);
  const outbox = createOutboxRepository(database.db);
  const cartRepository = createCartRepository(database.db);
  const addressRepository = createAddressRepository(database.db);
  const cachedAddressCountries = cacheFor(COUNTRY_CACHE_MS, () => addressRepository.countries());
  // Every server-side password check refuses the common passwords (docs/decisions/018-passwords-and-sessions.md).
  const commonPasswords = loadCommonPasswords();
  installCommonPasswords(commonPasswords);
  const cart = createCartService(cartRepository, { newGuid: randomUUID });
  const gifting = createGiftingService(createGiftingRepository(database.db));
  const wishlist = createWishlistService(createWishlistRepository(database.db), { newGuid: randomUUID });
  // The one pricing function and the delivery estimate of each version (docs/decisions/015-promotions-and-pricing.md).
  const bagPricing = {
    priceCart,
    deliveryFor: (version: Version, currency: string) =>
      deliveryPricingFor(config[version], version, currency),
  };
  const contentRepository = createContentRepository(database.db);
  // Content quotes the delivery prices checkout charges: one tariff (core/delivery/delivery-price-list.ts).
  const content = createContentService(contentRepository, {
    deliveryPrices: (version, currency) =>
      deliveryPriceList(version, currency, bagPricing.deliveryFor(version, currency)),
  });
  const bagService = createBagService({
    cart,
    repository: cartRepository,
    pricing: bagPricing,
    promotions: createPromotionService(createPromotionRepository(database.db)),
    gifting,
    wishlist,
  });
  const product = createProductService(createProductRepository(database.db));
  const tax = createTaxProvider(options.taxProvider);
  const addressLookup = createAddressLookup(options.addressLookupProvider);
  const cardPayments = options.cardPayments ?? {
    provider: "sandbox",
    origin: "http://127.0.0.1:3400",
    apiKey: randomBytes(32).toString("base64url"),
    resultSecret: randomBytes(32).toString("base64url"),
  };
  const checkout = createCheckoutService({
    repository: createCheckoutRepository(database.db),
    carts: cart,
    bag: bagService,
    deliveryFacts: (codes) => product.deliveryFacts(codes),
    quoteDelivery,
    standardDelivery: bagPricing.deliveryFor,
    tax,
    now: () => new Date(),
  });
  const giftCardDigestKeys = giftCardDigests(options.giftCardSecret ?? DEVELOPMENT_GIFT_CARD_SECRET);
  const giftCardRepository = createGiftCardRepository(database.db, giftCardDigestKeys);
  // Gift cards bought are issued with their order; their codes and PINs sealed until first used (decision 045).
  const giftCardIssuing = {
    digests: giftCardDigestKeys,
    sealer: giftCardSealer(options.giftCardSecret ?? DEVELOPMENT_GIFT_CARD_SECRET),
    sendHour: options.eGiftCardSendHour,
  };
  const giftCards = createGiftCardService({
    repository: giftCardRepository,
    rateLimits,
    attemptLimits: options.giftCardAttemptLimits ?? DEFAULT_GIFT_CARD_ATTEMPT_LIMITS,
    now: () => new Date(),
    cartBuysGiftCards: (cartId) => cartHasGiftCardLines(database.db, cartId),
  });
  const eGiftCardOutbox = createEGiftCardOutbox(database.db);
  const giftCardBalance = createGiftCardBalanceCheck({
    repository: giftCardRepository,
    digests: giftCardDigestKeys,
    rateLimits,
    limits: options.giftCardBalanceLimits ?? DEFAULT_BALANCE_CHECK_LIMITS,
    now: () => new Date(),
  });
  /** Issues a new gift card (code and PIN answered once): the order workflow's step for gift cards bought. */
  const issueGiftCardFor = (input: { amount: number; reference: string }) =>
    issueGiftCard({ repository: giftCardRepository, now: () => new Date() }, input);
  const cardAcquirer = createCardAcquirer(cardPayments.provider, cardPayments);
  // Apple Pay and Google Pay tokens are read by the wallet processor only (docs/decisions/026-wallets.md).
  const walletProcessor = createSandboxWalletProcessor({
    origin: options.wallets?.origin ?? "http://127.0.0.1:3402",
    secret: options.wallets?.tokenSecret ?? randomBytes(32).toString("base64url"),
  });
  const paypalSettings = options.paypal ?? {
    provider: "sandbox",
    origin: "http://127.0.0.1:3401",
    apiKey: randomBytes(32).toString("base64url"),
  };
  const paypal = createPayPalClient(paypalSettings.provider, paypalSettings);
  // A customer's saved cards: the acquirer's token and what may be shown, never the number (migration 0023).
  const savedCards = createSavedCards({
    repository: createSavedCardRepository(database.db, randomUUID),
    newId: randomUUID,
    now: () => new Date(),
  });
  // Placing the order: one workflow, idempotent per attempt, recovered after a crash
  // (docs/decisions/024-place-order-workflow.md).
  // Capture, void and refund on the provider that authorised each payment: order-life moves money through it, and
  // the back office's order page and list read which way of paying a payment is from it (written with the order).
  const settlement = routeOrderSettlement({ card: cardAcquirer, paypal, wallets: walletProcessor });
  const orderRepository = createOrderRepository(database.db, { paymentMethodOf: settlement.methodOf });
  // Search and the stock writes that keep it fresh on every instance (docs/decisions/011-search-provider.md).
  const search = createSearch(database, options.searchProvider ?? "embedded", options.onListenError);
  const carouselRows = createPerChangeMemo(search.catalogueChanged, CAROUSEL_MEMO);
  const orderWorkflow = createOrderWorkflow({
    repository: orderRepository,
    checkout,
    carts: cart,
    giftCards,
    giftCardIssuing,
    // Recovery voids or re-asks each attempt at the way of paying that issued its ids; cards own the rest.
    ...routePayments(
      [
        paypalPaymentBackend(paypal),
        {
          name: "wallet",
          owns: (id) => walletProcessor.owns(id),
          void: (request) => walletProcessor.void(request),
          reauthorise: (request) => walletProcessor.reauthorise(request),
        },
      ],
      {
        name: "card",
        owns: () => true,
        void: (request) => cardAcquirer.void(request),
        reauthorise: (request) => cardAcquirer.authorise(request),
      },
    ),
    stockTaken: (productCodes) => search.catalogueChanged.publish(productCodes),
    origin: options.publicOrigin ?? "http://localhost",
    now: () => new Date(),
    newId: randomUUID,
    newOrderNumber,
    newGuestToken,
    steps: options.orderWorkflowTracer ?? NO_STEP_TRACER,
  });
  const accounts = createAccountService(customers, {
    newId: randomUUID,
    commonPasswords,
    passwordParameters: options.passwordParameters,
  });
  // Every way of paying reaches placeOrder, so each press of Pay is counted here once, by outcome.
  const orders = observeOrderAttempts(orderWorkflow, options.orderWorkflowTracer ?? NO_STEP_TRACER);
  const services = {
    config,
    database,
    // The header and footer are read on every page and change rarely (docs/decisions/006-http-server.md).
    content: { ...content, shell: cacheFor(SHELL_CACHE_MS, content.shell) },
    sessions: createSessionRepository(database.db),
    // OAuth tokens for the token endpoint and bearer calls (docs/decisions/019-oauth-tokens.md).
    oauth: createOAuthService(createOAuthTokenRepository(database.db)),
    // Accounts: customers, sign-in and registration (core/accounts).
    customers,
    personalDetails: createPersonalDetailsService(customers),
    // The address book (my account): scoped by customer, country rules from the countries table.
    addresses: createAddressService(addressRepository, {
      newId: randomUUID,
      countries: () => cachedAddressCountries("all"),
    }),
    accounts,
    // Registering answers alike whether or not the e-mail has an account: the account is made from the link it
    // mails (docs/decisions/030-what-strangers-reach.md).
    registrations: createRegistrationService({
      customers,
      store: createPendingRegistrationRepository(database.db),
      hashPassword: accounts.hashNewPassword,
      commonPasswords,
      newId: randomUUID,
      origin: options.publicOrigin ?? "http://localhost",
    }),
    // Rate-limit counts in the database, shared by every instance (docs/decisions/013-rate-limits.md).
    rateLimits,
    // The first-party analytics collector's append-only log (docs/decisions/047-tracking-and-consent.md).
    eventCollector: createEventCollector({
      repository: createTrackingEventRepository(database.db),
      now: () => new Date(),
      newId: randomUUID,
    }),
    // Reset and sign-in links, and the e-mail outbox they are sent through (6).
    passwords: createPasswordService({
      store: createPasswordTokenRepository(database.db),
      customers,
      rateLimits,
      limits: options.passwordLimits ?? DEFAULT_PASSWORD_REQUEST_LIMITS,
      origin: options.publicOrigin ?? "http://localhost",
      commonPasswords,
      passwordParameters: options.passwordParameters,
    }),
    outbox,
    // Every background job, one-off or recurring, durable in the database (docs/decisions/042-durable-jobs.md).
    jobs: createJobRepository(database.db),
    mailbox: { enabled: options.mailboxEnabled ?? process.env.NODE_ENV !== "production", outbox },
    contentForms: createContentFormService(createContentFormRepository(database.db), () =>
      crypto.randomUUID(),
    ),
    magazine: createMagazineService(createMagazineRepository(database.db)),
    // The back office's promotion codes (issue 29): the rows the bag prices from.
    promotionAdmin: createPromotionAdmin(createPromotionAdminRepository(database.db)),
    // The back office's catalogue (issue 29): its changes are told through the same catalogue change event as an
    // order's stock, so search, the page cache and every instance follow.
    catalogueAdmin: createCatalogueAdmin(
      createCatalogueAdminRepository(database.db),
      search.catalogueChanged,
    ),
    // The back office's order list and export (issue 29 point 2), flagged from the order's life's expiring list.
    orderAdmin: createOrderAdmin({
      repository: createOrderAdminRepository(database.db),
      expiringAuthorisations: (): Promise<ExpiringAuthorisation[]> =>
        services.orderLife.expiringAuthorisations(),
      methodOf: settlement.methodOf,
    }),
    carousels: createCarouselService({
      productsInCategory: (categoryCode, currency, limit) =>
        carouselRows.get(`${categoryCode}|${currency}|${limit}`, () =>
          carouselRepository.productsInCategory(categoryCode, currency, limit),
        ),
    }),
    cart,
    gifting,
    wishlist,
    bagPricing,
    // The guest's bag and saved items joining the account's at sign-in.
    cartMerge: createCartMerge({ cart, repository: cartRepository, wishlist }),
    // The bag page and its calls read one view of the cart (docs/decisions/016-cart-per-version-and-bag-view.md).
    bag: bagService,
    // Gift cards bought into the bag, each its own line (migration 0035), UK and pounds only.
    giftCardPurchases: createGiftCardPurchaseService({
      cart,
      lines: createCartGiftCardRepository(database.db),
    }),
    // Checkout address suggestions and postcode coordinates: a sandbox unless configured.
    addressLookup,
    countries: createCountryService({ list: () => cachedCountries("all") }),
    newsletter: createNewsletterService(createNewsletterRepository(database.db)),
    product,
    // Pair-with, upsell, the not-found carousel, the empty bag and recently viewed: one service, one set of rules.
    recommendations: createRecommendationService({
      repository: createRecommendationRepository(database.db),
      cards: product.cards,
      // Chosen once per catalogue change, not per page (docs/decisions/054-per-change-memos.md).
      memo: createPerChangeMemo(search.catalogueChanged, RECOMMENDATION_MEMO),
    }),
    images: createImageService(createImageRepository(database.db)),
    storeStock: createStoreStockService(createStoreRepository(database.db), geocoder),
    // Find a store (our-stores): the same gazetteer, and the address lookup for postcodes, as the Collect+ search.
    storeFinder: createStoreFinder({
      stores: createStoreRepository(database.db),
      geocoder,
      postcodes: addressLookup,
    }),
    // US sales tax and address checks: the sandbox unless TAX_PROVIDER names another.
    tax,
    // The Collect+ search: a typed postcode is placed by the address lookup.
    collectionPoints: createCollectionPointSearch({
      finder: createCollectionPointFinder(options.collectionPointProvider),
      geocoder,
      postcodes: addressLookup,
    }),
    // The checkout up to payment: state per cart, delivery modes for the address, US tax.
    checkout,
    // Gift cards as payment: holds in a ledger that always sums (docs/decisions/023-gift-card-ledger.md).
    giftCards,
    // A card's balance and history for anyone with its code and PIN, guessing throttled and locked (decision 043).
    giftCardBalance,
    issueGiftCard: issueGiftCardFor,
    giftCardIssuing,
    /** The e-gift card send job's work (server/jobs/e-gift-card-job.ts). */
    sendEGiftCard: createEGiftCardSender({
      outbox: eGiftCardOutbox,
      sealer: giftCardIssuing.sealer,
      origin: options.publicOrigin ?? "http://localhost",
      now: () => new Date(),
    }),
    // Staff's gift cards (issue 29 point 5): look up, block and unblock, and resend an e-gift card once per form key.
    giftCardAdmin: createGiftCardAdmin({
      repository: createGiftCardAdminRepository(database.db),
      compose: (card) =>
        eGiftCardEmail(
          card,
          giftCardIssuing.sealer.unseal(card.sealed),
          options.publicOrigin ?? "http://localhost",
        ),
      now: () => new Date(),
    }),
    // The buyer's corrected address for an e-gift card: resent at once while the card is unused, limited per order.
    resendEGiftCard: createEGiftCardResend({ outbox: eGiftCardOutbox, rateLimits, now: () => new Date() }),
    // Card payments: the hosted-page acquirer, the sandbox on its own origin unless configured.
    cardAcquirer,
    // Placing the order: one workflow, idempotent per attempt, recovered after a crash
    // (docs/decisions/024-place-order-workflow.md).
    orders,
    // Paying by card at checkout: the hosted page's session per attempt, its signed result placed as the order.
    cardCheckout: createCardCheckout({
      acquirer: cardAcquirer,
      checkout,
      carts: cart,
      giftCards,
      orders,
      now: () => new Date(),
      newAttemptId: () => randomBytes(16).toString("base64url"),
      saveCard: (customerId, card) =>
        savedCards.save(customerId, {
          token: card.token,
          maskedNumber: card.maskedNumber,
          brand: card.brand,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
        }),
    }),
    // Apple Pay and Google Pay: the sheet's address, mode and token through the same workflow.
    walletProcessor,
    // What the pages need to load the wallet script: its address, and whether the sandbox's device has Apple Pay.
    walletPage: {
      scriptUrl: walletProcessor.scriptUrl,
      sandboxAppleDevice: options.wallets?.appleDevice ?? true,
    },
    wallets: createWalletCheckout({
      checkout,
      orders,
      processor: walletProcessor,
      config: (version) => config[version],
      customerTypeOf: async (customerId) => (await customers.findById(customerId))?.customerType ?? null,
      describeMode: describeWalletMode,
    }),
    // PayPal: Orders v2-like, the sandbox on its own origin unless configured.
    paypal,
    paypalCheckout: createPayPalCheckout({
      paypal,
      checkout,
      carts: cart,
      giftCards,
      orders,
      newRequestId: randomUUID,
    }),
    savedCards,
    // Reading placed orders: confirmation, the order call, tracking and order history.
    orderLookup: createOrderLookup(orderRepository),
    // An order's life after it is placed: dispatch (capturing its share), cancel and refund lines, once per key
    // (docs/decisions/056-an-orders-life.md). Returned stock reaches search and the page cache as a catalogue change.
    orderLife: createOrderLife({
      repository: createOrderLifeRepository(database.db),
      payments: settlement,
      origin: options.publicOrigin ?? "http://localhost",
      now: () => new Date(),
      stockReturned: (productCodes) => search.catalogueChanged.publish(productCodes),
    }),
    // The back office's order page: the order with its changes, money movements and e-mails (issue 29 point 2).
    orderRecords: createOrderRecords({
      repository: createOrderRecordRepository(database.db),
      methodOf: settlement.methodOf,
      now: () => new Date(),
    }),
    // The content platform's delivery calls from our content store, per version's headlessCms toggle (spec 002 §7).
    contentPlatform: createContentPlatform({
      content: contentRepository,
      platform: createContentPlatformRepository(database.db),
      enabled: (version) => config[version].headlessCms,
    }),
    // The sitemap's files for search engines (docs/decisions/050-sitemaps.md).
    sitemap: createSitemapService(createSitemapRepository(database.db)),
    // The back office's staff, sessions and audit log (docs/decisions/057-staff-access.md).
    staff: createStaffServiceFor(database.db, {
      passwordParameters: options.passwordParameters,
      limits: options.staffSignInLimits,
    }),
    ...search,
  };
  // The pages are handed this very object (server/pages.ts): it must hold every service they may use.
  return services satisfies PageServices;
}

export type Services = ReturnType<typeof createServices>;

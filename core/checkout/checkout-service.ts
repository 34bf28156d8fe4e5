import type { BagView } from "../cart/bag-view.ts";
import type { StoredCart } from "../cart/cart-ports.ts";
import type { CartOwner } from "../cart/cart-service.ts";
import type { ProductDeliveryFacts } from "../catalogue/product-repository.ts";
import type {
  DeliveryLine,
  DeliveryModeCode,
  DeliveryModeOption,
  DeliveryQuote,
  DeliveryQuoteInput,
  DeliveryType,
  ModeRefusal,
} from "../delivery/delivery-types.ts";
import { DomainError } from "../errors/domain-error.ts";
import type { DeliveryPricing } from "../pricing/cart-pricing-types.ts";
import { DEFAULT_COUNTRY_BY_VERSION, type Version } from "../site/versions.ts";
import type { AddressErrorCode } from "../tax/address-errors.ts";
import type { TaxProvider, TaxQuote } from "../tax/tax-provider.ts";
import { sectionStatuses } from "./checkout-sections.ts";
import { type CheckoutTotals, checkoutTotals } from "./checkout-totals.ts";
import type {
  BillingDetails,
  CheckoutRepository,
  CheckoutSection,
  CheckoutState,
  CollectionDetails,
  HomeDeliveryDetails,
  SectionStatus,
} from "./checkout-types.ts";
import { bagNeedsDelivery } from "./delivery-needed.ts";

// The checkout up to payment: what the shopper has told it, per cart, and the view the page and the
// checkout calls read: delivery modes for the address, totals with the chosen mode and US tax, address errors and
// which section is open. Every change is checked against the bag and the address as they are now.

export interface CheckoutView {
  cartGuid: string;
  version: Version;
  bag: BagView;
  state: CheckoutState;
  /** spec 001 §9: homeDelivery until the shopper chooses. */
  deliveryType: DeliveryType;
  offeredTypes: DeliveryType[];
  quote: DeliveryQuote;
  /** The stored mode while it may still be had; null before a choice or once the bag or address ruled it out. */
  chosenMode: DeliveryModeOption | null;
  /** Why the stored mode was dropped (a gift box added after choosing Next Day, a restricted postcode). */
  droppedModeRefusal: ModeRefusal | null;
  tax: TaxQuote | null;
  addressError: AddressErrorCode | null;
  totals: CheckoutTotals;
  sections: Record<CheckoutSection, SectionStatus>;
  /** False for a bag of e-gift cards only: nothing is delivered, so delivery is not asked (core/checkout/delivery-needed.ts). */
  deliveryNeeded: boolean;
}

/** The delivery modes for one destination (spec 001 §7 delivery-modes.json), as a quote that stores nothing. */
export interface DestinationDeliveryQuote {
  /** The country quoted for: the one asked about, else the checkout's (the version's default before an address). */
  countryIso: string;
  deliveryType: DeliveryType;
  currency: string;
  quote: DeliveryQuote;
  /** The stored mode while this destination and the bag allow it, else null. */
  chosenMode: DeliveryModeOption | null;
  /** NOMINATE: the stored day, else null. */
  nominatedDate: string | null;
}

interface CheckoutDeps {
  repository: CheckoutRepository;
  carts: { existingCart(owner: CartOwner): Promise<StoredCart | null> };
  bag: { view(owner: CartOwner): Promise<BagView> };
  deliveryFacts(productCodes: readonly string[]): Promise<Map<string, ProductDeliveryFacts>>;
  quoteDelivery(input: DeliveryQuoteInput): DeliveryQuote;
  standardDelivery(version: Version, currency: string): DeliveryPricing;
  tax: TaxProvider;
  now(): Date;
}

/** Collect+ is a UK network: the other versions deliver home only, and their checkout skips the choice. */
function offeredDeliveryTypes(version: Version): DeliveryType[] {
  return version === "uk" ? ["homeDelivery", "collectPlus"] : ["homeDelivery"];
}

export const CHECKOUT_MESSAGES = {
  noCart: "Your bag is empty.",
  modeRefused: "This delivery option is not available for your order.",
  undeliverableCountry: "We can't deliver to this country from this site.",
  nominatedDate: "Please choose a delivery day.",
  detailsFirst: "Please enter your delivery details first.",
  billingAddress: "Please enter your billing address.",
} as const;

export function createCheckoutService(deps: CheckoutDeps) {
  async function cartOf(owner: CartOwner): Promise<StoredCart> {
    const cart = await deps.carts.existingCart(owner);
    if (!cart) throw new DomainError("notFound", CHECKOUT_MESSAGES.noCart);
    return cart;
  }

  async function deliveryLines(bag: BagView): Promise<DeliveryLine[]> {
    const facts = await deps.deliveryFacts([...new Set(bag.lines.map((line) => line.productCode))]);
    return bag.lines.map((line) => {
      const fact = facts.get(line.productCode);
      return {
        entryNumber: line.entryNumber,
        productCode: line.productCode,
        name: line.name,
        quantity: line.quantity,
        deliveryGroup: fact?.deliveryGroup ?? "standard",
        internationalDelivery: fact?.internationalDelivery ?? true,
        restrictedCountries: fact?.restrictedCountries ?? [],
      };
    });
  }

  function destination(state: CheckoutState, type: DeliveryType) {
    if (type === "collectPlus")
      return { countryIso: "GB", postcode: state.collection?.point.postcode ?? null };
    return {
      countryIso: state.home?.address.countryIso ?? null,
      postcode: state.home?.address.postcode ?? null,
    };
  }

  function quoteFor(
    owner: CartOwner,
    bag: BagView,
    lines: DeliveryLine[],
    state: CheckoutState,
    type: DeliveryType,
    at: { countryIso: string | null; postcode: string | null },
  ): DeliveryQuote {
    const pricing = deps.standardDelivery(owner.version, bag.currency);
    const { summary } = bag;
    return deps.quoteDelivery({
      version: owner.version,
      currency: bag.currency,
      deliveryType: type,
      countryIso: at.countryIso,
      postcode: at.postcode,
      // A posted gift card in its gift box is a gift sent as one: the gifting restrictions of spec 001 §5 hold.
      gifting:
        bag.gifting.boxes.length > 0 ||
        bag.gifting.orderLevelGiftMessage.trim() !== "" ||
        bag.lines.some((line) => line.giftCard?.giftBox === true),
      lines,
      linesSubtotal: summary.subtotal.amount - summary.totalDiscount.amount,
      standardCharge: pricing.standardCharge,
      freeThreshold: pricing.freeThreshold,
      // The bag prices standard delivery as free over the threshold or with a free-delivery code.
      freeStandardDelivery: summary.delivery.free,
      // The parcel's date follows the mode and day the shopper picked.
      mode: state.deliveryMode,
      nominatedDate: state.nominatedDate,
      now: deps.now(),
    });
  }

  async function taxFor(
    owner: CartOwner,
    bag: BagView,
    state: CheckoutState,
    type: DeliveryType,
    deliveryCharge: number,
  ) {
    // spec 001 §3 taxRegion: sales tax on /us/ for a delivered order; uk and row prices include VAT.
    if (owner.version !== "us" || type !== "homeDelivery" || !state.home) return null;
    const { address } = state.home;
    return deps.tax.quote({
      currency: bag.currency,
      address: {
        line1: address.line1,
        line2: address.line2,
        townCity: address.townCity,
        regionIso: address.regionIso,
        postcode: address.postcode,
        countryIso: address.countryIso,
      },
      lines: bag.lines.map((line) => ({
        entryNumber: line.entryNumber,
        productCode: line.productCode,
        amount: line.linePrice.amount - line.discount.amount,
      })),
      // Taxed too where the state taxes delivery.
      deliveryCharge,
      otherCharges: bag.summary.charges.amount,
    });
  }

  function modeAllowed(quote: DeliveryQuote, code: DeliveryModeCode | null) {
    return quote.modes.find((mode) => mode.code === code && mode.refusal === null) ?? null;
  }

  async function view(owner: CartOwner, editing: CheckoutSection | null = null): Promise<CheckoutView> {
    const cart = await cartOf(owner);
    const [bag, state] = await Promise.all([deps.bag.view(owner), deps.repository.find(cart.id)]);
    const offeredTypes = offeredDeliveryTypes(owner.version);
    const type = state.deliveryType ?? "homeDelivery";
    const lines = await deliveryLines(bag);
    const quote = quoteFor(owner, bag, lines, state, type, destination(state, type));
    const chosenMode = modeAllowed(quote, state.deliveryMode);
    const stored = quote.modes.find((mode) => mode.code === state.deliveryMode);
    const droppedModeRefusal = chosenMode ? null : (stored?.refusal ?? null);
    const tax = await taxFor(owner, bag, state, type, chosenMode?.charge ?? 0);
    const addressError: AddressErrorCode | null =
      tax && !tax.ok
        ? tax.error
        : type === "homeDelivery" && quote.restrictedPostcode && droppedModeRefusal === "restrictedPostCode"
          ? "restrictedPostCode"
          : null;
    const nominatedOk =
      chosenMode?.code !== "NOMINATE" ||
      (state.nominatedDate !== null && chosenMode.nominatedDates.includes(state.nominatedDate));
    const whereDone =
      type === "homeDelivery"
        ? state.home !== null &&
          quote.deliverable &&
          quote.undeliverableEntryNumbers.length === 0 &&
          addressError === null
        : state.collection !== null;
    const deliveryDone = whereDone && chosenMode !== null && nominatedOk && state.deliveryConfirmed;
    const deliveryNeeded = bagNeedsDelivery(bag);
    // Without delivery, billing is its own address: there is no delivery address to be the same as.
    const billingDone =
      state.billingConfirmed &&
      (state.billing !== null || (deliveryNeeded && type === "homeDelivery" && state.billingSameAsDelivery));
    const totals = deliveryNeeded
      ? checkoutTotals(bag.summary, quote, chosenMode?.charge ?? null, tax?.ok ? tax.totalTax : null)
      : checkoutTotals(bag.summary, { ...quote, groups: [] }, 0, null);
    return {
      cartGuid: cart.guid,
      version: owner.version,
      bag,
      state,
      deliveryType: type,
      offeredTypes,
      quote,
      chosenMode,
      droppedModeRefusal,
      tax,
      addressError,
      totals,
      sections: sectionStatuses(
        {
          deliveryType: !deliveryNeeded || state.deliveryType !== null || offeredTypes.length === 1,
          deliveryDetails: !deliveryNeeded || deliveryDone,
          billing: billingDone,
        },
        editing,
      ),
      deliveryNeeded,
    };
  }

  async function change(
    owner: CartOwner,
    next: (state: CheckoutState) => CheckoutState | Promise<CheckoutState>,
  ) {
    const cart = await cartOf(owner);
    const state = await deps.repository.find(cart.id);
    await deps.repository.save(cart.id, await next(state), deps.now());
  }

  /** The quote for a state as it would be after a change, to refuse a mode before it is stored. */
  async function quoteAfter(owner: CartOwner, state: CheckoutState) {
    const bag = await deps.bag.view(owner);
    const type = state.deliveryType ?? "homeDelivery";
    return quoteFor(owner, bag, await deliveryLines(bag), state, type, destination(state, type));
  }

  /**
   * The modes for a country the shopper may not have stored (delivery-modes.json?isoCode, an express wallet's
   * address): home delivery there, with the stored postcode only in the stored address's country. Without a
   * country, the checkout's own destination and delivery type, as `view` quotes them.
   */
  async function deliveryQuoteFor(
    owner: CartOwner,
    countryIso: string | null,
  ): Promise<DestinationDeliveryQuote> {
    const cart = await cartOf(owner);
    const [bag, state] = await Promise.all([deps.bag.view(owner), deps.repository.find(cart.id)]);
    const country = countryIso?.toUpperCase() ?? null;
    const type = country === null ? (state.deliveryType ?? "homeDelivery") : "homeDelivery";
    const stored = destination(state, type);
    const at =
      country === null || country === stored.countryIso ? stored : { countryIso: country, postcode: null };
    const quote = quoteFor(owner, bag, await deliveryLines(bag), state, type, at);
    const chosenMode = modeAllowed(quote, state.deliveryMode);
    return {
      countryIso: at.countryIso ?? DEFAULT_COUNTRY_BY_VERSION[owner.version],
      deliveryType: type,
      currency: bag.currency,
      quote,
      chosenMode,
      nominatedDate: chosenMode?.code === "NOMINATE" ? state.nominatedDate : null,
    };
  }

  return {
    view,
    deliveryQuoteFor,

    /** The guest's e-mail from checkout sign-in, or the customer's. */
    setEmail: (owner: CartOwner, email: string) => change(owner, (state) => ({ ...state, email })),

    /** spec 001 §3 deliveryType: a different type asks for its details, mode and billing again. */
    chooseDeliveryType: (owner: CartOwner, deliveryType: DeliveryType) =>
      change(owner, (state) => {
        if (!offeredDeliveryTypes(owner.version).includes(deliveryType)) throw modeRefusal("international");
        return state.deliveryType === deliveryType
          ? state
          : {
              ...state,
              deliveryType,
              deliveryMode: null,
              nominatedDate: null,
              deliveryConfirmed: false,
              billingConfirmed: false,
            };
      }),

    /** The delivery name and address; the modes are chosen again for the new address. */
    saveHomeDetails: (owner: CartOwner, home: HomeDeliveryDetails) =>
      change(owner, async (state) => {
        const next = { ...state, deliveryType: "homeDelivery" as const, home, deliveryConfirmed: false };
        const quote = await quoteAfter(owner, next);
        if (!quote.deliverable)
          throw new DomainError("invalid", CHECKOUT_MESSAGES.undeliverableCountry, {
            countryIso: CHECKOUT_MESSAGES.undeliverableCountry,
          });
        return next;
      }),

    /** A Collect+ point and the collector's name; COLLECT+ is the mode (refused for a gift order). */
    saveCollection: (owner: CartOwner, collection: CollectionDetails) =>
      change(owner, async (state) => {
        const next = {
          ...state,
          deliveryType: "collectPlus" as const,
          collection,
          deliveryMode: "COLLECT+" as const,
          nominatedDate: null,
        };
        const quote = await quoteAfter(owner, next);
        const mode = quote.modes.find((option) => option.code === "COLLECT+");
        if (!mode || mode.refusal) throw modeRefusal(mode?.refusal ?? "international");
        return { ...next, deliveryConfirmed: true };
      }),

    /**
     * A delivery mode (spec 001 §7 delivery-mode). `confirm` is the shopper's Continue: the delivery section is
     * done. A mode this address or bag cannot have is refused with its reason.
     */
    chooseMode: (
      owner: CartOwner,
      code: DeliveryModeCode,
      options: { nominatedDate?: string | null; confirm?: boolean } = {},
    ) =>
      change(owner, async (state) => {
        // Before any choice the type is home delivery (the us and row sites never ask), so it needs an address too.
        if ((state.deliveryType ?? "homeDelivery") === "homeDelivery" && !state.home)
          throw new DomainError("invalid", CHECKOUT_MESSAGES.detailsFirst);
        const quote = await quoteAfter(owner, state);
        const mode = quote.modes.find((option) => option.code === code);
        if (!mode || mode.refusal) throw modeRefusal(mode?.refusal ?? null);
        const nominatedDate = code === "NOMINATE" ? (options.nominatedDate ?? null) : null;
        if (code === "NOMINATE" && options.confirm && !mode.nominatedDates.includes(nominatedDate ?? ""))
          throw new DomainError("invalid", CHECKOUT_MESSAGES.nominatedDate, {
            nominatedDate: CHECKOUT_MESSAGES.nominatedDate,
          });
        return {
          ...state,
          deliveryType: state.deliveryType ?? "homeDelivery",
          deliveryMode: code,
          nominatedDate,
          deliveryConfirmed: options.confirm === true,
        };
      }),

    /** Billing: the delivery address (home delivery only) or another one. */
    saveBilling: (owner: CartOwner, billing: { sameAsDelivery: true } | BillingDetails) =>
      change(owner, (state) => {
        if (!("sameAsDelivery" in billing))
          return { ...state, billingSameAsDelivery: false, billing, billingConfirmed: true };
        // A collection point is not a billing address.
        if (state.deliveryType !== "homeDelivery" || !state.home)
          throw new DomainError("invalid", CHECKOUT_MESSAGES.billingAddress);
        return { ...state, billingSameAsDelivery: true, billing: null, billingConfirmed: true };
      }),

    /** spec 001 §3 saveCardPayment; the card page is offered again with the new choice. */
    setSaveCard: (owner: CartOwner, saveCard: boolean) =>
      change(owner, (state) => ({ ...state, saveCard, cardSession: null })),

    /** spec 001 §3 currentSelectedCardIndex: pay with a saved card (its id) or, with null, a new one. */
    chooseSavedCard: (owner: CartOwner, savedCardId: string | null) =>
      change(owner, (state) => ({ ...state, savedCardId, cardSession: null })),

    /** The card page offered for this checkout (core/payments/card-checkout.ts), or null to offer a new one. */
    setCardSession: (owner: CartOwner, cardSession: CheckoutState["cardSession"]) =>
      change(owner, (state) => ({ ...state, cardSession })),

    /** spec 001 §4 checkout reset: everything the shopper told checkout goes. */
    async reset(owner: CartOwner) {
      const cart = await deps.carts.existingCart(owner);
      if (cart) await deps.repository.clear(cart.id);
    },
  };
}

/** A refused mode, with its reason as the field error's code for the calls and the page. */
function modeRefusal(refusal: ModeRefusal | null): DomainError {
  return new DomainError("invalid", CHECKOUT_MESSAGES.modeRefused, {
    deliveryMode: refusal ?? "unknownMode",
  });
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

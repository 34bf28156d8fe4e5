import { describe, expect, it } from "vitest";
import type { BagView } from "../cart/bag-view.ts";
import type { StoredCart } from "../cart/cart-ports.ts";
import type { CartOwner } from "../cart/cart-service.ts";
import type { ProductDeliveryFacts } from "../catalogue/product-repository.ts";
import { quoteDelivery } from "../delivery/delivery-quote.ts";
import { DomainError } from "../errors/domain-error.ts";
import type { GiftBox } from "../gifting/gifting-types.ts";
import { money } from "../money/money.ts";
import type { Version } from "../site/versions.ts";
import type { TaxAddressError, TaxProvider, TaxQuoteInput } from "../tax/tax-provider.ts";
import { CHECKOUT_MESSAGES, createCheckoutService } from "./checkout-service.ts";
import {
  type CheckoutAddress,
  type CheckoutRepository,
  type CheckoutState,
  EMPTY_CHECKOUT,
  type HomeDeliveryDetails,
} from "./checkout-types.ts";

// Thursday 26 November 2026, 10:00 in London: before the day's dispatch cut-off, so dates are fixed.
const NOW = new Date("2026-11-26T10:00:00Z");

const STANDARD = { GBP: 495, USD: 1200, EUR: 995 } as const;

function currencyOf(version: Version) {
  return version === "uk" ? "GBP" : version === "us" ? "USD" : "EUR";
}

function owner(version: Version = "uk"): CartOwner {
  return { ownerGuid: "owner-1", version, currency: currencyOf(version), customerId: null };
}

const GIFT_BOX: GiftBox = {
  id: 1,
  giftBoxNo: 1,
  giftBoxType: "GIFTB",
  flatPack: false,
  personalMessage: "",
  personalMessageValid: true,
  productCodes: ["TOWEL-WHITE"],
  entryNumbers: [0],
  price: 500,
};

/** A bag of one towel at 30.00 with the version's standard delivery as the estimate, as the bag prices it. */
function bagView(currency: string, options: { giftBoxes?: GiftBox[] } = {}): BagView {
  const standard = STANDARD[currency as keyof typeof STANDARD];
  const boxes = options.giftBoxes ?? [];
  const charges = boxes.reduce((sum, box) => sum + box.price, 0);
  return {
    cartGuid: "cart-guid-1",
    currency,
    totalUnitCount: 1,
    modifiedTimestamp: NOW.toISOString(),
    lines: [
      {
        entryNumber: 0,
        variantCode: "TOWEL-WHITE",
        productCode: "TOWEL",
        name: "Cotton towel",
        url: "/uk/towel",
        imageId: null,
        colour: "White",
        size: null,
        group: null,
        quantity: 1,
        maxQuantity: 10,
        unitPrice: money(3000, currency),
        wasPrice: null,
        linePrice: money(3000, currency),
        discount: money(0, currency),
        priceChange: null,
        problem: null,
        giftWrappable: true,
      },
    ],
    summary: {
      subtotal: money(3000, currency),
      discounts: [],
      totalDiscount: money(0, currency),
      charges: money(charges, currency),
      delivery: { amount: money(standard, currency), free: false },
      freeDeliveryRemaining: money(2000, currency),
      total: money(3000 + charges + standard, currency),
    },
    promotionCodes: [],
    inactivePromotions: [],
    gifting: {
      boxes,
      orderLevelGiftMessage: "",
      giftWrapDisabledProducts: [],
      freeGiftMessageDisabledProducts: [],
      giftWrappable: true,
    },
    hasProblems: false,
  };
}

/** The in-memory checkout table, keyed by cart id as migration 0019's is. */
function memoryRepository(): CheckoutRepository & { rows: Map<number, CheckoutState> } {
  const rows = new Map<number, CheckoutState>();
  return {
    rows,
    find: async (cartId) => rows.get(cartId) ?? EMPTY_CHECKOUT,
    save: async (cartId, state) => {
      rows.set(cartId, state);
    },
    clear: async (cartId) => {
      rows.delete(cartId);
    },
  };
}

/** A tax provider at a flat 8% of goods and delivery, or failing with `error`; it keeps what it was asked. */
function fakeTax(error: TaxAddressError | null = null): TaxProvider & { asked: TaxQuoteInput[] } {
  const asked: TaxQuoteInput[] = [];
  return {
    asked,
    async quote(input) {
      asked.push(input);
      if (error)
        return {
          ok: false,
          error,
          taxRegion: error === "avalaraAPIFailed" ? "API_FAILURE" : "ADDRESS_VALIDATION_ERROR",
        };
      const taxable = input.lines.reduce((sum, line) => sum + line.amount, 0) + input.deliveryCharge;
      return {
        ok: true,
        taxRegion: (input.address.regionIso ?? "").replace(/^US-/, ""),
        totalTax: Math.round(taxable * 0.08),
        rate: 0.08,
      };
    },
  };
}

interface Setup {
  version?: Version;
  cart?: boolean;
  giftBoxes?: GiftBox[];
  taxError?: TaxAddressError;
}

function checkoutFor(setup: Setup = {}) {
  const version = setup.version ?? "uk";
  const currency = currencyOf(version);
  const cart: StoredCart = {
    id: 7,
    guid: "cart-guid-1",
    ownerGuid: "owner-1",
    version,
    customerId: null,
    currency,
    modifiedAt: NOW.toISOString(),
  };
  const repository = memoryRepository();
  const tax = fakeTax(setup.taxError ?? null);
  const facts = new Map<string, ProductDeliveryFacts>([
    ["TOWEL", { deliveryGroup: "standard", internationalDelivery: true, restrictedCountries: [] }],
  ]);
  const service = createCheckoutService({
    repository,
    carts: { existingCart: async () => (setup.cart === false ? null : cart) },
    bag: { view: async () => bagView(currency, { giftBoxes: setup.giftBoxes }) },
    deliveryFacts: async () => facts,
    quoteDelivery,
    standardDelivery: (_version, inCurrency) => ({
      standardCharge: STANDARD[inCurrency as keyof typeof STANDARD],
      freeThreshold: 5000,
    }),
    tax,
    now: () => NOW,
  });
  return { service, repository, tax, who: owner(version) };
}

const PERSON = { title: "Ms", firstName: "Ada", lastName: "Lovelace", phoneNumber: "01225 000000" };

function address(overrides: Partial<CheckoutAddress> = {}): CheckoutAddress {
  return {
    line1: "1 Royal Crescent",
    line2: null,
    townCity: "Bath",
    postcode: "BA1 1DA",
    countryIso: "GB",
    regionIso: null,
    savedAddressId: null,
    ...overrides,
  };
}

function home(overrides: Partial<CheckoutAddress> = {}): HomeDeliveryDetails {
  return { personal: PERSON, address: address(overrides) };
}

/** The state as the address form stores it (ISO 3166-2), which the tax port takes as it is. */
const NEW_YORK = {
  line1: "350 Fifth Avenue",
  townCity: "New York",
  postcode: "10118",
  countryIso: "US",
  regionIso: "US-NY",
};

const COLLECTION_POINT = {
  id: "CP-BATH-1",
  name: "Bath Newsagent",
  line1: "2 Milsom Street",
  line2: null,
  townCity: "Bath",
  postcode: "BA1 1BZ",
  countryIso: "GB" as const,
  latitude: 51.384,
  longitude: -2.361,
  distanceMiles: 0.2,
  openingHours: [{ day: "Monday", hours: "07:00-19:00" }],
};

/** The DomainError a call rejects with, to check its kind and field codes. */
async function refusalOf(call: Promise<unknown>): Promise<DomainError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("the checkout service's view", () => {
  it("opens a new checkout at the delivery type, estimating standard delivery in the totals", async () => {
    const { service, who } = checkoutFor();
    const view = await service.view(who);
    expect(view.deliveryType).toBe("homeDelivery");
    expect(view.offeredTypes).toEqual(["homeDelivery", "collectPlus"]);
    expect(view.chosenMode).toBeNull();
    expect(view.addressError).toBeNull();
    expect(view.sections).toEqual({
      deliveryType: "open",
      deliveryDetails: "locked",
      billing: "locked",
      payment: "locked",
    });
    expect(view.totals.delivery).toEqual(money(495, "GBP"));
    expect(view.totals.deliveryChosen).toBe(false);
    expect(view.totals.tax).toBeNull();
    expect(view.totals.total).toEqual(money(3495, "GBP"));
  });

  it("refuses a shopper with no cart as not found, with the empty-bag wording", async () => {
    const { service, who } = checkoutFor({ cart: false });
    const error = await refusalOf(service.view(who));
    expect(error.kind).toBe("notFound");
    expect(error.message).toBe(CHECKOUT_MESSAGES.noCart);
  });

  it("skips the delivery type on the us and row sites, which deliver home only", async () => {
    const { service, who } = checkoutFor({ version: "us" });
    const view = await service.view(who);
    expect(view.offeredTypes).toEqual(["homeDelivery"]);
    expect(view.sections.deliveryType).toBe("done");
    expect(view.sections.deliveryDetails).toBe("open");
  });
});

describe("choosing a delivery mode", () => {
  it("changes the totals by the mode's charge once Next Day is chosen for a Bath address", async () => {
    const { service, who } = checkoutFor();
    await service.chooseDeliveryType(who, "homeDelivery");
    await service.saveHomeDetails(who, home());
    const before = await service.view(who);
    await service.chooseMode(who, "NEXTDAY", { confirm: true });
    const after = await service.view(who);
    expect(after.chosenMode?.code).toBe("NEXTDAY");
    expect(after.totals.delivery).toEqual(money(695, "GBP"));
    expect(after.totals.deliveryChosen).toBe(true);
    expect(after.totals.total.amount - before.totals.total.amount).toBe(695 - 495);
    expect(after.totals.total).toEqual(money(3695, "GBP"));
    expect(after.sections.deliveryDetails).toBe("done");
    expect(after.sections.billing).toBe("open");
  });

  it("refuses Next Day at a restricted postcode with the restrictedPostCode code", async () => {
    const { service, who } = checkoutFor();
    await service.saveHomeDetails(who, home({ postcode: "HS1 2AA", townCity: "Stornoway" }));
    const error = await refusalOf(service.chooseMode(who, "NEXTDAY", { confirm: true }));
    expect(error.kind).toBe("invalid");
    expect(error.message).toBe(CHECKOUT_MESSAGES.modeRefused);
    expect(error.fields).toEqual({ deliveryMode: "restrictedPostCode" });
    // Standard still goes there.
    await service.chooseMode(who, "STD", { confirm: true });
    expect((await service.view(who)).chosenMode?.code).toBe("STD");
  });

  it("drops a stored Next Day once the address becomes restricted, naming the address error", async () => {
    const { service, who } = checkoutFor();
    await service.saveHomeDetails(who, home());
    await service.chooseMode(who, "NEXTDAY", { confirm: true });
    await service.saveHomeDetails(who, home({ postcode: "HS1 2AA", townCity: "Stornoway" }));
    const view = await service.view(who);
    expect(view.state.deliveryMode).toBe("NEXTDAY");
    expect(view.chosenMode).toBeNull();
    expect(view.droppedModeRefusal).toBe("restrictedPostCode");
    expect(view.addressError).toBe("restrictedPostCode");
    expect(view.totals.deliveryChosen).toBe(false);
    expect(view.sections.deliveryDetails).toBe("open");
  });

  it("refuses Next Day and Collect+ for a bag with a gift box", async () => {
    const { service, who } = checkoutFor({ giftBoxes: [GIFT_BOX] });
    await service.saveHomeDetails(who, home());
    const nextDay = await refusalOf(service.chooseMode(who, "NEXTDAY"));
    expect(nextDay.fields).toEqual({ deliveryMode: "gifting" });
    const collect = await refusalOf(
      service.saveCollection(who, { personal: PERSON, point: COLLECTION_POINT }),
    );
    expect(collect.fields).toEqual({ deliveryMode: "gifting" });
    // The gift box is priced in the totals as the bag priced it.
    expect((await service.view(who)).totals.charges).toEqual(money(500, "GBP"));
  });

  it("asks for the delivery details before a mode", async () => {
    const { service, who } = checkoutFor();
    await service.chooseDeliveryType(who, "homeDelivery");
    const error = await refusalOf(service.chooseMode(who, "STD", { confirm: true }));
    expect(error.message).toBe(CHECKOUT_MESSAGES.detailsFirst);
  });

  it("asks for the delivery details before a mode when no type was chosen yet (us: no type to choose)", async () => {
    const { service, who } = checkoutFor({ version: "us" });
    const error = await refusalOf(service.chooseMode(who, "STD", { confirm: true }));
    expect(error.message).toBe(CHECKOUT_MESSAGES.detailsFirst);
  });

  it("needs a nominated day from the list when Nominated day is confirmed", async () => {
    const { service, who } = checkoutFor();
    await service.saveHomeDetails(who, home());
    const nominate = (await service.view(who)).quote.modes.find((mode) => mode.code === "NOMINATE");
    const [firstDay] = nominate?.nominatedDates ?? [];
    expect(firstDay).toBe("2026-11-30");

    const missing = await refusalOf(service.chooseMode(who, "NOMINATE", { confirm: true }));
    expect(missing.fields).toEqual({ nominatedDate: CHECKOUT_MESSAGES.nominatedDate });
    const offList = await refusalOf(
      service.chooseMode(who, "NOMINATE", { nominatedDate: "2026-11-27", confirm: true }),
    );
    expect(offList.fields).toEqual({ nominatedDate: CHECKOUT_MESSAGES.nominatedDate });

    // Picked without Continue, the mode only updates the totals.
    await service.chooseMode(who, "NOMINATE");
    expect((await service.view(who)).sections.deliveryDetails).toBe("open");

    await service.chooseMode(who, "NOMINATE", { nominatedDate: firstDay, confirm: true });
    const view = await service.view(who);
    expect(view.state.nominatedDate).toBe(firstDay);
    expect(view.sections.deliveryDetails).toBe("done");
    expect(view.totals.delivery).toEqual(money(695, "GBP"));
  });
});

describe("US sales tax", () => {
  it("adds the tax on the goods and the chosen delivery to the total", async () => {
    const { service, who, tax } = checkoutFor({ version: "us" });
    await service.saveHomeDetails(who, home(NEW_YORK));
    await service.chooseMode(who, "NEXTDAY", { confirm: true });
    const view = await service.view(who);
    expect(tax.asked.at(-1)?.deliveryCharge).toBe(2500);
    expect(tax.asked.at(-1)?.address).toMatchObject({ regionIso: "US-NY", postcode: "10118" });
    expect(view.tax).toMatchObject({ ok: true, taxRegion: "NY" });
    expect(view.totals.tax).toEqual(money(440, "USD"));
    expect(view.totals.total).toEqual(money(3000 + 2500 + 440, "USD"));
    expect(view.addressError).toBeNull();
  });

  it("names the provider's address error and keeps the delivery section open", async () => {
    const { service, who } = checkoutFor({ version: "us", taxError: "addressUnserviceable" });
    await service.saveHomeDetails(who, home({ ...NEW_YORK, line1: "PO Box 1234" }));
    await service.chooseMode(who, "STD", { confirm: true });
    const view = await service.view(who);
    expect(view.addressError).toBe("addressUnserviceable");
    expect(view.totals.tax).toBeNull();
    expect(view.sections.deliveryDetails).toBe("open");
  });

  it("asks for no tax on the uk site, whose prices include VAT", async () => {
    const { service, who, tax } = checkoutFor();
    await service.saveHomeDetails(who, home());
    expect((await service.view(who)).tax).toBeNull();
    expect(tax.asked).toHaveLength(0);
  });
});

describe("delivery details", () => {
  it("refuses an address in a country the site does not deliver to", async () => {
    const { service, who, repository } = checkoutFor();
    const error = await refusalOf(
      service.saveHomeDetails(who, home({ countryIso: "FR", postcode: "75001" })),
    );
    expect(error.kind).toBe("invalid");
    expect(error.fields).toEqual({ countryIso: CHECKOUT_MESSAGES.undeliverableCountry });
    expect(repository.rows.size).toBe(0);
  });

  it("prices standard delivery to France at the Europe rate on the row site", async () => {
    const { service, who } = checkoutFor({ version: "row" });
    await service.saveHomeDetails(who, home({ postcode: "75001", townCity: "Paris", countryIso: "FR" }));
    const view = await service.view(who);
    expect(view.quote.zone).toBe("Europe");
    expect(view.quote.modes.map((mode) => [mode.code, mode.charge, mode.refusal])).toEqual([
      ["STD", 1295, null],
    ]);
  });

  it("asks for the mode, its confirmation and billing again when the delivery type changes", async () => {
    const { service, who } = checkoutFor();
    await service.saveHomeDetails(who, home());
    await service.chooseMode(who, "NEXTDAY", { confirm: true });
    await service.saveBilling(who, { sameAsDelivery: true });
    expect((await service.view(who)).sections.payment).toBe("open");

    await service.chooseDeliveryType(who, "collectPlus");
    const view = await service.view(who);
    expect(view.state).toMatchObject({
      deliveryType: "collectPlus",
      deliveryMode: null,
      nominatedDate: null,
      deliveryConfirmed: false,
      billingConfirmed: false,
    });
    expect(view.sections).toEqual({
      deliveryType: "done",
      deliveryDetails: "open",
      billing: "locked",
      payment: "locked",
    });
  });

  it("keeps everything when the same delivery type is chosen again", async () => {
    const { service, who } = checkoutFor();
    await service.saveHomeDetails(who, home());
    await service.chooseMode(who, "NEXTDAY", { confirm: true });
    await service.chooseDeliveryType(who, "homeDelivery");
    expect((await service.view(who)).state).toMatchObject({
      deliveryMode: "NEXTDAY",
      deliveryConfirmed: true,
    });
  });

  it("refuses Collect+ on the us site", async () => {
    const { service, who } = checkoutFor({ version: "us" });
    const error = await refusalOf(service.chooseDeliveryType(who, "collectPlus"));
    expect(error.fields).toEqual({ deliveryMode: "international" });
  });

  it("stores a Collect+ point as its mode, confirmed, charged at the Collect+ rate", async () => {
    const { service, who } = checkoutFor();
    await service.chooseDeliveryType(who, "collectPlus");
    await service.saveCollection(who, { personal: PERSON, point: COLLECTION_POINT });
    const view = await service.view(who);
    expect(view.chosenMode?.code).toBe("COLLECT+");
    expect(view.totals.delivery).toEqual(money(395, "GBP"));
    expect(view.sections.deliveryDetails).toBe("done");
    expect(view.sections.billing).toBe("open");
  });
});

describe("billing", () => {
  it("refuses billing to the delivery address for a Collect+ order", async () => {
    const { service, who } = checkoutFor();
    await service.chooseDeliveryType(who, "collectPlus");
    await service.saveCollection(who, { personal: PERSON, point: COLLECTION_POINT });
    const error = await refusalOf(service.saveBilling(who, { sameAsDelivery: true }));
    expect(error.message).toBe(CHECKOUT_MESSAGES.billingAddress);

    await service.saveBilling(who, { personal: PERSON, address: address() });
    const view = await service.view(who);
    expect(view.state).toMatchObject({ billingSameAsDelivery: false, billingConfirmed: true });
    expect(view.sections).toEqual({
      deliveryType: "done",
      deliveryDetails: "done",
      billing: "done",
      payment: "open",
    });
  });
});

describe("sections and reset", () => {
  it("follows the facts: Edit reopens a done section and keeps the later summaries", async () => {
    const { service, who } = checkoutFor();
    await service.chooseDeliveryType(who, "homeDelivery");
    expect((await service.view(who)).sections).toEqual({
      deliveryType: "done",
      deliveryDetails: "open",
      billing: "locked",
      payment: "locked",
    });
    await service.saveHomeDetails(who, home());
    await service.chooseMode(who, "STD", { confirm: true });
    await service.saveBilling(who, { sameAsDelivery: true });
    expect((await service.view(who, "deliveryDetails")).sections).toEqual({
      deliveryType: "done",
      deliveryDetails: "open",
      billing: "done",
      // Payment is never "done" before the order; it waits while a section is being edited.
      payment: "locked",
    });
    // A section that cannot be reached yet is not opened by Edit.
    const fresh = checkoutFor();
    expect((await fresh.service.view(fresh.who, "billing")).sections.billing).toBe("locked");
  });

  it("a new delivery address asks for the mode's Continue again", async () => {
    const { service, who } = checkoutFor();
    await service.saveHomeDetails(who, home());
    await service.chooseMode(who, "STD", { confirm: true });
    await service.saveHomeDetails(who, home({ line1: "2 Royal Crescent" }));
    const view = await service.view(who);
    expect(view.state.deliveryConfirmed).toBe(false);
    expect(view.sections.deliveryDetails).toBe("open");
  });

  it("reset clears everything the shopper told checkout", async () => {
    const { service, who, repository } = checkoutFor();
    await service.setEmail(who, "ada@example.com");
    await service.saveHomeDetails(who, home());
    await service.reset(who);
    expect(repository.rows.size).toBe(0);
    expect((await service.view(who)).state).toEqual(EMPTY_CHECKOUT);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TITLES } from "../../core/accounts/titles.ts";
import { CHECKOUT_MESSAGES } from "../../core/checkout/checkout-service.ts";
import { toBoolean } from "../../data/normalise.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";

// Issue 15 points 2 and 4: the checkout's JSON calls of spec 001 §7 (checkout-config, countries.json, titles.json,
// delivery-modes.json, delivery-mode, cart.json on the checkout path), on SQLite and PostgreSQL.
let harness: Awaited<ReturnType<typeof createTestApp>>;

/** A gift-wrappable product that travels in the parcel and may go abroad, priced in pounds and dollars. */
let parcelVariant = "";

interface Price {
  value: number;
  minorUnits: number;
  currencyIso: string;
  formattedValue: string;
}

interface ModesBody {
  isoCode: string;
  deliveryType: string;
  deliveryModes: {
    code: string;
    groupCode: string | null;
    name: string;
    deliveryCost: Price;
    available: boolean;
    refusal: string | null;
    deliveryDate: string;
    cutOff: string | null;
    nominatedDates: string[];
  }[];
  selectedDeliveryMode: string | null;
  nominatedDate: string | null;
  deliverable: boolean;
  restrictedPostcode: boolean;
  splitDeliveries: { group: string; entryNumbers: number[]; deliveryDate: string; deliveryCost: Price }[];
}

interface ErrorBody {
  type: string;
  message: string;
  errors: { type: string; reason?: string; message: string }[];
}

beforeAll(async () => {
  harness = await createTestApp();
  const rows = await harness.database.db
    .selectFrom("variants")
    .innerJoin("products", "products.code", "variants.productCode")
    .innerJoin("prices as gbp", (j) =>
      j.onRef("gbp.variantCode", "=", "variants.code").on("gbp.currency", "=", "GBP"),
    )
    .innerJoin("prices as usd", (j) =>
      j.onRef("usd.variantCode", "=", "variants.code").on("usd.currency", "=", "USD"),
    )
    .select(["variants.code", "products.kind", "products.giftWrappable", "products.internationalDelivery"])
    .where("variants.availability", "=", "online")
    .where("variants.stockLevel", ">=", 40)
    .where("products.deliveryGroup", "=", "standard")
    .orderBy("variants.code")
    .execute();
  const found = rows.find(
    (row) =>
      toBoolean(row.giftWrappable) &&
      toBoolean(row.internationalDelivery) &&
      row.kind !== "gift-box" &&
      row.kind !== "bundle",
  );
  if (!found) throw new Error("the seed has no gift-wrappable parcel product sold in pounds and dollars");
  parcelVariant = found.code;
});
afterAll(async () => {
  await harness.close();
});

const newcomer = (path: string) => harness.app.request(`http://localhost${path}`);

function send(s: Shopper, method: string, path: string, body: unknown, init: { csrf?: boolean } = {}) {
  return s.request(path, {
    method,
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

/** A shopper with one parcel product in the bag of a version. */
async function shopperWithBag(version = "uk"): Promise<Shopper> {
  const s = await new Shopper(harness.app).begin();
  const added = await send(s, "POST", `/${version}/cart/entries`, { productSku: parcelVariant, quantity: 1 });
  expect(added.status).toBe(200);
  return s;
}

const GB_ADDRESS = {
  title: "Ms",
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "01225 123456",
  line1: "1 Milsom Street",
  townCity: "Bath",
  postcode: "BA1 1DA",
  countryIso: "GB",
};

/** The checkout page's delivery details form, posted natively as a shopper without JavaScript would. */
async function saveHomeDetails(s: Shopper, fields: Record<string, string>, version = "uk") {
  const response = await s.request(`/${version}/checkout/secure`, {
    method: "POST",
    csrf: false,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ CSRFToken: s.csrfToken, intent: "home-details", ...fields }),
  });
  expect(response.status).toBe(303);
}

async function modes(s: Shopper, query = "", version = "uk"): Promise<ModesBody> {
  const response = await s.request(`/${version}/checkout/secure/delivery-modes.json${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as ModesBody;
}

const chooseMode = (s: Shopper, body: unknown, init: { csrf?: boolean } = {}) =>
  send(s, "POST", "/uk/checkout/secure/delivery-mode", body, init);

const available = (body: ModesBody) => body.deliveryModes.filter((m) => m.available).map((m) => m.code);

async function refusalOf(response: Response): Promise<string | undefined> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ErrorBody;
  expect(body.type).toBe("DeliveryModeError");
  expect(body.message).toBe(CHECKOUT_MESSAGES.modeRefused);
  return body.errors[0]?.reason;
}

describe("checkout-config, countries.json and titles.json (shareable)", () => {
  it("answers checkout config as spec 001 §3's comma lists, public and without a cookie", async () => {
    for (const path of ["/checkout/secure/checkout-config", "/us/checkout/secure/checkout-config"]) {
      const response = await newcomer(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.json()).toEqual({
        mandatory: { countries: { postcodes: expect.stringMatching(/^GB,US,/), states: "US,CA,AU" } },
        googlePayAllowedAuthMethods: "PAN_ONLY,CRYPTOGRAM_3DS",
        googlePayAllowedCardNetworks: "AMEX,DISCOVER,MASTERCARD,VISA",
      });
    }
  });

  it("lists the countries each version delivers to, by name, with their address rules", async () => {
    const countries = async (version: string) => {
      const response = await newcomer(`/${version}/checkout/secure/countries.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      expect(response.headers.getSetCookie()).toEqual([]);
      return (await response.json()) as {
        isocode: string;
        name: string;
        postCodeRegex: string;
        postcodeRequired: boolean;
        stateRequired: boolean;
      }[];
    };
    const uk = await countries("uk");
    expect(uk.map((c) => c.isocode).sort()).toEqual(["GB", "GG", "IM", "JE"]);
    const gb = uk.find((c) => c.isocode === "GB");
    expect(gb).toMatchObject({ postcodeRequired: true, stateRequired: false });
    expect(new RegExp(gb?.postCodeRegex ?? "^$").test("BA1 1DA")).toBe(true);
    const us = await countries("us");
    expect(us).toEqual([
      expect.objectContaining({ isocode: "US", postcodeRequired: true, stateRequired: true }),
    ]);
    const row = await countries("row");
    expect(row.length).toBeGreaterThan(150);
    expect(row.map((c) => c.isocode)).not.toContain("GB");
    expect(row.map((c) => c.isocode)).not.toContain("US");
    expect(row.map((c) => c.isocode)).toContain("FR");
    const names = row.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en-GB").compare));
    // Without a version the call is the uk site's.
    expect(await (await newcomer("/checkout/secure/countries.json")).json()).toEqual(uk);
  });

  it("lists the titles of every title select", async () => {
    const response = await newcomer("/uk/checkout/secure/titles.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await response.json()).toEqual(TITLES.map((title) => ({ code: title, name: title })));
  });

  it("answers 404 for a version that is not one", async () => {
    for (const call of ["checkout-config", "countries.json", "titles.json", "delivery-modes.json"])
      expect((await newcomer(`/fr/checkout/secure/${call}`)).status).toBe(404);
  });
});

describe("delivery-modes.json", () => {
  it("offers every uk mode for a parcel to a normal postcode, with prices and dates", async () => {
    const s = await shopperWithBag();
    await saveHomeDetails(s, GB_ADDRESS);
    const body = await modes(s);
    expect(body).toMatchObject({
      isoCode: "GB",
      deliveryType: "homeDelivery",
      deliverable: true,
      restrictedPostcode: false,
      selectedDeliveryMode: null,
    });
    expect(available(body).sort()).toEqual(["NEXTDAY", "NOMINATE", "SAT", "STD", "SUN"]);
    const nextDay = body.deliveryModes.find((m) => m.code === "NEXTDAY");
    expect(nextDay).toMatchObject({ groupCode: "MP24", name: "Next day delivery", refusal: null });
    expect(nextDay?.deliveryCost).toMatchObject({
      currencyIso: "GBP",
      formattedValue: expect.stringMatching(/^£/),
    });
    expect(nextDay?.deliveryCost.minorUnits).toBeGreaterThan(0);
    expect(nextDay?.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.deliveryModes.find((m) => m.code === "NOMINATE")?.nominatedDates.length).toBeGreaterThan(0);
    expect(body.splitDeliveries).toEqual([
      expect.objectContaining({ group: "standard", entryNumbers: [expect.any(Number)] }),
    ]);
    // Without a version the call is the uk site's.
    const bare = await s.request("/checkout/secure/delivery-modes.json");
    expect(((await bare.json()) as ModesBody).deliveryModes).toEqual(body.deliveryModes);
  });

  it("quotes a country it is asked about without storing it: abroad from the uk site is refused", async () => {
    const s = await shopperWithBag();
    await saveHomeDetails(s, GB_ADDRESS);
    const france = await modes(s, "?isoCode=fr");
    expect(france.isoCode).toBe("FR");
    expect(france.deliverable).toBe(false);
    expect(available(france)).toEqual([]);
    expect(new Set(france.deliveryModes.map((m) => m.refusal))).toEqual(new Set(["international"]));
    // The stored address is still the one quoted without isoCode.
    expect((await modes(s)).isoCode).toBe("GB");
  });

  it("quotes the version's default country before an address is given", async () => {
    const s = await shopperWithBag();
    expect((await modes(s)).isoCode).toBe("GB");
  });

  it("refuses an isoCode that is not two letters, and a caller with no cart", async () => {
    const s = await shopperWithBag();
    for (const query of ["?isoCode=GBR", "?isoCode=G1", "?isoCode=", "?other=1"]) {
      const response = await s.request(`/uk/checkout/secure/delivery-modes.json${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as ErrorBody).type).toBe("ValidationError");
    }
    const empty = await new Shopper(harness.app).begin();
    const response = await empty.request("/uk/checkout/secure/delivery-modes.json");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ type: "CartError", errors: [{ reason: "notFound" }] });
  });
});

describe("POST delivery-mode", () => {
  it("chooses Next day and answers the modes with it selected; cart.json's checkout part follows", async () => {
    const s = await shopperWithBag();
    await saveHomeDetails(s, GB_ADDRESS);
    const response = await chooseMode(s, { deliveryModeCode: "NEXTDAY" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as ModesBody;
    expect(body.selectedDeliveryMode).toBe("NEXTDAY");
    expect((await modes(s)).selectedDeliveryMode).toBe("NEXTDAY");

    const nextDay = body.deliveryModes.find((m) => m.code === "NEXTDAY");
    const cart = (await (await s.request("/uk/checkout/secure/cart.json")).json()) as {
      totalPrice: Price;
      deliveryCost: Price;
      checkout: {
        deliveryType: string;
        deliveryMode: string | null;
        deliveryDate: string | null;
        taxRegion: string | null;
        totalTax: Price | null;
        deliveryCost: Price;
        totalPrice: Price;
      };
    };
    expect(cart.checkout).toMatchObject({
      deliveryType: "homeDelivery",
      deliveryMode: "NEXTDAY",
      deliveryDate: nextDay?.deliveryDate,
      taxRegion: null,
      totalTax: null,
    });
    expect(cart.checkout.deliveryCost.minorUnits).toBe(nextDay?.deliveryCost.minorUnits);
    expect(cart.checkout.totalPrice.minorUnits).toBe(
      cart.totalPrice.minorUnits - cart.deliveryCost.minorUnits + (nextDay?.deliveryCost.minorUnits ?? 0),
    );
    // The bag's own cart.json has no checkout part, and resetDeliveryMode stores nothing.
    expect(await (await s.request("/uk/bag/cart.json")).json()).not.toHaveProperty("checkout");
    const reset = await s.request("/uk/checkout/secure/cart.json?resetDeliveryMode=true");
    expect(reset.status).toBe(200);
    expect((await modes(s)).selectedDeliveryMode).toBe("NEXTDAY");
  });

  it("keeps a nominated day that is offered and refuses one that is not", async () => {
    const s = await shopperWithBag();
    await saveHomeDetails(s, GB_ADDRESS);
    const offered = (await modes(s)).deliveryModes.find((m) => m.code === "NOMINATE")?.nominatedDates ?? [];
    const day = offered[1] ?? offered[0] ?? "";
    const chosen = await chooseMode(s, { deliveryModeCode: "NOMINATE", nominatedDate: day });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ selectedDeliveryMode: "NOMINATE", nominatedDate: day });
    const refused = await chooseMode(s, { deliveryModeCode: "NOMINATE", nominatedDate: "2020-01-06" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: CHECKOUT_MESSAGES.nominatedDate });
    expect((await modes(s)).nominatedDate).toBe(day);
  });

  it("refuses Next day at a restricted postcode as restrictedPostCode (spec 001 §8)", async () => {
    const s = await shopperWithBag();
    await saveHomeDetails(s, {
      ...GB_ADDRESS,
      line1: "1 Cromwell Street",
      townCity: "Stornoway",
      postcode: "HS1 2AA",
    });
    const body = await modes(s);
    expect(body.restrictedPostcode).toBe(true);
    expect(available(body).sort()).toEqual(["NOMINATE", "STD"]);
    expect(await refusalOf(await chooseMode(s, { deliveryModeCode: "NEXTDAY" }))).toBe("restrictedPostCode");
    expect((await chooseMode(s, { deliveryModeCode: "STD" })).status).toBe(200);
  });

  it("refuses Next day for a gift order once a gift box is on the cart", async () => {
    const s = await shopperWithBag();
    await saveHomeDetails(s, GB_ADDRESS);
    const bag = (await (await s.request("/uk/checkout/secure/cart.json")).json()) as {
      entries: { entryNumber: number }[];
    };
    const boxed = await send(s, "POST", "/uk/checkout/secure/gift-boxes?isBag=true", {
      action: "add",
      giftBoxType: "GIFTB",
      entryNumbers: [bag.entries[0]?.entryNumber],
    });
    expect(boxed.status).toBe(200);
    expect(await refusalOf(await chooseMode(s, { deliveryModeCode: "NEXTDAY" }))).toBe("gifting");
    expect((await modes(s)).deliveryModes.find((m) => m.code === "NEXTDAY")?.refusal).toBe("gifting");
  });

  it("refuses Next day once a posted gift card in its gift box is in the bag, a gift sent as one", async () => {
    const s = await shopperWithBag();
    const added = await s.request("/uk/bag/update", {
      method: "POST",
      csrf: false,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        CSRFToken: s.csrfToken,
        intent: "add-gift-card",
        productCode: "GCARD",
        design: "BIRTHDAY",
        amount: "50",
        recipientName: "Ada Lovelace",
        senderName: "Charles",
        giftBox: "on",
      }),
    });
    expect(added.status).toBe(200);
    await saveHomeDetails(s, GB_ADDRESS);
    expect(await refusalOf(await chooseMode(s, { deliveryModeCode: "NEXTDAY" }))).toBe("gifting");
    expect((await chooseMode(s, { deliveryModeCode: "STD" })).status).toBe(200);
  });

  it("refuses a mode the shop does not have, or this site does not offer, as unknownMode", async () => {
    const s = await shopperWithBag();
    await saveHomeDetails(s, GB_ADDRESS);
    expect(await refusalOf(await chooseMode(s, { deliveryModeCode: "EXPRESS" }))).toBe("unknownMode");
    expect(await refusalOf(await chooseMode(s, { deliveryModeCode: "COLLECT+" }))).toBe("unknownMode");
  });

  it("answers hostile bodies with 400 and the error body, never a 5xx", async () => {
    const s = await shopperWithBag();
    await saveHomeDetails(s, GB_ADDRESS);
    const bodies: unknown[] = [
      { deliveryModeCode: "x".repeat(10_000) },
      { deliveryModeCode: "STD", nominatedDate: "y".repeat(10_000) },
      { deliveryModeCode: 5 },
      { deliveryModeCode: ["STD"] },
      { deliveryModeCode: null },
      {},
      [],
      "null",
      '{"deliveryModeCode":',
      { deliveryModeCode: "STD", nominatedDate: "2026-13-01" },
      { deliveryModeCode: "STD", extra: true },
    ];
    for (const body of bodies) {
      const response = await chooseMode(s, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const error = (await response.json()) as ErrorBody;
      expect(typeof error.type).toBe("string");
      expect(typeof error.message).toBe("string");
    }
    expect((await modes(s)).selectedDeliveryMode).toBeNull();
  });

  it("refuses a call without the session's CSRF token", async () => {
    const s = await shopperWithBag();
    await saveHomeDetails(s, GB_ADDRESS);
    expect((await chooseMode(s, { deliveryModeCode: "NEXTDAY" }, { csrf: false })).status).toBe(403);
    expect((await modes(s)).selectedDeliveryMode).toBeNull();
  });

  it("never lets another shopper see or change this cart's delivery", async () => {
    const owner = await shopperWithBag();
    await saveHomeDetails(owner, GB_ADDRESS);
    expect((await chooseMode(owner, { deliveryModeCode: "NEXTDAY" })).status).toBe(200);

    const stranger = await new Shopper(harness.app).begin();
    const changed = await chooseMode(stranger, { deliveryModeCode: "STD" });
    expect(changed.status).toBe(404);
    expect(((await changed.json()) as ErrorBody).type).toBe("CartError");
    expect((await stranger.request("/uk/checkout/secure/delivery-modes.json")).status).toBe(404);
    const strangerCart = (await (await stranger.request("/uk/checkout/secure/cart.json")).json()) as {
      checkout: unknown;
      totalUnitCount: number;
    };
    expect(strangerCart).toMatchObject({ checkout: null, totalUnitCount: 0 });

    // A stranger with a bag of their own sees and changes only their own checkout.
    const other = await shopperWithBag();
    expect((await modes(other)).selectedDeliveryMode).toBeNull();
    await saveHomeDetails(other, GB_ADDRESS);
    expect((await chooseMode(other, { deliveryModeCode: "STD" })).status).toBe(200);
    expect((await modes(owner)).selectedDeliveryMode).toBe("NEXTDAY");
  });
});

describe("cart.json on the checkout path on /us/", () => {
  it("adds sales tax and its taxRegion once a US address is given", async () => {
    const s = await shopperWithBag("us");
    await saveHomeDetails(
      s,
      {
        ...GB_ADDRESS,
        phoneNumber: "212 555 0100",
        line1: "350 Fifth Avenue",
        townCity: "New York",
        postcode: "10118",
        countryIso: "US",
        regionIso: "US-NY",
      },
      "us",
    );
    const response = await s.request("/us/checkout/secure/cart.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const cart = (await response.json()) as {
      currencyIso: string;
      checkout: { taxRegion: string | null; totalTax: Price | null; deliveryCost: Price; totalPrice: Price };
      subTotal: Price;
      totalPrice: Price;
      deliveryCost: Price;
    };
    expect(cart.currencyIso).toBe("USD");
    expect(cart.checkout.taxRegion).toBe("NY");
    expect(cart.checkout.totalTax?.minorUnits).toBeGreaterThan(0);
    expect(cart.checkout.totalPrice.minorUnits).toBe(
      cart.totalPrice.minorUnits -
        cart.deliveryCost.minorUnits +
        cart.checkout.deliveryCost.minorUnits +
        (cart.checkout.totalTax?.minorUnits ?? 0),
    );
  });
});

describe("invalid-cart-entries.json on the checkout path", () => {
  it("answers with and without a version", async () => {
    const s = await shopperWithBag();
    for (const path of [
      "/uk/checkout/secure/invalid-cart-entries.json",
      "/checkout/secure/invalid-cart-entries.json",
    ]) {
      const response = await s.request(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ redirectToBag: false, invalidEntries: [] });
    }
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_FORM_MESSAGES } from "../../core/checkout/checkout-form.ts";
import { CHECKOUT_MESSAGES } from "../../core/checkout/checkout-service.ts";
import { formatMoney, money } from "../../core/money/money.ts";
import { ADDRESS_ERROR_MESSAGES } from "../../core/tax/address-errors.ts";
import { addToBag, createTestApp, registerCustomer, Shopper } from "../setup/api-app.ts";

// The checkout page (issue 15 "done means"): who is sent where before it shows, each section's native form post
// answered 303 back to the page or 400 with the refusal, the page's figures after the posts, and hostile input.

let harness: Awaited<ReturnType<typeof createTestApp>>;
const TOWEL_SKU = "P100000010203";
const PASSWORD = "Sea-glass 7 shore";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

const PERSON = { title: "Ms", firstName: "Ada", lastName: "Lovelace", phoneNumber: "01225 000000" };
const BATH = {
  ...PERSON,
  line1: "1 Royal Crescent",
  townCity: "Bath",
  postcode: "BA1 1DA",
  countryIso: "GB",
};
const NEW_YORK = {
  ...PERSON,
  phoneNumber: "212 555 0100",
  line1: "350 Fifth Avenue",
  townCity: "New York",
  postcode: "10118",
  countryIso: "US",
  regionIso: "US-NY",
};
const PARIS = { ...PERSON, line1: "8 rue de Rivoli", townCity: "Paris", postcode: "75001", countryIso: "FR" };

type Version = "uk" | "us" | "row";

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

/** The page's text with React's escapes undone, so wording can be matched as shoppers read it. */
async function textOf(response: Response): Promise<string> {
  return (await response.text()).replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&amp;", "&");
}

const withTowelInBag = (shopper: Shopper, version: Version = "uk") =>
  addToBag(shopper, TOWEL_SKU, { version });

function post(shopper: Shopper, fields: Record<string, string>, version: Version = "uk", csrf = true) {
  return shopper.request(`/${version}/checkout/secure`, {
    method: "POST",
    headers: FORM,
    body: new URLSearchParams(fields),
    csrf,
  });
}

/** Posts a section and expects the post/redirect/get answer back to the page. */
async function postOk(shopper: Shopper, fields: Record<string, string>, version: Version = "uk") {
  const response = await post(shopper, fields, version);
  if (response.status !== 303)
    throw new Error(`${fields.intent}: ${response.status} ${await response.text()}`);
  expect(response.headers.get("location")).toBe(`/${version}/checkout/secure`);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return response;
}

/** Posts a section and expects the refusal the page shows (400 with the typed values). */
async function postRefused(shopper: Shopper, fields: Record<string, string>, version: Version = "uk") {
  const response = await post(shopper, fields, version);
  expect(response.status).toBe(400);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return textOf(response);
}

async function page(shopper: Shopper, version: Version = "uk", query = "") {
  const response = await shopper.request(`/${version}/checkout/secure${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return textOf(response);
}

/** A guest with a towel in the bag who has given an e-mail at the checkout sign-in. */
async function guestAtCheckout(version: Version = "uk"): Promise<Shopper> {
  const shopper = await withTowelInBag(await new Shopper(harness.app).begin(), version);
  await postOk(
    shopper,
    { intent: "guest-email", email: `guest.${randomUUID().slice(0, 8)}@example.com` },
    version,
  );
  return shopper;
}

/** A registered, signed-in customer with a towel in the bag and one saved address, and that address's id. */
async function customerWithSavedAddress(): Promise<{ shopper: Shopper; addressId: string }> {
  const shopper = await withTowelInBag(await new Shopper(harness.app).begin());
  await registerCustomer(
    shopper,
    { email: `customer.${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD },
    harness.database,
  );
  // Signing in renews the session and its anti-forgery token: read the new one as the next page would.
  await shopper.begin();
  const added = await shopper.request("/api/common/address", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BATH),
  });
  expect(added.status).toBe(200);
  const body = (await added.json()) as { data: { address: { id: string } } };
  return { shopper, addressId: body.data.address.id };
}

/** Minor units of a price as the page prints it ("£30", "£1,234.50"). */
function amountOf(printed: string | undefined): number {
  expect(printed).toBeDefined();
  return Math.round(Number((printed ?? "").replace(/[^\d.]/g, "")) * 100);
}

describe("who sees the checkout page", () => {
  it("sends a shopper with an empty bag to the bag", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/uk/checkout/secure");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/bag");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("sends a guest with a bag but no e-mail to the checkout sign-in", async () => {
    const shopper = await withTowelInBag(await new Shopper(harness.app).begin());
    const response = await shopper.request("/uk/checkout/secure");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/login/checkout");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("shows the page, privately, with the guest's e-mail once given", async () => {
    const shopper = await withTowelInBag(await new Shopper(harness.app).begin());
    const email = `guest.${randomUUID().slice(0, 8)}@example.com`;
    await postOk(shopper, { intent: "guest-email", email });
    const html = await page(shopper);
    expect(html).toContain(email);
    expect(html).toContain("Delivery method");
  });

  it("keeps the checkout to its session: another browser is sent to its own bag", async () => {
    const owner = await guestAtCheckout();
    await postOk(owner, { intent: "delivery-type", deliveryType: "homeDelivery" });
    const stranger = await new Shopper(harness.app).begin();
    const response = await stranger.request("/uk/checkout/secure");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/bag");
    // Nor can it change the owner's checkout: its post finds no cart of its own.
    const posted = await post(stranger, { intent: "delivery-type", deliveryType: "collectPlus" });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/uk/bag");
    expect(posted.headers.get("cache-control")).toBe("private, no-store");
    expect(await page(owner)).toContain("Home delivery");
  });
});

describe("home delivery, by posts", () => {
  it("goes from the delivery type to payment with Next Day in the total", async () => {
    const shopper = await guestAtCheckout();
    await postOk(shopper, { intent: "delivery-type", deliveryType: "homeDelivery" });
    await postOk(shopper, { intent: "home-details", ...BATH });
    expect(await page(shopper)).toContain("1 Royal Crescent");
    await postOk(shopper, { intent: "delivery-mode", deliveryMode: "NEXTDAY", confirm: "on" });
    await postOk(shopper, { intent: "billing", sameAsDelivery: "on" });

    const html = await page(shopper);
    expect(html).toContain("Next day delivery");
    expect(html).toContain("£6.95");
    // The bag's goods with next day's £6.95 in place of the standard estimate, in the summary and under To pay.
    const subtotal = amountOf(html.match(/Subtotal<\/dt><dd>([^<]+)</)?.[1]);
    const total = formatMoney(money(subtotal + 695, "GBP"), "en-GB");
    expect(html).toContain(`Total</dt><dd>${total}</dd>`);
    expect(html).toMatch(new RegExp(`To pay</span><strong>${total.replace(".", "\\.")}</strong>`));
  });

  it("refuses Next Day to a restricted postcode with the service's wording", async () => {
    const shopper = await guestAtCheckout();
    await postOk(shopper, { intent: "home-details", ...BATH, postcode: "HS1 2AA", townCity: "Stornoway" });
    const html = await postRefused(shopper, {
      intent: "delivery-mode",
      deliveryMode: "NEXTDAY",
      confirm: "on",
    });
    expect(html).toContain(CHECKOUT_MESSAGES.modeRefused);
  });

  it("asks for a delivery day from the list when Nominated day is confirmed without one", async () => {
    const shopper = await guestAtCheckout();
    await postOk(shopper, { intent: "home-details", ...BATH });
    const html = await postRefused(shopper, {
      intent: "delivery-mode",
      deliveryMode: "NOMINATE",
      confirm: "on",
    });
    expect(html).toContain(CHECKOUT_MESSAGES.nominatedDate);
  });
});

describe("the labels the checkout's render wrote (decision 067)", () => {
  it("carries every price and delivery day it wrote with Intl, for the browser to write them without a formatter", async () => {
    const shopper = await guestAtCheckout();
    await postOk(shopper, { intent: "delivery-type", deliveryType: "homeDelivery" });
    await postOk(shopper, { intent: "home-details", ...BATH });
    const html = await page(shopper);
    const block = html.match(
      /<script type="application\/json" id="written-labels">([^<]*)<\/script><\/body>/,
    )?.[1];
    expect(block).toBeDefined();
    const labels = JSON.parse(block ?? "{}") as Record<string, Record<string, string>>;
    const written = Object.values(labels).flatMap((byValue) => Object.values(byValue));
    const subtotal = html.match(/Subtotal<\/dt><dd>([^<]+)</)?.[1];
    expect(written).toContain(subtotal);
    // Each delivery option's day, as the page shows it ("Thursday 3 December").
    const days = written.filter((label) => /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/.test(label));
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(html).toContain(day);
  });
});

describe("Collect+, by posts", () => {
  it("lists points for a town, stores the chosen one and asks for a billing address", async () => {
    const shopper = await guestAtCheckout();
    await postOk(shopper, { intent: "delivery-type", deliveryType: "collectPlus" });
    const listed = await page(shopper, "uk", "?pudo=Bath");
    expect(listed).toContain("Collection points near you");
    const pointId =
      listed.match(/name="pointId"[^>]*value="([^"]+)"/)?.[1] ??
      listed.match(/value="([^"]+)"[^>]*name="pointId"/)?.[1];
    expect(pointId).toBeDefined();

    await postOk(shopper, { intent: "collection-point", pointId: pointId ?? "", ...PERSON });
    const html = await postRefused(shopper, { intent: "billing", sameAsDelivery: "on" });
    expect(html).toContain(CHECKOUT_MESSAGES.billingAddress);
    // Without the box and without an address the address form's messages come back.
    const empty = await post(shopper, { intent: "billing" });
    expect(empty.status).toBe(400);
    await postOk(shopper, { intent: "billing", ...BATH });
    expect(await page(shopper)).toContain("To pay");
  });

  it("refuses a point that does not exist", async () => {
    const shopper = await guestAtCheckout();
    const html = await postRefused(shopper, {
      intent: "collection-point",
      pointId: "CP-NOWHERE-99",
      ...PERSON,
    });
    expect(html).toContain(CHECKOUT_FORM_MESSAGES.collectionPoint);
  });
});

describe("other versions", () => {
  it("us: shows sales tax once a New York address is given", async () => {
    const shopper = await guestAtCheckout("us");
    // Before an address the line waits for one; after, it carries the amount.
    expect(await page(shopper, "us")).toContain("Sales tax</dt><dd>Calculated with your address</dd>");
    await postOk(shopper, { intent: "home-details", ...NEW_YORK }, "us");
    const html = await page(shopper, "us");
    const tax = amountOf(html.match(/Sales tax<\/dt><dd>([^<]+)</)?.[1]);
    expect(tax).toBeGreaterThan(0);
  });

  it("us: shows the unserviceable-address wording for a PO Box", async () => {
    const shopper = await guestAtCheckout("us");
    await postOk(shopper, { intent: "home-details", ...NEW_YORK, line1: "PO Box 1234" }, "us");
    expect(await page(shopper, "us")).toContain(ADDRESS_ERROR_MESSAGES.addressUnserviceable);
  });

  it("row: prices standard delivery to France at the Europe rate", async () => {
    const shopper = await guestAtCheckout("row");
    await postOk(shopper, { intent: "home-details", ...PARIS }, "row");
    const html = await page(shopper, "row");
    expect(html).toContain("Standard");
    expect(html).toContain("€12.95");
  });

  it("uk: refuses an address in a country the site does not deliver to", async () => {
    const shopper = await guestAtCheckout();
    const html = await postRefused(shopper, { intent: "home-details", ...PARIS });
    expect(html).toContain(CHECKOUT_MESSAGES.undeliverableCountry);
  });
});

describe("hostile input", () => {
  it("answers 400 to an unknown intent, or none", async () => {
    const shopper = await guestAtCheckout();
    expect(await postRefused(shopper, { intent: "pay-now" })).toContain(CHECKOUT_FORM_MESSAGES.intent);
    await postRefused(shopper, {});
  });

  it("answers 400, never 500, to 10 kB fields", async () => {
    const shopper = await guestAtCheckout();
    const huge = "x".repeat(10 * 1024);
    const posts: Record<string, string>[] = [
      { intent: "guest-email", email: `${huge}@example.com` },
      { intent: "delivery-type", deliveryType: huge },
      { intent: "home-details", ...BATH, line1: huge },
      { intent: "delivery-mode", deliveryMode: "NOMINATE", nominatedDate: huge, confirm: "on" },
      { intent: "collection-point", pointId: huge, ...PERSON },
      { intent: "saved-address", savedAddressId: huge },
      { intent: "billing", ...BATH, postcode: huge },
    ];
    for (const fields of posts) await postRefused(shopper, fields);
  });

  it("answers 400 to values of the wrong kind", async () => {
    const shopper = await guestAtCheckout();
    await postRefused(shopper, { intent: "delivery-type", deliveryType: "drone" });
    await postRefused(shopper, { intent: "delivery-mode", deliveryMode: "TELEPORT" });
    await postRefused(shopper, { intent: "delivery-mode", deliveryMode: "STD", confirm: "maybe" });
    await postRefused(shopper, {
      intent: "delivery-mode",
      deliveryMode: "NOMINATE",
      nominatedDate: "next Tuesday",
    });
    await postRefused(shopper, { intent: "home-details", ...BATH, countryIso: "Narnia" });
    await postRefused(shopper, { intent: "home-details", ...BATH, title: "Emperor" });
    await postRefused(shopper, { intent: "billing", sameAsDelivery: "yes please" });
  });

  it("refuses another customer's saved address, and a guest's use of one", async () => {
    const first = await customerWithSavedAddress();
    const second = await customerWithSavedAddress();
    const html = await postRefused(second.shopper, {
      intent: "saved-address",
      savedAddressId: first.addressId,
    });
    expect(html).toContain(CHECKOUT_FORM_MESSAGES.savedAddress);
    await postOk(second.shopper, { intent: "saved-address", savedAddressId: second.addressId });
    expect(await page(second.shopper)).toContain("1 Royal Crescent");

    const guest = await guestAtCheckout();
    await postRefused(guest, { intent: "saved-address", savedAddressId: first.addressId });
  });

  it("refuses a post without the anti-forgery token", async () => {
    const shopper = await guestAtCheckout();
    const response = await post(
      shopper,
      { intent: "delivery-type", deliveryType: "homeDelivery" },
      "uk",
      false,
    );
    expect(response.status).toBe(403);
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bagShopper } from "../../core/cart/bag-shopper.ts";
import { answerPlacement } from "../../core/orders/placement-answer.ts";
import { DEVELOPMENT_OAUTH_CLIENT_SECRET } from "../../server/env.ts";
import { SESSION_COOKIE } from "../../server/middleware/session.ts";
import { addToBag, createTestApp, registerCustomer, Shopper } from "../setup/api-app.ts";
import { hasStreamedSections, markupInPlace } from "../setup/first-response.ts";
import { authoriseEverything, fillCheckout } from "../setup/order-harness.ts";

// Issue 16 points 3-4 on SQLite and PostgreSQL: an order is read only by whoever may see it. The order call
// answers a guest with the order's token and a customer with their bearer token, and 404 alike for everything
// else; the confirmation shows only to the session that placed the order or its signed-in owner; tracking wants
// the number and the e-mail it was placed with; my account lists only the customer's own orders.
// Orders are placed in-process through the production workflow with an acquirer that authorises.

let harness: Awaited<ReturnType<typeof createTestApp>>;
const TOWEL_SKU = "P100000010203";
const PASSWORD = "Sea-glass 7 shore";
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const PERSON = { title: "Ms", firstName: "Ada", lastName: "Lovelace", phoneNumber: "01225 123456" };
const BATH = {
  line1: "1 Royal Crescent",
  line2: null,
  townCity: "Bath",
  postcode: "BA1 2LR",
  countryIso: "GB",
  regionIso: null,
  savedAddressId: null,
};
const TEST_CARD = "4111111111111111";

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

async function sessionOf(shopper: Shopper) {
  const session = await harness.services.sessions.find(shopper.cookie(SESSION_COOKIE) ?? "");
  if (!session) throw new Error("the shopper has no stored session");
  return session;
}

/**
 * Puts a towel in the shopper's uk bag, fills the checkout and places the order as the checkout's payment step
 * does (the workflow, then answerPlacement remembering it in the session). Answers the order number and token.
 */
async function placeOrder(shopper: Shopper, email: string) {
  await addToBag(shopper, TOWEL_SKU, { quantity: 2 });
  const session = await sessionOf(shopper);
  const owner = bagShopper({ session }, "uk");
  const { checkout, orders } = harness.services;
  await fillCheckout(checkout, owner, { email, person: PERSON, address: BATH });
  const result = await orders.placeOrder({
    owner,
    attemptId: `attempt-${randomUUID()}`,
    authorise: authoriseEverything,
  });
  if (result.status !== "placed") throw new Error(`not placed: ${JSON.stringify(result)}`);
  const answer = await answerPlacement(
    {
      session,
      updateSession: (data) => harness.services.sessions.write(session, data, new Date()),
    },
    "en-GB",
    result,
    "Failure_NewCard",
  );
  expect(answer.kind).toBe("placed");
  return { orderNumber: result.order.orderNumber, guestToken: result.order.guestToken ?? "" };
}

async function guestOrder() {
  const shopper = await new Shopper(harness.app).begin();
  const email = `Guest.${randomUUID().slice(0, 8)}@Example.com`;
  return { shopper, email, ...(await placeOrder(shopper, email)) };
}

/** A registered, signed-in customer (a session of their own) and a password-grant token for the same account. */
async function customer() {
  const shopper = await new Shopper(harness.app).begin();
  const email = `orders.${randomUUID().slice(0, 8)}@example.com`;
  await registerCustomer(shopper, { email, password: PASSWORD }, harness.database);
  await shopper.begin();
  const grant = await harness.app.request("http://localhost/authorizationserver/oauth/token", {
    method: "POST",
    headers: {
      ...FORM,
      authorization: `Basic ${Buffer.from(`twc-storefront:${DEVELOPMENT_OAUTH_CLIENT_SECRET}`).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "password", username: email, password: PASSWORD }).toString(),
  });
  expect(grant.status).toBe(200);
  const { access_token: token } = (await grant.json()) as { access_token: string };
  const session = await sessionOf(shopper);
  return { shopper, email, token, customerId: session.data.customerId ?? "" };
}

/** The towel's colour and size in the catalogue: what its order line keeps. */
async function towelAsSold(): Promise<{ colour: string; size: string }> {
  const row = await harness.database.db
    .selectFrom("variants")
    .innerJoin("swatches", "swatches.code", "variants.swatchCode")
    .select(["swatches.name as colour", "variants.size"])
    .where("variants.code", "=", TOWEL_SKU)
    .executeTakeFirstOrThrow();
  return row;
}

function fetchOrder(
  user: string,
  orderNumber: string,
  headers: Record<string, string> = {},
  options: { site?: string; query?: string; shopper?: Shopper } = {},
) {
  const path = `/TWCcommercewebservices/v2/${options.site ?? "twc-uk"}/users/${user}/orders/${orderNumber}?${options.query ?? "fields=FULL"}`;
  if (options.shopper) return options.shopper.request(path, { headers });
  return harness.app.request(`http://localhost${path}`, { headers });
}

async function textOf(response: Response): Promise<string> {
  return (await response.text()).replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&amp;", "&");
}

describe("order fetch", () => {
  it("answers a guest's order with its token, and never without it", async () => {
    const { orderNumber, guestToken, email } = await guestOrder();
    const withToken = await fetchOrder("anonymous", orderNumber, { "X-Guest-Order-Token": guestToken });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get("cache-control")).toBe("private, no-store");
    const body = (await withToken.json()) as Record<string, unknown> & {
      entries: { quantity: number; product: { code: string } }[];
      paymentInfo: { card: { cardNumber: string; cardType: string } };
      totalPrice: { minorUnits: number; currencyIso: string };
    };
    expect(body).toMatchObject({
      code: orderNumber,
      email,
      guestCustomer: true,
      site: "uk",
      status: "PLACED",
    });
    expect(body.entries).toEqual([expect.objectContaining({ quantity: 2, product: expect.any(Object) })]);
    // The line as bought: colour, size, its page and its picture (migration 0025).
    const towel = await towelAsSold();
    expect(body.entries[0]?.product).toMatchObject({
      code: TOWEL_SKU,
      colour: towel.colour,
      size: towel.size,
      // The page of the colour bought.
      url: expect.stringMatching(/^\/uk\/.+\/p\/P\d+\?swatch=P\d+-\w+$/),
      images: [{ format: "thumbnail", url: expect.stringMatching(/^\/images\//) }],
    });
    expect(body.paymentInfo.card).toMatchObject({ cardNumber: "•••• 1111", cardType: "visa" });
    expect(body.totalPrice.currencyIso).toBe("GBP");
    expect(body.totalPrice.minorUnits).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain(TEST_CARD);

    const without = await fetchOrder("anonymous", orderNumber);
    expect(without.status).toBe(401);
    expect(without.headers.get("cache-control")).toBe("private, no-store");
    const wrong = await fetchOrder("anonymous", orderNumber, { "X-Guest-Order-Token": "x".repeat(32) });
    expect(wrong.status).toBe(404);
    // Another guest's token opens only that guest's order.
    const other = await guestOrder();
    expect(
      (await fetchOrder("anonymous", orderNumber, { "X-Guest-Order-Token": other.guestToken })).status,
    ).toBe(404);
    // A wrong token and an unknown number answer alike.
    const unknown = await fetchOrder("anonymous", "79927398713", { "X-Guest-Order-Token": guestToken });
    expect([unknown.status, await unknown.json()]).toEqual([404, await wrong.json()]);
  });

  it("lets the browser that placed the order read it without the header, and checks the site and query", async () => {
    const { shopper, orderNumber, guestToken } = await guestOrder();
    expect((await fetchOrder("anonymous", orderNumber, {}, { shopper })).status).toBe(200);
    const otherSite = await fetchOrder(
      "anonymous",
      orderNumber,
      { "X-Guest-Order-Token": guestToken },
      {
        site: "twc-us",
      },
    );
    expect(otherSite.status).toBe(404);
    const badQuery = await fetchOrder(
      "anonymous",
      orderNumber,
      { "X-Guest-Order-Token": guestToken },
      {
        query: "fields=EVERYTHING",
      },
    );
    expect(badQuery.status).toBe(400);
    expect((await fetchOrder("anonymous", orderNumber, {}, { site: "twc-mars" })).status).toBe(400);
  });

  it("answers a customer their own order with their token, and never another customer's", async () => {
    const owner = await customer();
    const { orderNumber } = await placeOrder(owner.shopper, owner.email);
    const bearer = { authorization: `Bearer ${owner.token}` };
    const current = await fetchOrder("current", orderNumber, bearer);
    expect(current.status).toBe(200);
    expect(current.headers.get("cache-control")).toBe("private, no-store");
    expect(await current.json()).toMatchObject({ code: orderNumber, guestCustomer: false });
    expect((await fetchOrder(owner.customerId, orderNumber, bearer)).status).toBe(200);

    const stranger = await customer();
    const theirs = { authorization: `Bearer ${stranger.token}` };
    expect((await fetchOrder("current", orderNumber, theirs)).status).toBe(404);
    // Naming the owner's id with another customer's token reads nothing either.
    expect((await fetchOrder(owner.customerId, orderNumber, theirs)).status).toBe(404);
    expect((await fetchOrder(stranger.customerId, orderNumber, theirs)).status).toBe(404);
    // No token, a forged one, and a customer's own order read as a guest without its token.
    expect((await fetchOrder("current", orderNumber)).status).toBe(401);
    const forged = await fetchOrder("current", orderNumber, { authorization: "Bearer forged-token" });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("www-authenticate")).toContain("invalid_token");
    expect((await fetchOrder("anonymous", orderNumber)).status).toBe(401);
  });
});

describe("order confirmation page", () => {
  it("shows the order to the session that placed it", async () => {
    const { shopper, orderNumber, email } = await guestOrder();
    const page = await shopper.request(`/uk/checkout/orderConfirmation/${orderNumber}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await textOf(page);
    expect(html).toContain("Thank you for your order");
    expect(html).toContain(orderNumber);
    expect(html).toContain(email);
    expect(html).toContain("Visa ending 1111");
    // Each line as bought, with its picture and a link to its page, as the bag showed it.
    const towel = await towelAsSold();
    expect(html).toContain(`Colour: ${towel.colour}`);
    expect(html).toContain(`Size: ${towel.size}`);
    expect(html).toMatch(/<img class="order-line__image" src="\/images\/[^"]+"/);
    expect(html).toMatch(/<a href="\/uk\/[^"]+\/p\/P\d+\?swatch=[^"]+"[^>]*class="bag-line-details__link"/);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toContain(TEST_CARD);
  });

  it("draws the order in the first response, where a browser without JavaScript shows it", async () => {
    // Issue 24 point 9: the order was a section streamed after the page, shown only by an inline script.
    const { shopper, orderNumber, email } = await guestOrder();
    const html = await textOf(await shopper.request(`/uk/checkout/orderConfirmation/${orderNumber}`));
    expect(hasStreamedSections(html)).toBe(false);
    const inPlace = markupInPlace(html);
    expect(inPlace).toMatch(new RegExp(`Your order number is(<!-- -->)? <strong>${orderNumber}</strong>`));
    expect(inPlace).toContain(email);
    expect(inPlace).toContain("Visa ending 1111");
    expect(inPlace).not.toContain("Loading your order");
  });

  it("answers 404 with the error state to any other session, guest or customer", async () => {
    const { orderNumber } = await guestOrder();
    const stranger = await new Shopper(harness.app).begin();
    const page = await stranger.request(`/uk/checkout/orderConfirmation/${orderNumber}`);
    expect(page.status).toBe(404);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await textOf(page);
    expect(html).toContain("We can't show this order");
    expect(html).toContain('href="/uk/guest/trackOrder"');
    expect(html).not.toContain("Thank you for your order");
    const signedIn = await customer();
    expect((await signedIn.shopper.request(`/uk/checkout/orderConfirmation/${orderNumber}`)).status).toBe(
      404,
    );
    expect((await stranger.request("/uk/checkout/orderConfirmation/not-a-number")).status).toBe(404);
  });

  it("shows a customer's order to the customer signed in on another browser", async () => {
    const owner = await customer();
    const { orderNumber } = await placeOrder(owner.shopper, owner.email);
    const elsewhere = await new Shopper(harness.app).begin();
    const signIn = await elsewhere.request("/uk/login", {
      method: "POST",
      headers: FORM,
      body: new URLSearchParams({ intent: "signIn", email: owner.email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(303);
    const page = await elsewhere.request(`/uk/checkout/orderConfirmation/${orderNumber}`);
    expect(page.status).toBe(200);
    expect(await textOf(page)).toContain(orderNumber);
  });
});

describe("guest order tracking", () => {
  function track(shopper: Shopper, fields: Record<string, string>, csrf = true) {
    return shopper.request("/uk/guest/trackOrder", {
      method: "POST",
      headers: FORM,
      body: new URLSearchParams(fields),
      csrf,
    });
  }

  it("finds an order by its number and e-mail in any case", async () => {
    const { orderNumber, email } = await guestOrder();
    const someone = await new Shopper(harness.app).begin();
    const found = await track(someone, {
      orderNumber,
      email: `  ${email.toUpperCase()} `,
      CSRFToken: someone.csrfToken,
    });
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("private, no-store");
    const html = await textOf(found);
    expect(html).toContain(`Order ${orderNumber}`);
    expect(html).toContain("Order received");
    // Tracking shows progress, not the buyer's billing or payment.
    expect(html).not.toContain("Billing address");
    // Nor are they in the page's data.
    expect(html).not.toContain(PERSON.phoneNumber);
    expect(html).not.toContain("•••• 1111");
    expect(html).not.toContain(email);
  });

  it("answers a wrong e-mail exactly like an unknown number", async () => {
    const { orderNumber } = await guestOrder();
    const someone = await new Shopper(harness.app).begin();
    const wrongEmail = await track(someone, {
      orderNumber,
      email: "someone.else@example.com",
      CSRFToken: someone.csrfToken,
    });
    expect(wrongEmail.status).toBe(404);
    const wrongHtml = await textOf(wrongEmail);
    expect(wrongHtml).toContain("We couldn't find an order with that order number and email address");
    expect(wrongHtml).not.toContain(`Order ${orderNumber}`);
    const unknown = await track(someone, {
      orderNumber: "79927398713",
      email: "someone.else@example.com",
      CSRFToken: someone.csrfToken,
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses malformed input with a clear message and a post without the CSRF token", async () => {
    const someone = await new Shopper(harness.app).begin();
    const malformed = await track(someone, {
      orderNumber: "12345",
      email: "nope",
      CSRFToken: someone.csrfToken,
    });
    expect(malformed.status).toBe(400);
    const html = await textOf(malformed);
    expect(html).toContain("Please enter the 11-digit order number");
    expect(html).toContain("Please enter a valid email address");
    const forged = await track(someone, { orderNumber: "79927398713", email: "a@example.com" }, false);
    expect(forged.status).toBe(403);
  });

  it("shows the form from the footer's link", async () => {
    const page = await new Shopper(harness.app).request("/uk/guest/trackOrder");
    expect(page.status).toBe(200);
    const html = await textOf(page);
    expect(html).toContain("Track your order");
    expect(html).toContain('name="orderNumber"');
  });
});

describe("order history in my account", () => {
  it("lists the customer's own orders and opens each, never another customer's", async () => {
    const owner = await customer();
    const first = await placeOrder(owner.shopper, owner.email);
    const second = await placeOrder(owner.shopper, owner.email);
    const account = await textOf(await owner.shopper.request("/uk/my-account"));
    expect(account).toContain(first.orderNumber);
    expect(account).toContain(second.orderNumber);
    // Newest first.
    expect(account.indexOf(second.orderNumber)).toBeLessThan(account.indexOf(first.orderNumber));
    expect(account).toContain(`href="/uk/my-account/orders/${first.orderNumber}"`);

    const detail = await owner.shopper.request(`/uk/my-account/orders/${first.orderNumber}`);
    expect(detail.status).toBe(200);
    expect(detail.headers.get("cache-control")).toBe("private, no-store");
    expect(await textOf(detail)).toContain(`Order ${first.orderNumber}`);

    const stranger = await customer();
    const theirs = await textOf(await stranger.shopper.request("/uk/my-account"));
    expect(theirs).not.toContain(first.orderNumber);
    expect((await stranger.shopper.request(`/uk/my-account/orders/${first.orderNumber}`)).status).toBe(404);
    // A guest is sent to sign in first.
    const guest = await new Shopper(harness.app).begin();
    const signIn = await guest.request(`/uk/my-account/orders/${first.orderNumber}`);
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get("location")).toContain("/uk/login?returnTo=");
  });
});

import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDLE_TIME_MS } from "../../core/accounts/account-types.ts";
import { customerOwnerKey } from "../../core/cart/merge-at-sign-in.ts";
import { acceptedOrThrow } from "../../core/errors/refusal.ts";
import { SESSION_LIFETIME_MS } from "../../core/session/session.ts";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { SESSION_COOKIE } from "../../server/middleware/session.ts";
import { addToBag, createTestApp, Shopper } from "../setup/api-app.ts";
import { createCustomer } from "../setup/customers.ts";
import { findParcelVariant } from "../setup/order-harness.ts";

// Issue 24 point 15 on SQLite and PostgreSQL: the JSON calls say what the pages do. The bag's calls offer the express
// payments the bag page offers; checkout's cart.json carries the gift cards paying and the metadata-updated flag
// (spec 001 §3); a remembered (soft-logged-in) customer reads their cart by guid, and a signed-in customer adds a
// bundle to the current cart with their token (spec 001 §6, §7).

let harness: Awaited<ReturnType<typeof createTestApp>>;
/** A parcel product well in stock, sold in pounds and dollars. */
let variant = "";

const CLIENT = "twc-storefront";
const COMMERCE = "/TWCcommercewebservices/v2";

beforeAll(async () => {
  harness = await createTestApp();
  variant = (
    await findParcelVariant(harness.database.db, { minStock: 40, descending: true, soldInDollars: true })
  ).code;
}, 60_000);
afterAll(async () => {
  await harness.close();
});

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

function post(s: Shopper, path: string, body: unknown, headers: Record<string, string> = {}) {
  return s.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

interface Configuration {
  expressPayments: { applePay: boolean; googlePay: boolean; paypal: boolean };
  toggles: { applePay: boolean; googlePay: boolean };
}

describe("the bag's express payments", () => {
  it("are answered by cart.json, configuration and paypalBagConfig as the bag page offers them", async () => {
    const s = await addToBag(await new Shopper(harness.app).begin(), variant);
    // The bag page offers PayPal, Apple Pay and Google Pay on uk (config/defaults.json).
    const page = await (await s.request("/uk/bag")).text();
    expect(page).toContain("PayPal");
    expect(page).toMatch(/wallet-sandbox\.js/);
    expect((await json<{ paypalEnabled: boolean }>(await s.request("/uk/bag/cart.json"))).paypalEnabled).toBe(
      true,
    );
    const uk = await json<Configuration>(await s.request("/uk/bag/configuration"));
    expect(uk.expressPayments).toEqual({ applePay: true, googlePay: true, paypal: true });
    expect(await json(await s.request("/uk/bag/paypalBagConfig"))).toMatchObject({ paypalEnabled: true });
    // us turns Google Pay off in the bag (config/us.json): the call says so too.
    await addToBag(s, variant, { version: "us" });
    const us = await json<Configuration>(await s.request("/us/bag/configuration"));
    expect(us.expressPayments).toEqual({ applePay: true, googlePay: false, paypal: true });
    expect(us.toggles).toEqual({ applePay: true, googlePay: false });
  });

  it("are none for an empty bag, which the page shows with no buttons", async () => {
    const s = await new Shopper(harness.app).begin();
    const empty = await json<Configuration>(await s.request("/uk/bag/configuration"));
    expect(empty.expressPayments).toEqual({ applePay: false, googlePay: false, paypal: false });
    expect((await json<{ paypalEnabled: boolean }>(await s.request("/uk/bag/cart.json"))).paypalEnabled).toBe(
      false,
    );
  });
});

interface CheckoutCartJson {
  modifiedTimestamp: string;
  metadataUpdated: boolean;
  checkout: {
    giftCardAndVouchers: { lastFourDigits: string; amountApplied: { minorUnits: number } }[];
    amountToPay: { minorUnits: number };
    totalPrice: { minorUnits: number };
  } | null;
}

describe("checkout's cart.json", () => {
  it("carries the gift cards paying for the order and what they leave to pay by card", async () => {
    const s = await addToBag(await new Shopper(harness.app).begin(), variant);
    const before = await json<CheckoutCartJson>(await s.request("/uk/checkout/secure/cart.json"));
    expect(before.checkout?.giftCardAndVouchers).toEqual([]);
    expect(before.checkout?.amountToPay.minorUnits).toBe(before.checkout?.totalPrice.minorUnits);
    const code = `GC${String(randomInt(0, 10 ** 7)).padStart(7, "0")}${String(randomInt(0, 10 ** 7)).padStart(7, "0")}`;
    await insertGiftCard(harness.database.db, {
      code,
      issued: 1000,
      spent: 0,
      status: "active",
      expiresAt: "2099-12-31T23:59:59.000Z",
    });
    expect(
      (await post(s, "/uk/checkout/secure/redeem-gift-voucher.json", { giftCardCode: code })).status,
    ).toBe(200);
    const after = await json<CheckoutCartJson>(await s.request("/uk/checkout/secure/cart.json"));
    expect(after.checkout?.giftCardAndVouchers).toEqual([
      expect.objectContaining({
        lastFourDigits: code.slice(-4),
        amountApplied: expect.objectContaining({ minorUnits: 1000 }),
      }),
    ]);
    expect(after.checkout?.amountToPay.minorUnits).toBe((after.checkout?.totalPrice.minorUnits ?? 0) - 1000);
  });

  it("says whether the cart changed after the modifiedTime the caller holds", async () => {
    const s = await addToBag(await new Shopper(harness.app).begin(), variant);
    const first = await json<CheckoutCartJson>(await s.request("/uk/checkout/secure/cart.json"));
    // Without a modifiedTime the caller holds nothing: all of it is news.
    expect(first.metadataUpdated).toBe(true);
    const held = encodeURIComponent(first.modifiedTimestamp);
    const same = await json<CheckoutCartJson>(
      await s.request(`/uk/checkout/secure/cart.json?modifiedTime=${held}`),
    );
    // Still the whole answer (checkout changes without the cart changing), flagged as not updated.
    expect(same.metadataUpdated).toBe(false);
    expect(same.checkout).not.toBeNull();
    await addToBag(s, variant);
    const changed = await json<CheckoutCartJson>(
      await s.request(`/uk/checkout/secure/cart.json?modifiedTime=${held}`),
    );
    expect(changed.metadataUpdated).toBe(true);
  });
});

/** A shopper whose session belongs to a new customer, last active `idleMs` ago, with a line in their uk cart. */
async function customerShopper(idleMs: number) {
  const { services } = harness;
  const { id: customerId } = await createCustomer(services.customers);
  const ownerGuid = customerOwnerKey(customerId);
  const added = acceptedOrThrow(
    await services.cart.addEntry({
      ownerGuid,
      version: "uk",
      currency: "GBP",
      customerId,
      keepGuid: async (candidate) => candidate,
      variantCode: variant,
      quantity: 2,
    }),
  );
  const shopper = await new Shopper(harness.app).begin();
  const id = shopper.cookie(SESSION_COOKIE);
  if (!id) throw new Error("the shopper has no session cookie");
  const now = new Date();
  await services.sessions.write(
    {
      id,
      csrfToken: shopper.csrfToken,
      data: {},
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    },
    { customerId, cartGuid: ownerGuid, lastActiveAt: new Date(now.getTime() - idleMs).toISOString() },
    now,
  );
  return { shopper, customerId, cartGuid: added.cart.guid };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("the soft-login cart (softLoginCarts/{guid})", () => {
  it("answers a remembered customer's own cart to an authenticated request", async () => {
    const { shopper, cartGuid } = await customerShopper(IDLE_TIME_MS + 60_000);
    const universal = await json<{ user: { isSoftLoggedIn: boolean; cartGuid: string } }>(
      await shopper.request("/api/common/universalVariable.json?url=/uk/"),
    );
    expect(universal.user).toMatchObject({ isSoftLoggedIn: true, cartGuid });
    const general = await harness.services.oauth.issueGeneral(CLIENT);
    const path = `${COMMERCE}/twc-uk/users/anonymous/softLoginCarts/${cartGuid}?fields=OVERLAY&isoCode=GBP`;
    const answer = await shopper.request(path, { headers: bearer(general.accessToken) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const cart = await json<{ cartGuid: string; totalUnitCount: number }>(answer);
    expect(cart).toMatchObject({ cartGuid, totalUnitCount: 2 });
    // The request must be authenticated: without a token, or with one that is not valid, 401.
    expect((await shopper.request(path)).status).toBe(401);
    const forged = await shopper.request(path, { headers: bearer("not-a-token") });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("www-authenticate")).toMatch(/invalid_token/);
  });

  it("reveals nothing to a guest, another customer or another customer's token", async () => {
    const owner = await customerShopper(IDLE_TIME_MS + 60_000);
    const other = await customerShopper(IDLE_TIME_MS + 60_000);
    const general = await harness.services.oauth.issueGeneral(CLIENT);
    const path = `${COMMERCE}/twc-uk/users/anonymous/softLoginCarts/${owner.cartGuid}`;
    const guest = await new Shopper(harness.app).begin();
    expect((await guest.request(path, { headers: bearer(general.accessToken) })).status).toBe(401);
    const theirs = await other.shopper.request(path, { headers: bearer(general.accessToken) });
    expect(theirs.status).toBe(404);
    expect((await json<{ errors: { reason: string }[] }>(theirs)).errors[0]?.reason).toBe("notFound");
    const otherToken = await harness.services.oauth.issueForCustomer(CLIENT, other.customerId);
    expect((await owner.shopper.request(path, { headers: bearer(otherToken.accessToken) })).status).toBe(401);
    const asSomeoneElse = path.replace("users/anonymous", `users/${other.customerId}`);
    expect(
      (await owner.shopper.request(asSomeoneElse, { headers: bearer(general.accessToken) })).status,
    ).toBe(403);
    // The same cart under another site is another version's: not this one.
    const us = path.replace("twc-uk", "twc-us");
    expect((await owner.shopper.request(us, { headers: bearer(general.accessToken) })).status).toBe(404);
  });
});

interface BulkAnswer {
  cartGuid: string;
  totalUnitCount: number;
  entries: { productCode: string; quantity: number; quantityAdded: number }[];
}

describe("the bundle bulk add for a signed-in customer (users/current)", () => {
  it("adds to the customer's current cart with their password-grant token", async () => {
    const { shopper, customerId, cartGuid } = await customerShopper(0);
    const grant = await harness.services.oauth.issueForCustomer(CLIENT, customerId);
    const created = await post(
      shopper,
      `${COMMERCE}/twc-uk/users/current/carts`,
      {},
      bearer(grant.accessToken),
    );
    expect(created.status).toBe(201);
    expect((await json<{ guid: string }>(created)).guid).toBe(cartGuid);
    const added = await post(
      shopper,
      `${COMMERCE}/twc-uk/users/current/carts/${cartGuid}/entries/bulk?fields=FULL`,
      { entries: [{ productCode: variant, quantity: 1 }] },
      bearer(grant.accessToken),
    );
    expect(added.status).toBe(200);
    const body = await json<BulkAnswer>(added);
    expect(body.cartGuid).toBe(cartGuid);
    expect(body.entries).toEqual([
      expect.objectContaining({ productCode: variant, quantity: 1, quantityAdded: 1 }),
    ]);
    expect(body.totalUnitCount).toBe(3);
  });

  it("refuses without a customer's token 401 and reaches no other customer's cart", async () => {
    const { shopper, cartGuid } = await customerShopper(0);
    const other = await customerShopper(0);
    const bulk = `${COMMERCE}/twc-uk/users/current/carts/${cartGuid}/entries/bulk`;
    const entries = { entries: [{ productCode: variant, quantity: 1 }] };
    expect((await post(shopper, bulk, entries)).status).toBe(401);
    const general = await harness.services.oauth.issueGeneral(CLIENT);
    expect((await post(shopper, bulk, entries, bearer(general.accessToken))).status).toBe(401);
    const otherGrant = await harness.services.oauth.issueForCustomer(CLIENT, other.customerId);
    expect((await post(other.shopper, bulk, entries, bearer(otherGrant.accessToken))).status).toBe(404);
    const cart = await harness.services.cart.findCart(cartGuid);
    expect(
      cart &&
        (await harness.services.cart.totalUnitCount({ ownerGuid: cart.ownerGuid ?? "", version: "uk" })),
    ).toBe(2);
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BagShopper } from "../../core/cart/bag-shopper.ts";
import { attemptKey } from "../../core/orders/attempt-states.ts";
import type { OrderAttempt } from "../../core/orders/order-types.ts";
import { routePayments } from "../../core/payments/payment-routing.ts";
import { paypalPaymentBackend } from "../../core/payments/paypal-backend.ts";
import { createPayPalCheckout, paypalAttemptId } from "../../core/payments/paypal-checkout.ts";
import type { DatabaseHandle } from "../../data/db.ts";
import { createOrderRepository } from "../../data/repositories/order-repository.ts";
import type { createPayPalSandboxApp } from "../../providers/payments/paypal-sandbox/sandbox-app.ts";
import { SANDBOX_BUYERS } from "../../providers/payments/paypal-sandbox/sandbox-buyers.ts";
import type { createApp } from "../../server/entry.ts";
import { SESSION_COOKIE } from "../../server/middleware/session.ts";
import type { Services } from "../../server/services.ts";
import { addToBag, Shopper } from "../setup/api-app.ts";
import { fillCheckout, orderNumbersFor, orderWorkflow, stockOf } from "../setup/order-harness.ts";
import { createPayPalHarness, PAYPAL_ORIGIN } from "../setup/paypal-harness.ts";

// Issue 16 point 1 "PayPal (Orders v2-like)" on SQLite and PostgreSQL, through the store's calls and the SANDBOX
// PayPal answering in-process (its own app, called without a port): approve places one order however often the
// return is hit, cancel and a declined buyer leave the bag and the stock as they were, and a token is only good
// for the cart it was created for.

const [UK_BUYER, , RESTRICTED_BUYER, DECLINED_BUYER] = SANDBOX_BUYERS.map((buyer) => buyer.payer.payerId);

let database: DatabaseHandle;
let services: Services;
let app: ReturnType<typeof createApp>;
let sandbox: ReturnType<typeof createPayPalSandboxApp>;
let variant = "";

let harness: Awaited<ReturnType<typeof createPayPalHarness>>;
beforeAll(async () => {
  harness = await createPayPalHarness({ variantOffset: 3 });
  ({ database, services, app, sandbox, variant } = harness);
}, 60_000);
afterAll(() => harness.close());

async function ownerOf(s: Shopper): Promise<BagShopper> {
  const session = await services.sessions.find(s.cookie(SESSION_COOKIE) ?? "");
  const ownerGuid = session?.data.cartGuid;
  if (!ownerGuid) throw new Error("the shopper has no bag");
  return { ownerGuid, version: "uk", currency: "GBP", locale: "en-GB", customerId: null };
}

/** A guest with one line in the bag; `ready` also fills in checkout up to the payment step. */
async function shopper(options: { ready: boolean } = { ready: true }) {
  const s = await addToBag(await new Shopper(app).begin(), variant);
  const owner = await ownerOf(s);
  const email = `${randomUUID()}@example.com`;
  if (options.ready) await fillCheckout(services.checkout, owner, { email });
  return { s, owner, email };
}

/** The checkout's "Pay with PayPal" as a native form post; answers the PayPal order id from the approval URL. */
async function payWithPayPal(s: Shopper, call = "toPayPal"): Promise<string> {
  const response = await s.request(`/uk/checkout/secure/${call}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ CSRFToken: s.csrfToken }).toString(),
    csrf: false,
  });
  expect(response.status).toBe(303);
  const approval = new URL(response.headers.get("location") ?? "");
  expect(approval.origin).toBe(PAYPAL_ORIGIN);
  return approval.searchParams.get("token") ?? "";
}

/** The buyer's press of Approve (or Cancel) on the sandbox page: answers the store address PayPal sends them to. */
async function onSandboxPage(
  token: string,
  action: "approve" | "cancel",
  payerId = UK_BUYER ?? "",
): Promise<string> {
  const response = await sandbox.request(`${PAYPAL_ORIGIN}/checkoutnow/${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, payerId }).toString(),
  });
  expect(response.status).toBe(303);
  const back = new URL(response.headers.get("location") ?? "");
  expect(back.origin).toBe("http://localhost");
  return `${back.pathname}${back.search}`;
}

const ordersFor = (email: string) => orderNumbersFor(database.db, email);
const stock = () => stockOf(database.db, variant);

async function bagCount(s: Shopper): Promise<number> {
  const response = await s.request("/uk/checkout/secure/cart.json");
  if (response.status === 404) return 0;
  const body = (await response.json()) as { totalUnitCount?: number; checkout?: { totalUnitCount?: number } };
  return body.totalUnitCount ?? body.checkout?.totalUnitCount ?? 0;
}

describe("PayPal from the checkout", () => {
  it("answers the version's PayPal configuration, privately", async () => {
    const s = await new Shopper(app).begin();
    const response = await s.request("/uk/checkout/secure/paypalConfig.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ enabled: true, currencyIso: "GBP", intent: "AUTHORIZE" });
    const us = await (await s.request("/us/checkout/secure/paypalConfig.json")).json();
    expect(us).toMatchObject({ enabled: true, currencyIso: "USD" });
  });

  it("refuses a post without the CSRF token", async () => {
    const { s } = await shopper();
    const response = await s.request("/uk/checkout/secure/toPayPal", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      csrf: false,
    });
    expect(response.status).toBe(403);
  });

  it("creates the PayPal order for the amount to pay and answers the approval address to a script", async () => {
    const { s, owner } = await shopper();
    const response = await s.request("/uk/checkout/secure/toSmartPayPal", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; approveUrl: string };
    expect(body.approveUrl).toBe(`${PAYPAL_ORIGIN}/checkoutnow?token=${body.token}`);
    const order = await services.paypal.getOrder(body.token);
    const view = await services.checkout.view(owner);
    expect(order).toMatchObject({ status: "CREATED", amount: view.totals.total.amount, currency: "GBP" });
  });

  it("refuses to start before the checkout is ready to pay", async () => {
    const { s } = await shopper({ ready: false });
    const response = await s.request("/uk/checkout/secure/toSmartPayPal", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(400);
    // Without a script the shopper is sent back to the checkout with a notice, not shown an error body.
    const form = await s.request("/uk/checkout/secure/toPayPal", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ CSRFToken: s.csrfToken }).toString(),
      csrf: false,
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/uk/checkout/secure?paypal=notReady");
  });

  it("places one order when the approval comes back twice at once, and sends both to its confirmation", async () => {
    const { s, email } = await shopper();
    const before = await stock();
    const token = await payWithPayPal(s);
    const back = await onSandboxPage(token, "approve");
    expect(back).toMatch(/^\/uk\/checkout\/secure\/fromPayPal\?agree=true&token=.+&PayerID=/);
    const answers = await Promise.all([s.request(back), s.request(back)]);
    const [orderNumber, ...others] = await ordersFor(email);
    expect(others).toEqual([]);
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(`/uk/checkout/orderConfirmation/${orderNumber}`);
    }
    // A reload of the return address later still finds the same order.
    const again = await s.request(back);
    expect(again.headers.get("location")).toBe(`/uk/checkout/orderConfirmation/${orderNumber}`);
    expect(await ordersFor(email)).toHaveLength(1);
    expect(await stock()).toBe(before - 1);
    expect(await bagCount(s)).toBe(0);
    const order = await services.paypal.getOrder(token);
    expect(order?.status).toBe("COMPLETED");
  });

  it("leaves the bag as it was when the buyer cancels at PayPal", async () => {
    const { s, email } = await shopper();
    const before = await stock();
    const token = await payWithPayPal(s);
    const back = await onSandboxPage(token, "cancel");
    const response = await s.request(back);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/checkout/secure?paypal=cancelled");
    expect(await ordersFor(email)).toEqual([]);
    expect(await bagCount(s)).toBe(1);
    expect(await stock()).toBe(before);
  });

  it("answers Failure for a declined buyer with the bag and stock unchanged, and a new try succeeds", async () => {
    const { s, email } = await shopper();
    const before = await stock();
    const declined = await onSandboxPage(await payWithPayPal(s), "approve", DECLINED_BUYER);
    const response = await s.request(declined);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/checkout/secure?paypal=Failure");
    expect(await ordersFor(email)).toEqual([]);
    expect(await bagCount(s)).toBe(1);
    expect(await stock()).toBe(before);

    const retry = await s.request(await onSandboxPage(await payWithPayPal(s), "approve"));
    expect(retry.headers.get("location")).toMatch(/^\/uk\/checkout\/orderConfirmation\/\d+$/);
    expect(await ordersFor(email)).toHaveLength(1);
  });

  it("never places an order from another shopper's token", async () => {
    const mine = await shopper();
    const theirs = await shopper();
    const back = await onSandboxPage(await payWithPayPal(mine.s), "approve");
    const stolen = await theirs.s.request(back);
    expect(stolen.status).toBe(404);
    const auth = await theirs.s.request("/uk/checkout/secure/payPalAuth/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: new URL(back, "http://localhost").searchParams.get("token") }),
    });
    expect(auth.status).toBe(404);
    expect(await ordersFor(mine.email)).toEqual([]);
    expect(await ordersFor(theirs.email)).toEqual([]);
    // The owner can still complete it.
    const placed = await mine.s.request(back);
    expect(placed.headers.get("location")).toMatch(/^\/uk\/checkout\/orderConfirmation\/\d+$/);
  });

  it("refuses forged and unknown tokens with a 4xx", async () => {
    const { s } = await shopper();
    const forged = await s.request("/uk/checkout/secure/fromPayPal?agree=true&token=%3Cscript%3E&PayerID=X");
    expect(forged.status).toBe(400);
    const unknown = await s.request(
      "/uk/checkout/secure/fromPayPal?agree=true&token=PPSBX-O-000000000000000000000000&PayerID=SBXUKBUYER01",
    );
    expect(unknown.status).toBe(404);
    const notApproved = await payWithPayPal(s);
    const early = await s.request(
      `/uk/checkout/secure/fromPayPal?agree=true&token=${notApproved}&PayerID=${UK_BUYER}`,
    );
    expect(early.status).toBe(400);
    const malformed = await s.request("/uk/checkout/secure/payPalAuth/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    const noToken = await s.request("/uk/checkout/secure/payPalAuth/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: "PPSBX-O-1/../x" }),
    });
    expect(noToken.status).toBe(400);
  });

  it("authorises an approved order through payPalAuth/ and answers JSON for a smart button", async () => {
    const { s, email } = await shopper();
    const token = await payWithPayPal(s);
    await onSandboxPage(token, "approve");
    const response = await s.request("/uk/checkout/secure/payPalAuth/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token, PayerID: UK_BUYER }),
    });
    expect(response.status).toBe(200);
    const [orderNumber] = await ordersFor(email);
    expect(await response.json()).toEqual({
      status: "placed",
      orderNumber,
      redirect: `/uk/checkout/orderConfirmation/${orderNumber}`,
    });
  });
});

describe("PayPal Express from the bag", () => {
  it("takes the buyer's PayPal address and e-mail into the checkout, then completes with PayPal", async () => {
    const { s, owner } = await shopper({ ready: false });
    const token = await payWithPayPal(s, "fromPayPalBag");
    expect((await services.paypal.getOrder(token))?.shippingPreference).toBe("GET_FROM_FILE");
    const back = await onSandboxPage(token, "approve");
    expect(back).toContain("express=true");
    const response = await s.request(back);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/uk/checkout/secure?paypalToken=${token}`);
    const view = await services.checkout.view(owner);
    expect(view.state.email).toBe("uk.buyer@paypal-sandbox.example");
    expect(view.state.home?.address).toMatchObject({ line1: "1 Milsom Street", postcode: "BA1 1DA" });
    expect(view.sections.payment).toBe("open");

    // Another delivery mode moves the amount; completing authorises the new amount.
    const delivery = await s.request("/uk/checkout/secure/paypal-delivery", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token, deliveryModeCode: "NEXTDAY" }),
    });
    expect(delivery.status).toBe(200);
    const total = ((await delivery.json()) as { totalPrice: { minorUnits: number } }).totalPrice.minorUnits;
    const complete = await s.request("/uk/checkout/secure/payPalAuth/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, CSRFToken: s.csrfToken }).toString(),
      csrf: false,
    });
    expect(complete.status).toBe(303);
    expect(complete.headers.get("location")).toMatch(/^\/uk\/checkout\/orderConfirmation\/\d+$/);
    const order = await services.paypal.getOrder(token);
    expect(order).toMatchObject({ status: "COMPLETED", amount: total });
    expect(await ordersFor("uk.buyer@paypal-sandbox.example")).not.toHaveLength(0);
  });

  it("sends the shopper back to the bag with PayPalAddressFailure_Bag for an address we cannot deliver to", async () => {
    const { s, owner } = await shopper({ ready: false });
    const back = await onSandboxPage(await payWithPayPal(s, "fromPayPalBag"), "approve", RESTRICTED_BUYER);
    const response = await s.request(back);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/bag?paypal=PayPalAddressFailure_Bag");
    expect((await services.checkout.view(owner)).state.home).toBeNull();
    expect(await bagCount(s)).toBe(1);
  });

  it("answers the bag's cancel back to the bag", async () => {
    const { s } = await shopper({ ready: false });
    const response = await s.request(await onSandboxPage(await payWithPayPal(s, "fromPayPalBag"), "cancel"));
    expect(response.headers.get("location")).toBe("/uk/bag?paypal=cancelled");
  });
});

describe("PayPal and order recovery", () => {
  it("voids at PayPal an authorisation whose order a crash never wrote", async () => {
    const { s, owner } = await shopper();
    const token = await payWithPayPal(s);
    await onSandboxPage(token, "approve");
    const repository = createOrderRepository(database.db);
    // Recovery here sees only this test's attempts: other files share the database and their own attempts.
    const mine = (attempts: OrderAttempt[]) => attempts.filter((a) => a.key.includes(owner.ownerGuid ?? "-"));
    const killedBeforeWriting = {
      ...repository,
      writeOrder: async () => {
        throw new Error("process killed");
      },
      attemptsIn: async (...args: Parameters<typeof repository.attemptsIn>) =>
        mine(await repository.attemptsIn(...args)),
      voidsPending: async (limit: number) => mine(await repository.voidsPending(limit)),
      placedWithCart: async (limit: number) => mine(await repository.placedWithCart(limit)),
    };
    const cardVoids: string[] = [];
    const workflow = orderWorkflow(
      services,
      killedBeforeWriting,
      // As server/services.ts routes them: PayPal's ids to PayPal, the rest to the card acquirer.
      routePayments([paypalPaymentBackend(services.paypal)], {
        name: "card",
        owns: () => true,
        void: async (request) => {
          cardVoids.push(request.paymentId);
          return { status: "voided" };
        },
        reauthorise: async () => ({ status: "error", paymentId: "" }),
      }),
    );
    const paypalCheckout = createPayPalCheckout({
      paypal: services.paypal,
      checkout: services.checkout,
      carts: services.cart,
      giftCards: services.giftCards,
      orders: workflow,
      newRequestId: randomUUID,
    });
    await expect(paypalCheckout.complete(owner, token)).rejects.toThrow("process killed");
    const key = attemptKey({ ownerGuid: owner.ownerGuid ?? "", version: "uk" }, paypalAttemptId(token));
    const hanging = await repository.findAttempt(key);
    expect(hanging).toMatchObject({ status: "authorised", paymentSessionId: token });
    expect(services.paypal.owns(hanging?.paymentId ?? "")).toBe(true);

    const report = await workflow.recoverPendingAttempts(new Date(Date.now() + 60_000), { olderThanMs: 0 });
    expect(report).toMatchObject({ voided: 1, failed: 0 });
    expect(cardVoids).toEqual([]);
    const voided = await repository.findAttempt(key);
    expect(voided?.status).toBe("voided");
    expect(voided?.voidedAt).not.toBeNull();
    // PayPal holds the authorisation voided: nothing can be captured from it any more.
    expect(await services.paypal.capture(hanging?.paymentId ?? "", 100, "probe")).toMatchObject({
      status: "error",
    });
  });
});

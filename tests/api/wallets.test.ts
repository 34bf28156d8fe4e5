import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentErrorMessage } from "../../core/payments/payment-errors.ts";
import { SHIPPING_OPTION_DESCRIPTION_LIMIT } from "../../core/payments/wallet-shipping-options.ts";
import { createWalletSandboxApp } from "../../providers/payments/wallet-sandbox/sandbox-app.ts";
import { SANDBOX_WALLET_ADDRESSES } from "../../providers/payments/wallet-sandbox/sandbox-fixtures.ts";
import { addToBag, createTestApp, registerCustomer, Shopper } from "../setup/api-app.ts";
import { findParcelVariant, orderNumbersFor, stockOf } from "../setup/order-harness.ts";

// Issue 16 point 1, Apple Pay and Google Pay, on SQLite and PostgreSQL: the sheet's address and delivery option
// become the checkout's, an address the bag cannot go to answers SHIPPING_ADDRESS_UNSERVICEABLE, B2B customers
// are kept from Google Pay in the bag, only tokens the wallet sandbox signed and that have not expired pay, a
// double-pressed Pay places one order, and a declined card leaves the bag and the stock as they were.

let harness: Awaited<ReturnType<typeof createTestApp>>;
/** A parcel product in pounds, well stocked. */
let variant = "";
const PASSWORD = "Wallet-Sandbox-Pass-42";

beforeAll(async () => {
  harness = await createTestApp({ poolSize: 8 });
  variant = (await findParcelVariant(harness.database.db, { minStock: 40 })).code;
}, 60_000);
afterAll(async () => {
  await harness.close();
});

const addressOf = (id: string) => {
  const found = SANDBOX_WALLET_ADDRESSES.find((address) => address.id === id);
  if (!found) throw new Error(`no sandbox address ${id}`);
  const { id: _id, label: _label, email: _email, ...address } = found;
  return address;
};

function post(s: Shopper, call: string, body: unknown, init: { csrf?: boolean } = {}) {
  return s.request(`/uk/checkout/secure/${call}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    ...init,
  });
}

async function shopperWithBag(quantity = 1): Promise<Shopper> {
  return addToBag(await new Shopper(harness.app).begin(), variant, { quantity });
}

/** A token as the sandbox sheet gets it: through the sandbox's own endpoint. */
async function tokenFor(walletType: "googlePay" | "applePay", cardId: string): Promise<string> {
  const sandbox = createWalletSandboxApp({
    processor: harness.services.walletProcessor,
    origin: "http://127.0.0.1:3402",
    storeOrigins: ["http://localhost"],
    appleDevice: true,
  });
  const response = await sandbox.request("/tokens", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ walletType, cardId }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const stock = () => stockOf(harness.database.db, variant);
const ordersFor = (email: string) => orderNumbersFor(harness.database.db, email);

async function bagLines(s: Shopper): Promise<number> {
  const response = await s.request("/uk/bag/validate-for-ewallet");
  const body = (await response.json()) as { emptyBag: boolean; valid: boolean };
  return body.emptyBag ? 0 : 1;
}

interface AddressAnswer {
  status: string;
  deliveryOptions: { id: string; label: string; description: string; amount: number }[];
  selectedOptionId: string;
  totals: { total: number; delivery: number; formattedTotal: string };
  errorKey?: string;
  reason?: string;
  message?: string;
}

/** The sheet's steps up to Pay: the UK address and the first delivery option. */
async function readyInSheet(s: Shopper, call = "googlepay-delivery-address", view = "bag") {
  const response = await post(s, call, { view, address: addressOf("uk") });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as AddressAnswer;
}

describe("the sheet's address and delivery option", () => {
  it("stores a deliverable address and answers its delivery options and totals", async () => {
    const s = await shopperWithBag();
    const answer = await readyInSheet(s);
    expect(answer.status).toBe("ok");
    const codes = answer.deliveryOptions.map((option) => option.id);
    expect(codes).toContain("STD");
    expect(codes).not.toContain("COLLECT+");
    for (const option of answer.deliveryOptions) {
      expect(option.description.length).toBeLessThanOrEqual(SHIPPING_OPTION_DESCRIPTION_LIMIT);
      expect(option.description).toMatch(/^Arrives \w+day \d+ \w+$/);
    }
    expect(answer.selectedOptionId).toBe("STD");

    const faster = answer.deliveryOptions.find((option) => option.id === "NEXTDAY");
    expect(faster).toBeDefined();
    const chosen = await post(s, "googlepay-delivery-mode", { view: "bag", deliveryModeCode: "NEXTDAY" });
    expect(chosen.status).toBe(200);
    const totals = ((await chosen.json()) as AddressAnswer).totals;
    expect(totals.delivery).toBe(faster?.amount);
    expect(totals.total).toBe(answer.totals.total - answer.totals.delivery + (faster?.amount ?? 0));
  });

  it("answers SHIPPING_ADDRESS_UNSERVICEABLE for an address the site cannot deliver to, storing nothing", async () => {
    const s = await shopperWithBag();
    for (const id of ["undeliverable", "us"]) {
      const response = await post(s, "googlepay-delivery-address", { view: "bag", address: addressOf(id) });
      expect(response.status).toBe(400);
      const body = (await response.json()) as AddressAnswer;
      expect(body).toMatchObject({
        status: "fail",
        reason: "SHIPPING_ADDRESS_UNSERVICEABLE",
        errorKey: "GooglePayAddressFailure_Bag",
        message: paymentErrorMessage("GooglePayAddressFailure_Bag", "en-GB"),
      });
    }
    const checkout = await post(s, "googlepay-delivery-address", {
      view: "checkout",
      address: addressOf("undeliverable"),
    });
    expect(((await checkout.json()) as AddressAnswer).errorKey).toBe("GooglePayAddressFailure_Checkout");
    const apple = await post(s, "applepay-delivery-address", {
      view: "bag",
      address: addressOf("undeliverable"),
    });
    expect(((await apple.json()) as AddressAnswer).errorKey).toBe("ApplePayAddressFailure_Bag");
    // Paying now finds no address: nothing was stored.
    const paid = await post(s, "gpay-authorise-order-from-bag", {
      attemptId: randomUUID(),
      token: await tokenFor("googlePay", "good"),
      email: `${randomUUID()}@example.com`,
    });
    expect(paid.status).toBe(400);
  });

  it("offers a restricted postcode standard delivery only", async () => {
    const s = await shopperWithBag();
    const response = await post(s, "googlepay-delivery-address", {
      view: "bag",
      address: addressOf("restricted"),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as AddressAnswer;
    expect(body.deliveryOptions.map((option) => option.id)).not.toContain("NEXTDAY");
    expect(body.deliveryOptions.map((option) => option.id)).toContain("STD");
  });

  it("refuses a body it cannot read and a call without the CSRF token", async () => {
    const s = await shopperWithBag();
    expect((await post(s, "googlepay-delivery-address", { view: "bag" })).status).toBe(400);
    expect((await post(s, "googlepay-delivery-mode", { view: "bag", deliveryModeCode: "FAST" })).status).toBe(
      400,
    );
    const forged = await post(
      s,
      "googlepay-delivery-address",
      { view: "bag", address: addressOf("uk") },
      {
        csrf: false,
      },
    );
    expect(forged.status).toBe(403);
  });
});

describe("B2B customers and Google Pay", () => {
  it("blocks Google Pay in the bag for a B2B customer, not at checkout", async () => {
    const s = await new Shopper(harness.app).begin();
    const email = `b2b.${randomUUID().slice(0, 8)}@example.com`;
    await registerCustomer(
      s,
      { email, password: PASSWORD, firstName: "Bea", lastName: "Business" },
      harness.database,
    );
    await harness.database.db
      .updateTable("customers")
      .set({ customerType: "b2b" })
      .where("email", "=", email)
      .execute();
    await addToBag(await s.begin(), variant);

    const inBag = await post(s, "googlepay-delivery-address", { view: "bag", address: addressOf("uk") });
    expect(inBag.status).toBe(403);
    expect(await inBag.json()).toMatchObject({ errorKey: "B2B_GooglePay" });
    const pay = await post(s, "gpay-authorise-order-from-bag", {
      attemptId: randomUUID(),
      token: await tokenFor("googlePay", "good"),
    });
    expect(pay.status).toBe(403);
    expect(await pay.json()).toMatchObject({ errorKey: "B2B_GooglePay" });
    // Apple Pay in the bag and Google Pay at checkout stay open to them.
    expect(
      (await post(s, "applepay-delivery-address", { view: "bag", address: addressOf("uk") })).status,
    ).toBe(200);
    expect(
      (await post(s, "googlepay-delivery-address", { view: "checkout", address: addressOf("uk") })).status,
    ).toBe(200);
  });
});

describe("paying with a wallet token", () => {
  it("refuses a forged, altered, expired or other wallet's token, leaving the bag", async () => {
    const s = await shopperWithBag();
    await readyInSheet(s);
    const email = `${randomUUID()}@example.com`;
    const good = await tokenFor("googlePay", "good");
    const [id, payload, signature] = good.split(".");
    const altered = `${id}.${payload}.${signature?.slice(0, -2)}${signature?.endsWith("AA") ? "BB" : "AA"}`;
    const expired = harness.services.walletProcessor.issueToken("googlePay", "good", -1000);
    const apple = await tokenFor("applePay", "good");
    for (const token of [`${id}.forged.${signature}`, altered, expired, apple]) {
      const response = await post(s, "gpay-authorise-order-from-bag", {
        attemptId: randomUUID(),
        token,
        email,
      });
      expect(response.status).toBe(402);
      expect(await response.json()).toMatchObject({
        status: "declined",
        errorKey: "GooglePayFailure_Bag",
        message: paymentErrorMessage("GooglePayFailure_Bag", "en-GB"),
      });
    }
    expect(await ordersFor(email)).toHaveLength(0);
    expect(await bagLines(s)).toBe(1);
  });

  it("places exactly one order when Pay is pressed ten times at once", async () => {
    const s = await shopperWithBag();
    await readyInSheet(s);
    const before = await stock();
    const email = `${randomUUID()}@example.com`;
    const token = await tokenFor("googlePay", "good");
    const attemptId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(s, "gpay-authorise-order-from-bag", { attemptId, token, email })),
    );
    const bodies = (await Promise.all(answers.map((response) => response.json()))) as {
      status: string;
      orderNumber: string;
      redirect: string;
    }[];
    expect(answers.map((response) => response.status)).toEqual(Array(10).fill(200));
    const numbers = new Set(bodies.map((body) => body.orderNumber));
    expect(numbers.size).toBe(1);
    const [orderNumber] = [...numbers];
    expect(bodies[0]?.redirect).toBe(`/uk/checkout/orderConfirmation/${orderNumber}`);
    const orders = await ordersFor(email);
    expect(orders).toEqual([orderNumber]);
    expect(await stock()).toBe(before - 1);
    expect(await bagLines(s)).toBe(0);
    // The wallet's e-mail and the sheet's name became the order's.
    const order = await harness.database.db
      .selectFrom("orders")
      .select(["payments", "delivery"])
      .where("orderNumber", "=", orderNumber ?? "")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(order.payments)).toContain("wlt_pay_");
    expect(JSON.stringify(order.delivery)).toContain("Lovelace");
    // The same token cannot pay for another order.
    const again = await shopperWithBag();
    await readyInSheet(again);
    const reused = await post(again, "gpay-authorise-order-from-bag", {
      attemptId: randomUUID(),
      token,
      email,
    });
    expect(reused.status).toBe(402);
  });

  it("places one order when ten presses race with their own attempt ids and one token", async () => {
    const s = await shopperWithBag();
    await readyInSheet(s);
    const email = `${randomUUID()}@example.com`;
    const token = await tokenFor("googlePay", "good");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(s, "gpay-authorise-order-from-bag", { attemptId: randomUUID(), token, email }),
      ),
    );
    const placed = answers.filter((response) => response.status === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    const numbers = new Set(
      await Promise.all(
        placed.map(async (response) => ((await response.json()) as { orderNumber: string }).orderNumber),
      ),
    );
    expect(numbers.size).toBe(1);
    expect(await ordersFor(email)).toHaveLength(1);
  });

  it("leaves the bag and the stock as they were when the card is declined, and a retry pays", async () => {
    const s = await shopperWithBag();
    await readyInSheet(s);
    const before = await stock();
    const email = `${randomUUID()}@example.com`;
    const declined = await post(s, "gpay-authorise-order-from-bag", {
      attemptId: randomUUID(),
      token: await tokenFor("googlePay", "declined"),
      email,
    });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ errorKey: "GooglePayFailure_Bag" });
    expect(await stock()).toBe(before);
    expect(await bagLines(s)).toBe(1);
    expect(await ordersFor(email)).toHaveLength(0);

    const retry = await post(s, "gpay-authorise-order-from-bag", {
      attemptId: randomUUID(),
      token: await tokenFor("googlePay", "good"),
      email,
    });
    expect(retry.status).toBe(200);
    expect(await ordersFor(email)).toHaveLength(1);
  });

  it("words an expired Apple Pay card at checkout, and Apple Pay from the bag pays", async () => {
    const s = await shopperWithBag();
    await readyInSheet(s, "applepay-delivery-address", "checkout");
    const email = `${randomUUID()}@example.com`;
    const expired = await post(s, "applepay-authorise-order", {
      attemptId: randomUUID(),
      token: await tokenFor("applePay", "expired"),
      email,
    });
    expect(expired.status).toBe(402);
    expect(await expired.json()).toMatchObject({ errorKey: "ApplePayCardExpiredFailed_Checkout" });
    const declined = await post(s, "applepay-authorise-order", {
      attemptId: randomUUID(),
      token: await tokenFor("applePay", "declined"),
      email,
    });
    expect(await declined.json()).toMatchObject({ errorKey: "ApplePayFailure_Checkout" });
    const paid = await post(s, "authorise-order-from-bag", {
      attemptId: randomUUID(),
      token: await tokenFor("applePay", "good"),
      email,
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: "placed" });
  });

  it("answers Apple Pay's merchant session only for the processor's own validation address", async () => {
    const s = await shopperWithBag();
    const ok = await post(s, "request-session", {
      validationURL: "http://127.0.0.1:3402/apple-pay/validate",
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ merchantSessionIdentifier: expect.stringMatching(/^wlt_ms_/) });
    const elsewhere = await post(s, "request-session", {
      validationURL: "https://attacker.example/validate",
    });
    expect(elsewhere.status).toBe(400);
  });

  it("takes the wallet's e-mail and name as the checkout's", async () => {
    const s = await shopperWithBag();
    await readyInSheet(s);
    const response = await post(s, "ewallet-user", {
      email: "wallet.user@example.com",
      name: "Grace Hopper",
      phoneNumber: "020 7946 0001",
    });
    expect(response.status).toBe(200);
    const email = "wallet.user@example.com";
    const before = (await ordersFor(email)).length;
    const paid = await post(s, "gpay-authorise-order-from-bag", {
      attemptId: randomUUID(),
      token: await tokenFor("googlePay", "good"),
    });
    expect(paid.status).toBe(200);
    const { orderNumber } = (await paid.json()) as { orderNumber: string };
    expect(await ordersFor(email)).toHaveLength(before + 1);
    const order = await harness.database.db
      .selectFrom("orders")
      .select(["email", "delivery"])
      .where("orderNumber", "=", orderNumber)
      .executeTakeFirstOrThrow();
    expect(order.email).toBe(email);
    expect(JSON.stringify(order.delivery)).toContain("Hopper");
    expect(JSON.stringify(order.delivery)).toContain("020 7946 0001");
  });
});

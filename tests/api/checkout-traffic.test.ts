import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { DEFAULT_EDGE_LIMITS } from "../../server/edge-limits.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import { startTestCardSandbox, type TestCardSandbox, typeTestCard } from "../setup/card-sandbox.ts";
import { findParcelVariant, orderNumbersFor, setStockOf } from "../setup/order-harness.ts";

// Real traffic from one address (an office, a mobile carrier's NAT, a proxy without TRUST_PROXY): every guest
// checks out with the shop's DEFAULT limits, never the tests' allowance. Each guest posts what a browser without
// JavaScript posts: add to bag, e-mail, delivery type, address, mode, billing, then pays by gift card (apply,
// place order) or by a card typed on the sandbox's hosted page (its signed result posted back to the checkout).

const CHECKOUTS = 30;

let harness: Awaited<ReturnType<typeof createTestApp>>;
let sandbox: TestCardSandbox;
let variant = "";
let stockBefore = 0;

beforeAll(async () => {
  sandbox = await startTestCardSandbox();
  harness = await createTestApp({
    limits: DEFAULT_EDGE_LIMITS,
    trustProxy: true,
    cardPayments: sandbox.settings,
  });
  // Not the product other order files buy (the first, the second, the last): they never share stock.
  const chosen = await findParcelVariant(harness.database.db, { minStock: 40, offset: 3 });
  variant = chosen.code;
  stockBefore = chosen.stockLevel;
  await setStockOf(harness.database.db, variant, 1000);
}, 120_000);

afterAll(async () => {
  if (harness) await setStockOf(harness.database.db, variant, stockBefore);
  await harness?.close();
  await sandbox?.close();
});

/** One guest's browser behind the shared address: every request says where it came from. */
class GuestBehindNat {
  readonly shopper: Shopper;
  readonly answers: { path: string; intent: string; status: number }[] = [];
  private readonly address: string;

  constructor(address: string) {
    this.address = address;
    this.shopper = new Shopper(harness.app);
  }

  async begin() {
    await this.shopper.begin();
    return this;
  }

  /** A native form post, as a browser sends it: form body with the page's token, asking for a page. */
  async formPost(path: string, fields: Record<string, string>): Promise<Response> {
    const response = await this.shopper.request(path, {
      method: "POST",
      csrf: false,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,application/xhtml+xml",
        "x-forwarded-for": this.address,
      },
      body: new URLSearchParams({ CSRFToken: this.shopper.csrfToken, ...fields }),
    });
    this.answers.push({ path, intent: fields.intent ?? "", status: response.status });
    return response;
  }

  async checkoutPost(fields: Record<string, string>): Promise<Response> {
    return this.formPost("/uk/checkout/secure", fields);
  }

  /** The page's script call for the card page, when the shopper reaches the payment step. */
  async cardPage(): Promise<{ attemptId: string; iframeUrl: string }> {
    const response = await this.shopper.request("/uk/checkout/secure/world-pay-iframe.json", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": this.address },
      body: JSON.stringify({ saveCard: false }),
    });
    this.answers.push({ path: "world-pay-iframe.json", intent: "", status: response.status });
    return (await response.json()) as { attemptId: string; iframeUrl: string };
  }
}

async function freshGiftCard(): Promise<string> {
  const digits = () => String(randomInt(0, 10 ** 7)).padStart(7, "0");
  const code = `GC${digits()}${digits()}`;
  await insertGiftCard(harness.database.db, {
    code,
    issued: 1_000_000,
    spent: 0,
    status: "active",
    expiresAt: "2099-12-31T23:59:59.000Z",
  });
  return code;
}

/** One whole guest checkout; answers where placing the order sent the shopper. */
async function checkOut(guest: GuestBehindNat, email: string, pay: "gift-card" | "card"): Promise<string> {
  const added = await guest.formPost("/uk/bag/update", {
    intent: "add",
    productSku: variant,
    quantity: "1",
    returnTo: "/uk/bag",
  });
  expect(added.status, "add to bag").toBe(303);
  const steps: Record<string, string>[] = [
    { intent: "guest-email", email },
    { intent: "delivery-type", deliveryType: "homeDelivery" },
    {
      intent: "home-details",
      title: "Ms",
      firstName: "Ada",
      lastName: "Lovelace",
      phoneNumber: "01225 123456",
      line1: "1 Milsom Street",
      townCity: "Bath",
      postcode: "BA1 1DA",
      countryIso: "GB",
    },
    { intent: "delivery-mode", deliveryMode: "STD", confirm: "on" },
    { intent: "billing", sameAsDelivery: "on" },
  ];
  for (const fields of steps) expect((await guest.checkoutPost(fields)).status, fields.intent).toBe(303);
  if (pay === "gift-card") {
    const applied = await guest.checkoutPost({
      intent: "gift-card-redeem",
      giftCardCode: await freshGiftCard(),
    });
    expect(applied.status, "gift-card-redeem").toBe(303);
    const placed = await guest.checkoutPost({ intent: "place-order", attemptId: randomUUID() });
    expect(placed.status, "place-order").toBe(303);
    return placed.headers.get("location") ?? "";
  }
  const page = await guest.cardPage();
  const result = await typeTestCard(sandbox.origin, page.iframeUrl);
  // The card-result page's button, without JavaScript: the signed result posted to the checkout.
  const placed = await guest.checkoutPost({
    intent: "authorise-order",
    attemptId: page.attemptId,
    ...result,
  });
  expect(placed.status, "authorise-order").toBe(303);
  return placed.headers.get("location") ?? "";
}

describe(`checkout traffic from one address on ${inject("dialect")}`, () => {
  it(`lets ${CHECKOUTS} guest checkouts from one address through with the default limits`, async () => {
    const address = `203.0.113.${randomInt(1, 255)}-${randomUUID().slice(0, 8)}`;
    const refused: { path: string; intent: string; status: number }[] = [];
    for (let round = 0; round < CHECKOUTS; round++) {
      const guest = await new GuestBehindNat(address).begin();
      const email = `nat-${round}-${randomUUID()}@example.com`;
      let destination = "";
      try {
        destination = await checkOut(guest, email, round % 2 === 0 ? "gift-card" : "card");
      } finally {
        refused.push(...guest.answers.filter((answer) => answer.status === 429));
      }
      expect(refused, `round ${round + 1}`).toEqual([]);
      const [orderNumber] = await orderNumbersFor(harness.database.db, email);
      expect(orderNumber, `round ${round + 1}: the order`).toBeDefined();
      expect(destination).toBe(`/uk/checkout/orderConfirmation/${orderNumber}`);
    }
  }, 180_000);
});

import { randomBytes, randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentErrorMessage } from "../../core/payments/payment-errors.ts";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { createTestApp, registerCustomer, Shopper } from "../setup/api-app.ts";
import { startTestCardSandbox, type TestCardSandbox } from "../setup/card-sandbox.ts";
import { checkoutFormSteps, findParcelVariant, setStockOf } from "../setup/order-harness.ts";

// What the payment step tells the shopper, on SQLite and PostgreSQL: the amount still to pay once gift cards pay
// part or all of the order, and a refused saved card worded as spec 001 §8 Failure_SavedCard however often the
// refusal is asked about, with the card page the step frames always the one its picker shows.

let harness: Awaited<ReturnType<typeof createTestApp>>;
let sandbox: TestCardSandbox;
let variant = "";
let stockBefore = 0;
const PASSWORD = "Sea-glass 7 shore";

beforeAll(async () => {
  sandbox = await startTestCardSandbox();
  harness = await createTestApp({ cardPayments: sandbox.settings });
  // Neither the card payments' variants (offset 1) nor place-order's: its own, put back afterwards.
  const chosen = await findParcelVariant(harness.database.db, { minStock: 40, offset: 3 });
  variant = chosen.code;
  stockBefore = chosen.stockLevel;
  await setStockOf(harness.database.db, variant, 500);
}, 120_000);

afterAll(async () => {
  if (harness) await setStockOf(harness.database.db, variant, stockBefore);
  await harness?.close();
  await sandbox?.close();
});

function sendJson(s: Shopper, path: string, body: unknown) {
  return s.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

function sendForm(s: Shopper, fields: Record<string, string>) {
  return s.request("/uk/checkout/secure", {
    method: "POST",
    csrf: false,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ CSRFToken: s.csrfToken, ...fields }),
  });
}

/** The variant in the bag and every checkout section done, as a shopper without JavaScript posts them. */
async function readyToPay(s: Shopper, email: string): Promise<void> {
  expect((await sendJson(s, "/uk/cart/entries", { productSku: variant, quantity: 1 })).status).toBe(200);
  // A signed-in customer's checkout takes the account's e-mail when it is first opened (a guest is sent to give one).
  expect([200, 303]).toContain((await s.request("/uk/checkout/secure")).status);
  for (const fields of checkoutFormSteps(email)) {
    const response = await sendForm(s, fields);
    expect(response.status, fields.intent).toBe(303);
  }
}

async function paymentStep(s: Shopper): Promise<string> {
  const response = await s.request("/uk/checkout/secure");
  expect(response.status).toBe(200);
  return response.text();
}

/** The payment step's heading line: its label and the amount it names. */
function amountLine(html: string): string {
  const line = /<p class="checkout-payment__amount">([\s\S]*?)<\/p>/.exec(html)?.[1];
  expect(line, "the payment step's amount line").toBeDefined();
  return (line ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The address of the card page the step frames. */
function iframeOf(html: string): string {
  return /<iframe[^>]*src="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
}

/** The saved-card picker's radio for a card id (or "new"), as the page writes it. */
function radioOf(html: string, value: string): string {
  return new RegExp(`<input[^>]*name="savedCardId"[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? "";
}

async function giftCard(issued: number): Promise<string> {
  const code = `GC${String(randomInt(0, 10 ** 7)).padStart(7, "0")}${String(randomInt(0, 10 ** 7)).padStart(7, "0")}`;
  await insertGiftCard(harness.database.db, {
    code,
    issued,
    spent: 0,
    status: "active",
    expiresAt: "2099-12-31T23:59:59.000Z",
  });
  return code;
}

async function orderTotal(s: Shopper): Promise<number> {
  const body = (await (await s.request("/uk/checkout/secure/cart.json")).json()) as {
    checkout: { totalPrice: { minorUnits: number } };
  };
  return body.checkout.totalPrice.minorUnits;
}

const pounds = (minor: number) => `£${(minor / 100).toFixed(2).replace(/\.00$/, "")}`;

describe("the payment step's amount", () => {
  it("says what is left to pay once gift cards pay part, and that they paid it all when they do", async () => {
    const s = await new Shopper(harness.app).begin();
    await readyToPay(s, `gift-${randomBytes(6).toString("hex")}@example.com`);
    const total = await orderTotal(s);
    expect(amountLine(await paymentStep(s))).toBe(`To pay ${pounds(total)}`);

    const redeem = (code: string) => sendForm(s, { intent: "gift-card-redeem", giftCardCode: code });
    expect((await redeem(await giftCard(1000))).status).toBe(303);
    expect(amountLine(await paymentStep(s))).toBe(`Left to pay ${pounds(total - 1000)}`);

    expect((await redeem(await giftCard(total))).status).toBe(303);
    const covered = await paymentStep(s);
    expect(amountLine(covered)).toBe(`Paid by gift cards ${pounds(total)}`);
    expect(covered.includes("Your gift cards pay for the whole order")).toBe(true);
    expect(covered.includes("To pay")).toBe(false);
  });
});

/** A signed-in customer, who has a bag ready to pay. */
async function customer(): Promise<{ s: Shopper; email: string }> {
  const s = await new Shopper(harness.app).begin();
  const email = `saved-${randomBytes(6).toString("hex")}@example.com`;
  await registerCustomer(s, { email, password: PASSWORD }, harness.database);
  await s.begin();
  return { s, email };
}

async function postToSandbox(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL(url, sandbox.origin), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The signed result the sandbox's result page hands back (its Continue link's query). */
async function signedResultOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(200);
  const href = /<a href="([^"]+)">Continue<\/a>/.exec(await response.text())?.[1]?.replaceAll("&amp;", "&");
  expect(href, "the result page's Continue link").toBeDefined();
  return Object.fromEntries(new URL(href ?? "").searchParams);
}

/**
 * Types the 3-D Secure test card on the hosted page and answers its challenge: passed, the card is authorised (and
 * saved for a customer who keeps it); failed, a saved card's payment is refused.
 */
async function payOnPage(
  iframeUrl: string,
  fields: Record<string, string>,
  decision: "pass" | "fail",
): Promise<Record<string, string>> {
  const typed = await postToSandbox(iframeUrl, fields);
  expect(typed.status).toBe(303);
  return signedResultOf(await postToSandbox(typed.headers.get("location") ?? "", { decision }));
}

describe("a refused saved card", () => {
  it("is worded Failure_SavedCard, the first time and when the same refusal is sent again", async () => {
    const { s, email } = await customer();
    // A first order saves the card (spec 001 §9: save-card on by default).
    await readyToPay(s, email);
    const first = (await (
      await sendJson(s, "/uk/checkout/secure/world-pay-iframe.json", { saveCard: true })
    ).json()) as { attemptId: string; iframeUrl: string };
    const authorised = await payOnPage(
      first.iframeUrl,
      { holderName: "Ada Lovelace", cardNumber: "4000000000003220", expiry: "03/30", securityCode: "123" },
      "pass",
    );
    const placed = await sendJson(s, "/uk/checkout/secure/authorise-order", {
      attemptId: first.attemptId,
      result: authorised,
    });
    expect(placed.status).toBe(200);

    // The next order pays with it, and the issuer refuses it (the challenge fails).
    await readyToPay(s, email);
    const saved = (await (await s.request("/uk/checkout/secure/saved-payments")).json()) as {
      savedCards: { id: string; maskedNumber: string }[];
    };
    expect(saved.savedCards.map((card) => card.maskedNumber)).toEqual(["•••• 3220"]);
    const page = (await (
      await sendJson(s, "/uk/checkout/secure/savedCards/world-pay-iframe", {
        savedCardId: saved.savedCards[0]?.id,
      })
    ).json()) as { attemptId: string; iframeUrl: string };
    const refused = await payOnPage(page.iframeUrl, { securityCode: "123" }, "fail");
    expect(refused.status).toBe("refused");

    // A retry of the call (the client's own, or the frame's button after the script already sent it) is the same
    // payment: it is answered as the first answer was.
    const expected = {
      type: "PaymentError",
      errorKey: "Failure_SavedCard",
      message: paymentErrorMessage("Failure_SavedCard", "en-GB"),
    };
    for (const attempt of ["first", "again"]) {
      const response = await sendJson(s, "/uk/checkout/secure/place-order-saved-card", {
        attemptId: page.attemptId,
        result: refused,
      });
      expect(response.status, attempt).toBe(402);
      expect(await response.json(), attempt).toMatchObject(expected);
    }
    // The step frames a new page for this checkout, for the same saved card.
    const html = await paymentStep(s);
    const framed = iframeOf(html);
    expect(framed).toMatch(/\/pay\/ses_/);
    expect(framed).not.toBe(page.iframeUrl);
    expect(radioOf(html, saved.savedCards[0]?.id ?? "")).toContain("checked");
    // The acquirer's token for the saved card pays with it: it never leaves the server, not even in the page's data.
    const { token } = await harness.database.db
      .selectFrom("savedPaymentCards")
      .select("token")
      .where("id", "=", saved.savedCards[0]?.id ?? "")
      .executeTakeFirstOrThrow();
    expect(html).not.toContain(token);
    const data = await (await s.request("/uk/checkout/secure.data")).text();
    expect(data).not.toContain(token);
  });

  it("is never shown as the card paying while the page frames a new card's form", async () => {
    const { s, email } = await customer();
    const row = await harness.database.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    // A card the acquirer no longer knows (its vault forgot the token): the step falls back to a new card's page.
    await harness.services.savedCards.save(row.id, {
      token: `tok_forgotten${randomBytes(8).toString("hex")}`,
      maskedNumber: "•••• 1111",
      brand: "visa",
      expiryMonth: 3,
      expiryYear: 2030,
    });
    await readyToPay(s, email);
    const saved = (await (await s.request("/uk/checkout/secure/saved-payments")).json()) as {
      savedCards: { id: string }[];
    };
    const id = saved.savedCards[0]?.id ?? "";
    expect((await sendForm(s, { intent: "choose-card", savedCardId: id })).status).toBe(303);
    const html = await paymentStep(s);
    expect(radioOf(html, id)).not.toContain("checked");
    expect(radioOf(html, "new")).toContain("checked");
    // The framed page asks for a whole card, as the picker now says.
    const framed = await (await fetch(new URL(iframeOf(html), sandbox.origin))).text();
    expect(framed.includes("Card number"), "the framed page asks for the card number").toBe(true);
  });
});

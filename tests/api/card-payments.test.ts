import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type SignedResult, signResult } from "../../core/payments/signed-result.ts";
import { SIGNED_RESULT_FIELDS } from "../../core/payments/signed-result-fields.ts";
import {
  type RunningCardSandbox,
  startCardSandbox,
} from "../../providers/payments/card-sandbox/start-card-sandbox.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import { freePort } from "../setup/free-port.ts";
import {
  checkoutFormSteps,
  findParcelVariant,
  orderNumbersFor,
  setStockOf,
  stockOf,
} from "../setup/order-harness.ts";

// Issue 16 "Done means" on SQLite and PostgreSQL, over HTTP: the card result the shopper's browser brings back
// from the hosted page is trusted only when it is the acquirer's, unaltered, recent and this attempt's own, and
// no card number ever reaches the store: its database, its logs, its e-mails or its answers. The SANDBOX acquirer
// runs on its own port as in production (decision 022), with a secret this file knows, so it can sign an expired
// result the sandbox itself would never hand out.

const API_KEY = `card-payments-test-${randomBytes(12).toString("hex")}`;
const SECRET = `card-payments-test-secret-${randomBytes(16).toString("hex")}`;

/** The README's sandbox test cards: every one is paid with below, and none may be found afterwards. */
const TEST_CARDS = {
  visa: "4444333322221111",
  mastercard: "5555555555554444",
  refused: "4000000000000002",
  error: "4000000000000119",
  challenge: "4000000000003220",
  amex: "378282246310005",
} as const;

/** A number as it may be written: bare, in groups of four, and for American Express 4-6-5. */
function writtenForms(number: string): string[] {
  const fours = number.replace(/(\d{4})(?=\d)/g, "$1 ");
  const amex =
    number.length === 15 ? [`${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`] : [];
  return [number, fours, ...amex];
}

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let harness: Harness;
let sandbox: RunningCardSandbox;
let sandboxOrigin = "";
/** Every log line of the store and the sandbox, and every answer either gave, for the scan at the end. */
const storeLog: string[] = [];
const sandboxLog: string[] = [];
const answers: string[] = [];
/** A parcel product sold in pounds, well in stock. */
let variant = "";
/** Its stock before this file, put back after it: other files choose their product by stock too. */
let stockBefore = 0;

beforeAll(async () => {
  const port = await freePort();
  sandboxOrigin = `http://127.0.0.1:${port}`;
  await new Promise<void>((listening) => {
    sandbox = startCardSandbox({
      port,
      hostname: "127.0.0.1",
      origin: sandboxOrigin,
      apiKey: API_KEY,
      resultSecret: SECRET,
      storeOrigins: ["http://localhost"],
      log: (line) => sandboxLog.push(JSON.stringify(line)),
      onListening: () => listening(),
    });
  });
  harness = await createTestApp({
    poolSize: 6,
    connectTimeoutMs: 60_000,
    cardPayments: { provider: "sandbox", origin: sandboxOrigin, apiKey: API_KEY, resultSecret: SECRET },
    logTo: { write: (line: string) => void storeLog.push(line) },
  });
  // Neither place-order.test.ts's variant (the last) nor the two-instance test's (the first).
  const chosen = await findParcelVariant(harness.database.db, { minStock: 40, offset: 1 });
  variant = chosen.code;
  stockBefore = chosen.stockLevel;
  await setStockOf(harness.database.db, variant, 500);
}, 120_000);

afterAll(async () => {
  if (harness) await setStockOf(harness.database.db, variant, stockBefore);
  await harness?.close();
  await sandbox?.close();
});

/** Keeps what a store answer said, for the card number scan. */
async function kept(response: Response): Promise<Response> {
  answers.push(await response.clone().text(), JSON.stringify([...response.headers]));
  return response;
}

function sendJson(s: Shopper, path: string, body: unknown) {
  return s
    .request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
    .then(kept);
}

async function sendForm(s: Shopper, fields: Record<string, string>) {
  const response = await s
    .request("/uk/checkout/secure", {
      method: "POST",
      csrf: false,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ CSRFToken: s.csrfToken, ...fields }),
    })
    .then(kept);
  expect(response.status, fields.intent).toBe(303);
}

/** Every checkout section done through the checkout page's forms, as a shopper without JavaScript would. */
async function completeCheckout(s: Shopper, email: string) {
  for (const fields of checkoutFormSteps(email)) await sendForm(s, fields);
}

/** A guest with the variant in the bag and every checkout section done. */
async function readyShopper(): Promise<{ s: Shopper; email: string }> {
  const s = await new Shopper(harness.app).begin();
  expect((await sendJson(s, "/uk/cart/entries", { productSku: variant, quantity: 1 })).status).toBe(200);
  const email = `card-${randomBytes(6).toString("hex")}@example.com`;
  await completeCheckout(s, email);
  return { s, email };
}

interface CardPage {
  attemptId: string;
  sessionId: string;
  iframeUrl: string;
  expiresAt: string;
  amountToPay: unknown;
}

async function cardPage(s: Shopper): Promise<CardPage> {
  const response = await sendJson(s, "/uk/checkout/secure/world-pay-iframe.json", { saveCard: false });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const page = (await response.json()) as CardPage;
  expect(new URL(page.iframeUrl).origin).toBe(sandboxOrigin);
  return page;
}

/** A form post to the sandbox's page, as the framed page's browser sends it: over the network, to its origin. */
async function postToSandbox(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL(url, sandboxOrigin), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The signed fields of the sandbox's result page (its Continue link's query). */
async function signedFieldsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(200);
  const html = await response.text();
  const href = /<a href="([^"]+)">Continue<\/a>/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  expect(href, "the result page's Continue link").toBeDefined();
  return Object.fromEntries(new URL(href ?? "").searchParams);
}

/** Types a card on the hosted page (passing the 3-D Secure challenge when asked) and answers the signed result. */
async function typeCard(page: CardPage, cardNumber: string): Promise<Record<string, string>> {
  const typed = await postToSandbox(page.iframeUrl, {
    holderName: "Ada Lovelace",
    cardNumber,
    expiry: "03/30",
    securityCode: cardNumber.startsWith("3") ? "1234" : "123",
  });
  if (typed.status === 303) {
    const challenge = typed.headers.get("location") ?? "";
    expect(challenge).toMatch(/^\/3ds\//);
    return signedFieldsOf(await postToSandbox(challenge, { decision: "pass" }));
  }
  return signedFieldsOf(typed);
}

function authoriseOrder(s: Shopper, attemptId: string, result: Record<string, string>) {
  return sendJson(s, "/uk/checkout/secure/authorise-order", { attemptId, result });
}

const stock = () => stockOf(harness.database.db, variant);
const ordersFor = (email: string) => orderNumbersFor(harness.database.db, email);

async function bagOf(s: Shopper): Promise<string[]> {
  const response = await s.request("/uk/checkout/secure/cart.json");
  if (response.status !== 200) return [];
  const body = (await response.json()) as {
    entries?: { product?: { code?: string }; variantCode?: string }[];
  };
  return JSON.stringify(body).includes(variant) ? [variant] : [];
}

async function expectPlaced(response: Response) {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { status: string; orderNumber: string; redirect: string };
  expect(body.status).toBe("placed");
  expect(body.orderNumber).toMatch(/\S/);
  expect(body.redirect).toContain(body.orderNumber);
  return body;
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { type: string; errorKey: string; message: string };
  expect(body).toMatchObject({ type: "PaymentError", errorKey: "Error" });
  expect(body.message).toMatch(/\S/);
}

/** Signs fields as the acquirer would: only a test holding the shared secret can make a valid-but-old result. */
function signedAs(fields: Record<string, string>, changes: Partial<SignedResult>, secret = SECRET) {
  const parsed = Object.fromEntries(SIGNED_RESULT_FIELDS.map((name) => [name, fields[name] ?? ""])) as Record<
    string,
    string
  >;
  const result: SignedResult = {
    paymentId: parsed.paymentId ?? "",
    sessionId: parsed.sessionId ?? "",
    status: parsed.status as SignedResult["status"],
    amount: Number(parsed.amount),
    currency: parsed.currency ?? "",
    orderReference: parsed.orderReference ?? "",
    maskedNumber: parsed.maskedNumber ?? "",
    brand: parsed.brand as SignedResult["brand"],
    expiryMonth: Number(parsed.expiryMonth),
    expiryYear: Number(parsed.expiryYear),
    token: parsed.token ?? "",
    reason: parsed.reason ?? "",
    timestamp: parsed.timestamp ?? "",
    ...changes,
  };
  return signResult(result, secret);
}

describe("the card page call (world-pay-iframe.json)", () => {
  it("refuses a card page 409 until delivery and billing are complete, naming what is missing, then offers one", async () => {
    const s = await new Shopper(harness.app).begin();
    expect((await sendJson(s, "/uk/cart/entries", { productSku: variant, quantity: 1 })).status).toBe(200);
    const steps = checkoutFormSteps(`card-${randomBytes(6).toString("hex")}@example.com`);
    const refusal = async () => {
      const response = await sendJson(s, "/uk/checkout/secure/world-pay-iframe.json", { saveCard: false });
      expect(response.status).toBe(409);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      return ((await response.json()) as { errors: { subject?: string; message: string }[] }).errors[0];
    };
    // Nothing entered, then an address without a confirmed delivery mode: the delivery details are missing.
    expect(await refusal()).toEqual(expect.objectContaining({ subject: "deliveryDetails" }));
    for (const fields of steps.slice(0, 2)) await sendForm(s, fields);
    expect((await refusal())?.message).toBe("Please enter your delivery details first.");
    // Delivery done, billing not yet.
    await sendForm(s, steps[2] ?? {});
    expect(await refusal()).toEqual({
      type: "ConflictError",
      subject: "billing",
      message: "Please enter your billing address.",
    });
    // No page was asked of the acquirer for the incomplete checkout: the first one comes now.
    await sendForm(s, steps[3] ?? {});
    const page = await cardPage(s);
    expect(page.amountToPay).toBeGreaterThan(0);
  });
});

describe("the card result the browser brings back", () => {
  it("places the order when it is the acquirer's own, for this attempt, unaltered", async () => {
    const { s, email } = await readyShopper();
    const before = await stock();
    const page = await cardPage(s);
    const result = await typeCard(page, TEST_CARDS.visa);
    expect(result.orderReference).toBe(page.attemptId);
    const placed = await expectPlaced(await authoriseOrder(s, page.attemptId, result));
    expect(await ordersFor(email)).toEqual([placed.orderNumber]);
    expect(await stock()).toBe(before - 1);
    // The same press of Pay sent again (a double click) answers the same order and takes nothing more.
    const again = await expectPlaced(await authoriseOrder(s, page.attemptId, result));
    expect(again.orderNumber).toBe(placed.orderNumber);
    expect(await stock()).toBe(before - 1);
  });

  it("refuses a forged or altered result 400, leaving no order and the stock and bag as they were", async () => {
    const { s, email } = await readyShopper();
    const page = await cardPage(s);
    const genuine = await typeCard(page, TEST_CARDS.visa);
    const before = await stock();
    const forgeries: Record<string, Record<string, string>> = {
      "signed with another secret": signedAs(genuine, {}, `${SECRET}-not-the-acquirers`),
      "no signature": { ...genuine, signature: "" },
      "a smaller amount": { ...genuine, amount: String(Number(genuine.amount) - 100) },
      "another payment id": { ...genuine, paymentId: `${genuine.paymentId}x` },
      "another session id": { ...genuine, sessionId: `${genuine.sessionId}x` },
      "another attempt": { ...genuine, orderReference: `${genuine.orderReference}x` },
      "a later timestamp": { ...genuine, timestamp: new Date(Date.now() + 5_000).toISOString() },
      // Signed with the right secret, by the acquirer's rules, but 16 minutes old: a captured URL replayed later.
      expired: signedAs(genuine, { timestamp: new Date(Date.now() - 16 * 60_000).toISOString() }),
    };
    for (const [name, forged] of Object.entries(forgeries)) {
      const response = await authoriseOrder(s, page.attemptId, forged);
      expect(response.status, name).toBe(400);
      await expectRefused(response);
      expect(await ordersFor(email), name).toEqual([]);
      expect(await stock(), name).toBe(before);
      expect(await bagOf(s), name).toEqual([variant]);
    }
    // The genuine result still pays: each refusal above was for what was changed, not a broken checkout.
    await expectPlaced(await authoriseOrder(s, page.attemptId, genuine));
    expect(await ordersFor(email)).toHaveLength(1);
    expect(await stock()).toBe(before - 1);
  });

  it("refuses a refused card's result altered to authorised 400, and the real refusal 402", async () => {
    const { s, email } = await readyShopper();
    const page = await cardPage(s);
    const refused = await typeCard(page, TEST_CARDS.refused);
    expect(refused.status).toBe("refused");
    const before = await stock();
    await expectRefused(
      await authoriseOrder(s, page.attemptId, { ...refused, status: "authorised", reason: "" }),
    );
    const declined = await authoriseOrder(s, page.attemptId, refused);
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ type: "PaymentError", errorKey: "Failure_NewCard" });
    expect(await ordersFor(email)).toEqual([]);
    expect(await stock()).toBe(before);
    expect(await bagOf(s)).toEqual([variant]);

    // The next press of Pay is a new attempt with a new page; the old page's result is not this attempt's.
    const retry = await cardPage(s);
    expect(retry.attemptId).not.toBe(page.attemptId);
    expect(retry.sessionId).not.toBe(page.sessionId);
    await expectRefused(await authoriseOrder(s, retry.attemptId, refused));
    expect(await ordersFor(email)).toEqual([]);
    await expectPlaced(await authoriseOrder(s, retry.attemptId, await typeCard(retry, TEST_CARDS.visa)));
    expect(await stock()).toBe(before - 1);
  });

  it("refuses another checkout's result and a used result replayed for a new bag 400: no second order", async () => {
    const a = await readyShopper();
    const b = await readyShopper();
    const pageA = await cardPage(a.s);
    const pageB = await cardPage(b.s);
    const resultB = await typeCard(pageB, TEST_CARDS.visa);
    const before = await stock();

    // B's genuine result brought to A's checkout for A's attempt.
    await expectRefused(await authoriseOrder(a.s, pageA.attemptId, resultB));
    expect(await ordersFor(a.email)).toEqual([]);
    expect(await stock()).toBe(before);
    expect(await bagOf(a.s)).toEqual([variant]);

    // B pays; then its used result is replayed: by A again, and by B for a new bag under the new attempt.
    const placedB = await expectPlaced(await authoriseOrder(b.s, pageB.attemptId, resultB));
    await expectRefused(await authoriseOrder(a.s, pageA.attemptId, resultB));
    expect((await sendJson(b.s, "/uk/cart/entries", { productSku: variant, quantity: 1 })).status).toBe(200);
    await completeCheckout(b.s, b.email);
    const nextPageB = await cardPage(b.s);
    expect(nextPageB.attemptId).not.toBe(pageB.attemptId);
    const afterB = await stock();
    await expectRefused(await authoriseOrder(b.s, nextPageB.attemptId, resultB));
    expect(await ordersFor(b.email)).toEqual([placedB.orderNumber]);
    expect(await ordersFor(a.email)).toEqual([]);
    expect(await stock()).toBe(afterB);
    expect(await bagOf(a.s)).toEqual([variant]);
    expect(await bagOf(b.s)).toEqual([variant]);

    // Both checkouts still pay with their own page: the refusals were about the results, not the checkouts.
    await expectPlaced(await authoriseOrder(a.s, pageA.attemptId, await typeCard(pageA, TEST_CARDS.visa)));
    await expectPlaced(
      await authoriseOrder(b.s, nextPageB.attemptId, await typeCard(nextPageB, TEST_CARDS.mastercard)),
    );
    expect(await stock()).toBe(afterB - 2);
  });

  it("refuses another checkout's result sent under that checkout's own attempt id 400, before or after it paid", async () => {
    const a = await readyShopper();
    const b = await readyShopper();
    await cardPage(a.s);
    const pageB = await cardPage(b.s);
    const resultB = await typeCard(pageB, TEST_CARDS.visa);
    // The signature and the attempt match each other; only the checkout is not the one the page was made for.
    const before = await stock();
    const early = await authoriseOrder(a.s, pageB.attemptId, resultB);
    await expectPlaced(await authoriseOrder(b.s, pageB.attemptId, resultB));
    const late = await authoriseOrder(a.s, pageB.attemptId, resultB);
    expect(await ordersFor(a.email)).toEqual([]);
    expect(await ordersFor(b.email)).toHaveLength(1);
    expect(await stock()).toBe(before - 1);
    expect(await bagOf(a.s)).toEqual([variant]);
    // Not a card refusal (402 tells the shopper the card was declined): a result this checkout cannot trust.
    await expectRefused(early);
    await expectRefused(late);
  });
});

describe("no card number anywhere", () => {
  it("is found in any table, log line, e-mail or answer after paying with every test card", async () => {
    const placedEmails: string[] = [];
    for (const [name, number] of Object.entries(TEST_CARDS)) {
      const { s, email } = await readyShopper();
      const page = await cardPage(s);
      const result = await typeCard(page, number);
      const response = await authoriseOrder(s, page.attemptId, result);
      if (["visa", "mastercard", "challenge", "amex"].includes(name)) {
        await expectPlaced(response);
        placedEmails.push(email);
      } else expect(response.status, name).toBe(402);
    }

    // Every table, every column (a number column could hold a card number as well as a text one).
    const db = harness.database.db;
    const tables =
      inject("dialect") === "postgres"
        ? (
            await sql<{ name: string }>`select table_name as name from information_schema.tables
              where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
          ).rows
        : (
            await sql<{ name: string }>`select name from sqlite_master
              where type = 'table' and name not like 'sqlite_%'`.execute(db)
          ).rows;
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(["orders", "outbox"]));
    let stored = "";
    for (const { name } of tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
      stored += JSON.stringify(rows.rows, (_, value) => (typeof value === "bigint" ? String(value) : value));
    }

    // The confirmation e-mails were written (so the scan reads real mail), each naming the masked card only.
    const mail = await db.selectFrom("outbox").selectAll().where("toAddress", "in", placedEmails).execute();
    expect(mail).toHaveLength(placedEmails.length);
    const mailText = JSON.stringify(mail);

    expect(storeLog.length).toBeGreaterThan(0);
    expect(sandboxLog.length).toBeGreaterThan(0);
    const places = {
      database: stored,
      "store log": storeLog.join("\n"),
      "sandbox log": sandboxLog.join("\n"),
      mail: mailText,
      answers: answers.join("\n"),
    };
    for (const [where, text] of Object.entries(places))
      for (const number of Object.values(TEST_CARDS)) {
        for (const written of writtenForms(number))
          expect(text.includes(written), `${written} in ${where}`).toBe(false);
      }
    // The scan reads what was kept: the masked numbers of the cards paid with are there.
    for (const masked of ["•••• 1111", "•••• 4444", "•••• 3220", "•••• 0005"])
      expect(stored).toContain(masked);
  }, 120_000);
});

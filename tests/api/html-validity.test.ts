import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bagShopper } from "../../core/cart/bag-shopper.ts";
import type { AuthorisationAnswer } from "../../core/orders/order-types.ts";
import { answerPlacement } from "../../core/orders/placement-answer.ts";
import { SESSION_COOKIE } from "../../server/middleware/session.ts";
import { addToBag, createTestApp, Shopper } from "../setup/api-app.ts";
import { ensureJava } from "../setup/ensure-java.ts";
import { checkHtmlFiles, type NuMessage } from "../setup/nu-html-checker.ts";
import { checkoutFormSteps, fillCheckout, findParcelVariant } from "../setup/order-harness.ts";

// The Nu HTML Checker (the W3C's validator, npm `vnu-jar`, on Debian's Java) over the pages a shopper meets, as the
// production build serves them: home, a listing, a product, a bundle, search results, a bag holding a line, the
// checkout filled in up to payment and an order's confirmation. One run of the checker over every page (one JVM
// start, a few seconds). The markup does not depend on the database, so it runs on SQLite only.

/**
 * Errors the checker reports on valid markup (docs/decisions/038-search-engines-and-html-checker.md). It lags the
 * HTML standard on `<link rel="expect" blocking="render">`: the standard allows `blocking` on a link whose rel is
 * `expect` (render-blocking until an element is parsed); the checker still allows it on stylesheets only.
 */
const CHECKER_LAG: readonly { message: string; extract: RegExp }[] = [
  {
    message:
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    extract: /<link rel="expect" href="#page-end" blocking="render"\/?>/,
  },
];

const isExcused = (error: NuMessage) =>
  CHECKER_LAG.some((known) => known.message === error.message && known.extract.test(error.extract ?? ""));

let harness: Awaited<ReturnType<typeof createTestApp>>;
let folder: string;

beforeAll(async () => {
  ensureJava();
  harness = await createTestApp();
  folder = mkdtempSync(join(tmpdir(), "storefront-nu-"));
}, 600_000);
afterAll(async () => {
  await harness?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function html(shopper: Shopper, path: string): Promise<string> {
  const response = await shopper.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type"), path).toContain("text/html");
  return response.text();
}

async function sendCheckoutForm(shopper: Shopper, fields: Record<string, string>) {
  const response = await shopper.request("/uk/checkout/secure", {
    method: "POST",
    csrf: false,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ CSRFToken: shopper.csrfToken, ...fields }),
  });
  expect(response.status, fields.intent).toBe(303);
}

/** An acquirer that authorises every amount (what the card sandbox answers for its test Visa). */
async function authorise(_amount: number, key: string): Promise<AuthorisationAnswer> {
  return {
    status: "authorised",
    paymentId: `pay-${key}`,
    card: { maskedNumber: "•••• 1111", brand: "visa" },
  };
}

/** A guest who placed an order for the variant, as the checkout's payment step does; answers its number. */
async function placedOrder(shopper: Shopper, variant: string): Promise<string> {
  await addToBag(shopper, variant);
  const session = await harness.services.sessions.find(shopper.cookie(SESSION_COOKIE) ?? "");
  if (!session) throw new Error("the shopper has no stored session");
  const owner = bagShopper({ session }, "uk");
  await fillCheckout(harness.services.checkout, owner, { email: `nu-${randomUUID()}@example.com` });
  const result = await harness.services.orders.placeOrder({
    owner,
    attemptId: `attempt-${randomUUID()}`,
    authorise,
  });
  if (result.status !== "placed") throw new Error(`not placed: ${JSON.stringify(result)}`);
  await answerPlacement(
    { session, updateSession: (data) => harness.services.sessions.write(session, data, new Date()) },
    "en-GB",
    result,
    "Failure_NewCard",
  );
  return result.order.orderNumber;
}

/** Where React's server put a separator between two texts, with the text around it. */
function textSeparatorsIn(html: string): string[] {
  return [...html.matchAll(/<!-- -->/g)].map((m) => html.slice(Math.max(0, m.index - 60), m.index + 40));
}

describe.skipIf(inject("dialect") === "postgres")("the Nu HTML Checker", () => {
  it("finds no error in the pages a shopper meets, from home to the order's confirmation", async () => {
    const variant = (await findParcelVariant(harness.database.db, { minStock: 5 })).code;
    const { productCode, categoryCode } = await harness.database.db
      .selectFrom("variants")
      .innerJoin("products", "products.code", "variants.productCode")
      .select(["variants.productCode", "products.categoryCode"])
      .where("variants.code", "=", variant)
      .executeTakeFirstOrThrow();
    const visitor = await new Shopper(harness.app).begin();
    const buyer = await addToBag(await new Shopper(harness.app).begin(), variant);
    for (const fields of checkoutFormSteps(`nu-${randomUUID()}@example.com`))
      await sendCheckoutForm(buyer, fields);
    const customer = await new Shopper(harness.app).begin();
    const orderNumber = await placedOrder(customer, variant);

    const pages: Record<string, string> = {
      home: await html(visitor, "/uk/"),
      listing: await html(visitor, "/uk/Bedroom/c/Bed-Linen"),
      product: await html(visitor, `/uk/${categoryCode}/p/${productCode}`),
      bundle: await html(visitor, "/uk/bundle/Cavendish-Bed-Linen-Bundle/p/P10001212"),
      search: await html(visitor, "/uk/search?text=towel"),
      bag: await html(buyer, "/uk/bag"),
      checkout: await html(buyer, "/uk/checkout/secure"),
      confirmation: await html(customer, `/uk/checkout/orderConfirmation/${orderNumber}`),
    };
    // Each run of text is one text node. Where two texts meet, React's server writes `<!-- -->` between them, and the
    // browser takes every one out as the page hydrates: 169 on a listing once, in its cards and filters (issue 28).
    for (const [name, text] of Object.entries(pages)) expect(textSeparatorsIn(text), name).toEqual([]);
    // The checkout is at its payment step (the card's form shows): every section before it is done.
    expect(pages.checkout).toContain('class="checkout-payment__card"');
    expect(pages.confirmation).toContain(orderNumber);

    const files = Object.entries(pages).map(([name, text]) => {
      const file = join(folder, `${name}.html`);
      writeFileSync(file, text);
      return file;
    });
    const messages = checkHtmlFiles(files);
    const errors = messages.filter((m) => m.type !== "info" && !isExcused(m));
    const report = errors.map((e) => `${e.url.split("/").at(-1)}: ${e.message} [${e.extract ?? ""}]`);
    expect(report).toEqual([]);
    // Every page was read: each shows at least the checker's lag on the render-blocking link of the shell.
    const checked = new Set(messages.filter(isExcused).map((m) => m.url.split("/").at(-1)));
    expect([...checked].sort()).toEqual(files.map((f) => f.split("/").at(-1)).sort());
  }, 120_000);
});

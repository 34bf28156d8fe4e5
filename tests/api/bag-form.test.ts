import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_MESSAGES } from "../../core/cart/cart-messages.ts";
import { MAX_QUANTITY_PER_LINE } from "../../core/cart/cart-rules.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";

// POST /{version}/bag/update: the pages' add-to-bag form (docs/forms-and-mutations.md). A native post comes back
// 303 to the page it came from, which shows the answer once; a scripted post gets the answer as data, whose
// count is the only one the header shows.

let harness: Awaited<ReturnType<typeof createTestApp>>;
const codes = { plenty: "", soldOut: "", low: "" };
let bundle: {
  code: string;
  pieces: { position: number; variant: string; quantity: number }[];
  giftBox: string;
};

const formHeaders = { "content-type": "application/x-www-form-urlencoded" };

async function variantWith(stock: { min?: number; exactly?: number }, productCode?: string): Promise<string> {
  let query = harness.database.db
    .selectFrom("variants")
    .innerJoin("prices", (j) =>
      j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .select("variants.code")
    .where("availability", "=", "online");
  if (stock.min !== undefined) query = query.where("stockLevel", ">=", stock.min);
  if (stock.exactly !== undefined) query = query.where("stockLevel", "=", stock.exactly);
  if (productCode) query = query.where("variants.productCode", "=", productCode);
  return (await query.orderBy("variants.code").executeTakeFirstOrThrow()).code;
}

beforeAll(async () => {
  harness = await createTestApp();
  codes.plenty = await variantWith({ min: 40 });
  codes.soldOut = await variantWith({ exactly: 0 });
  codes.low = await variantWith({ exactly: 3 });
  const db = harness.database.db;
  const { setCode } = await db
    .selectFrom("productSets")
    .select("setCode")
    .where("role", "=", "giftbox")
    .orderBy("setCode")
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("productSets")
    .selectAll()
    .where("setCode", "=", setCode)
    .orderBy("position")
    .execute();
  const pieces = [];
  let giftBox = "";
  for (const row of rows) {
    const variant = await variantWith({ min: 10 }, row.productCode);
    if (row.role === "giftbox") giftBox = variant;
    else pieces.push({ position: Number(row.position), variant, quantity: Number(row.quantity) });
  }
  bundle = { code: setCode, pieces, giftBox };
});
afterAll(async () => {
  await harness.close();
});

async function post(shopper: Shopper, fields: Record<string, string>, version = "uk"): Promise<Response> {
  return shopper.request(`/${version}/bag/update`, {
    method: "POST",
    csrf: false,
    headers: formHeaders,
    body: new URLSearchParams({ CSRFToken: shopper.csrfToken, ...fields }),
  });
}

const headerCount = (html: string) => Number(/Bag, (\d+) items?/.exec(html)?.[1]);

describe("the bag's form without JavaScript", () => {
  it("adds, sends the shopper back to the page, which shows the confirmation and the count once", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await post(shopper, {
      intent: "add",
      productSku: codes.plenty,
      quantity: "2",
      returnTo: "/uk/help/delivery?from=bag",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/help/delivery?from=bag");
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const page = await (await shopper.request("/uk/help/delivery?from=bag")).text();
    expect(page).toContain("Added to your bag");
    expect(page).toContain("2 items in your bag");
    expect(headerCount(page)).toBe(2);
    // Shown once: the page is then the one every shopper shares (decision 051), whose bag link names no count
    // until the shopper's own data arrives; the bag itself has the two.
    const again = await (await shopper.request("/uk/help/delivery?from=bag")).text();
    expect(again).not.toContain("Added to your bag");
    expect(again).toContain('<span class="visually-hidden">Bag</span>');
    expect(headerCount(await (await shopper.request("/uk/saved-items")).text())).toBe(2);
  });

  it("shows a refusal in the spec's wording on the page it came from", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await post(shopper, { intent: "add", productSku: codes.soldOut, returnTo: "/uk/" });
    expect(response.status).toBe(303);
    const page = await (await shopper.request("/uk/")).text();
    expect(page).toContain(CART_MESSAGES.outOfStock.replace("'", "&#x27;"));
    expect(headerCount(page)).toBe(0);
  });

  it("never sends the shopper to another site or version", async () => {
    const shopper = await new Shopper(harness.app).begin();
    for (const returnTo of ["//evil.example/uk/", "https://evil.example/", "/us/bag", "/\\evil.example"]) {
      const response = await post(shopper, { intent: "add", productSku: codes.plenty, returnTo });
      expect(response.headers.get("location")).toBe("/uk/");
    }
  });

  it("refuses a post without the form's token", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/uk/bag/update", {
      method: "POST",
      csrf: false,
      headers: formHeaders,
      body: new URLSearchParams({ intent: "add", productSku: codes.plenty }),
    });
    expect(response.status).toBe(403);
  });
});

describe("the bag's form with JavaScript (no returnTo)", () => {
  it("answers the server's count and the analytics event priced by the server", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const first = await post(shopper, { intent: "add", productSku: codes.plenty });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const answer = (await first.json()) as Record<string, unknown> & {
      events: { ecommerce: { items: unknown[] } }[];
    };
    expect(answer).toMatchObject({ intent: "add", status: "added", totalUnitCount: 1, quantityAdded: 1 });
    expect(answer.events[0]?.ecommerce.items[0]).toMatchObject({ item_id: codes.plenty, quantity: 1 });
    const second = await post(shopper, { intent: "add", productSku: codes.plenty, quantity: "2" });
    expect(await second.json()).toMatchObject({ status: "added", totalUnitCount: 3 });
  });

  it("answers refusals as data with the spec's wording: out of stock 409, a missing size or too many 400", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const soldOut = await post(shopper, { intent: "add", productSku: codes.soldOut });
    expect(soldOut.status).toBe(409);
    expect(await soldOut.json()).toMatchObject({
      status: "outOfStock",
      message: CART_MESSAGES.outOfStock,
      refusedSku: codes.soldOut,
      totalUnitCount: 0,
    });
    const noSize = await post(shopper, { intent: "add", quantity: "1" });
    expect(noSize.status).toBe(400);
    expect(await noSize.json()).toMatchObject({ status: "error", message: "Please select a size" });
    expect((await post(shopper, { intent: "add", productSku: codes.low, quantity: "3" })).status).toBe(200);
    // The last three are in the bag: one more is out of stock, not a quantity error.
    const beyondStock = await post(shopper, { intent: "add", productSku: codes.low });
    expect(beyondStock.status).toBe(409);
    expect(await beyondStock.json()).toMatchObject({ status: "outOfStock", totalUnitCount: 3 });
    const tooMany = await post(shopper, {
      intent: "add",
      productSku: codes.plenty,
      quantity: String(MAX_QUANTITY_PER_LINE + 1),
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      status: "error",
      message: `You can add up to ${MAX_QUANTITY_PER_LINE} of this item to your bag.`,
      totalUnitCount: 3,
    });
    const unknown = await post(shopper, { intent: "remove-everything" });
    expect(unknown.status).toBe(400);
  });

  it("adds a bundle's pieces in their quantities and the gift box asked for", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const pieces = Object.fromEntries(
      bundle.pieces.map((piece) => [`piece-${piece.position}`, piece.variant]),
    );
    const response = await post(shopper, {
      intent: "add-bundle",
      bundleCode: bundle.code,
      giftBox: "on",
      ...pieces,
    });
    expect(response.status).toBe(200);
    const expected = bundle.pieces.reduce((sum, piece) => sum + piece.quantity, 0) + 1;
    expect(await response.json()).toMatchObject({
      intent: "add-bundle",
      status: "added",
      quantityAdded: expected,
      totalUnitCount: expected,
    });
  });

  it("refuses a bundle with a piece's size missing, adding nothing", async () => {
    const shopper = await new Shopper(harness.app).begin();
    // The bed linen bundle's pieces come in sizes (the gift-box bundle's may all be one size).
    const response = await post(shopper, { intent: "add-bundle", bundleCode: "P10001212" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: "error",
      message: "Please choose your size",
      totalUnitCount: 0,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GIFTING_MESSAGES } from "../../core/gifting/gifting-messages.ts";
import type { GiftingView } from "../../core/gifting/gifting-view.ts";
import { toBoolean } from "../../data/normalise.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";

// spec 001 §3 "Gifting", §4 gift boxes, §5 gift message, §7 the checkout gift-box calls as the bag uses them.
let harness: Awaited<ReturnType<typeof createTestApp>>;

interface Candidate {
  code: string;
  productCode: string;
  kind: string;
  giftWrappable: boolean;
  giftMessageDisabled: boolean;
  stockLevel: number;
  availability: string;
}

/** Seeded variants priced in pounds with their product's gifting flags, chosen from the database. */
let candidates: Candidate[] = [];
/** Two boxable variants of different products, plenty in stock. */
let wrappable: [Candidate, Candidate];
let notWrappable: Candidate;
let noMessage: Candidate;

beforeAll(async () => {
  harness = await createTestApp();
  const rows = await harness.database.db
    .selectFrom("variants")
    .innerJoin("products", "products.code", "variants.productCode")
    .innerJoin("prices", (j) =>
      j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .select([
      "variants.code",
      "variants.productCode",
      "products.kind",
      "products.giftWrappable",
      "products.giftMessageDisabled",
      "variants.stockLevel",
      "variants.availability",
    ])
    .where("variants.availability", "=", "online")
    .where("variants.stockLevel", ">=", 40)
    .orderBy("variants.code", "desc")
    .execute();
  candidates = rows.map((row) => ({
    ...row,
    giftWrappable: toBoolean(row.giftWrappable),
    giftMessageDisabled: toBoolean(row.giftMessageDisabled),
    stockLevel: Number(row.stockLevel),
  }));
  const boxable = candidates.filter(
    (c) => c.giftWrappable && !c.giftMessageDisabled && c.kind !== "gift-box" && c.kind !== "bundle",
  );
  const first = boxable[0];
  const second = boxable.find((c) => c.productCode !== first?.productCode);
  if (!first || !second) throw new Error("the seed has no two boxable variants");
  wrappable = [first, second];
  notWrappable = candidates.find((c) => !c.giftWrappable && c.kind !== "gift-box") as Candidate;
  noMessage = candidates.find((c) => c.giftMessageDisabled && c.giftWrappable) as Candidate;
});
afterAll(async () => {
  await harness.close();
});

async function shopper(): Promise<Shopper> {
  return new Shopper(harness.app).begin();
}

function send(s: Shopper, method: string, path: string, body: unknown, init: { csrf?: boolean } = {}) {
  return s.request(path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    ...init,
  });
}

async function addToBag(s: Shopper, productSku: string): Promise<number> {
  const response = await send(s, "POST", "/uk/cart/entries", { productSku, productPrice: 1, quantity: 1 });
  expect(response.status).toBe(200);
  return ((await response.json()) as { entry: { entryNumber: number } }).entry.entryNumber;
}

const giftBoxes = (s: Shopper, body: unknown, init: { csrf?: boolean } = {}) =>
  send(s, "POST", "/uk/checkout/secure/gift-boxes?isBag=true", body, init);
const giftMessage = (s: Shopper, body: unknown) => send(s, "PUT", "/uk/checkout/secure/gift-message", body);

async function state(s: Shopper, path = "/uk/checkout/secure/gift-box?isBag=true"): Promise<GiftingView> {
  const response = await s.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as GiftingView;
}

async function errorOf(response: Response): Promise<{ message: string; errors: { message: string }[] }> {
  return (await response.json()) as { message: string; errors: { message: string }[] };
}

/** The shopper's cart row, found by the guid their session holds. */
async function cartRow(s: Shopper) {
  const universal = (await (await s.request("/api/common/universalVariable.json?url=/uk/")).json()) as {
    user: { cartGuid: string };
  };
  return harness.database.db
    .selectFrom("carts")
    .select(["id", "modifiedAt"])
    .where("guid", "=", universal.user.cartGuid)
    .executeTakeFirstOrThrow();
}

/** A shopper with the two boxable products in the bag. */
async function shopperWithTwoLines() {
  const s = await shopper();
  const a = await addToBag(s, wrappable[0].code);
  const b = await addToBag(s, wrappable[1].code);
  return { s, a, b };
}

describe("gift boxes (spec 001 §4)", () => {
  it("adds a box holding two lines, priced from the box product in the cart's currency", async () => {
    const { s, a, b } = await shopperWithTwoLines();
    const response = await giftBoxes(s, { action: "add", giftBoxType: "GIFTB", entryNumbers: [a, b] });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as GiftingView;
    expect(body.boxes).toHaveLength(1);
    expect(body.boxes[0]).toMatchObject({
      giftBoxNo: 1,
      giftBoxType: "GIFTB",
      personalMessage: "",
      personalMessageValid: true,
      productCodes: [wrappable[0].code, wrappable[1].code],
      entryNumbers: [a, b],
      price: "£5",
      priceValue: 500,
    });
    expect(body.boxPrices).toEqual({ GIFTB: "£5", GIFTWRAP: "£4" });
    expect(body.giftWrappable).toBe(true);
    expect(await state(s)).toEqual(body);
    expect(await state(s, "/checkout/secure/gift-box")).toEqual(body);
  });

  it("numbers boxes from 1 and renumbers the rest after a removal", async () => {
    const { s, a, b } = await shopperWithTwoLines();
    await giftBoxes(s, { action: "add", giftBoxType: "GIFTB", entryNumbers: [a] });
    const two = (await (
      await giftBoxes(s, { action: "add", giftBoxType: "GIFTWRAP", entryNumbers: [b] })
    ).json()) as GiftingView;
    expect(two.boxes.map((box) => [box.giftBoxNo, box.giftBoxType, box.entryNumbers])).toEqual([
      [1, "GIFTB", [a]],
      [2, "GIFTWRAP", [b]],
    ]);
    const removed = await giftBoxes(s, { action: "remove", giftBoxNo: 1 });
    expect(removed.status).toBe(200);
    const after = (await removed.json()) as GiftingView;
    expect(after.boxes.map((box) => [box.giftBoxNo, box.giftBoxType, box.entryNumbers])).toEqual([
      [1, "GIFTWRAP", [b]],
    ]);
    expect((await giftBoxes(s, { action: "remove", giftBoxNo: 2 })).status).toBe(404);
    const cleared = (await (await giftBoxes(s, { action: "clear" })).json()) as GiftingView;
    expect(cleared.boxes).toEqual([]);
  });

  it("drops a box whose lines have all left the bag, and numbers the rest from 1", async () => {
    const { s, a, b } = await shopperWithTwoLines();
    await giftBoxes(s, { action: "add", giftBoxType: "GIFTB", entryNumbers: [a] });
    await giftBoxes(s, { action: "add", giftBoxType: "GIFTWRAP", entryNumbers: [b] });
    const { id } = await cartRow(s);
    const db = harness.database.db;
    // The bag's remove call belongs to the bag page; the line leaves the cart as it will do there.
    await db
      .deleteFrom("cartEntries")
      .where("cartId", "=", Number(id))
      .where("entryNumber", "=", a)
      .execute();
    const view = await state(s);
    expect(view.boxes.map((box) => [box.giftBoxNo, box.giftBoxType, box.entryNumbers])).toEqual([
      [1, "GIFTWRAP", [b]],
    ]);
  });

  it("moves the bag's modified time with every gifting change", async () => {
    const { s, a } = await shopperWithTwoLines();
    const before = new Date((await cartRow(s)).modifiedAt).getTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await giftBoxes(s, { action: "add", giftBoxType: "GIFTB", entryNumbers: [a] });
    const afterAdd = new Date((await cartRow(s)).modifiedAt).getTime();
    expect(afterAdd).toBeGreaterThan(before);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await giftMessage(s, { message: "Enjoy" });
    expect(new Date((await cartRow(s)).modifiedAt).getTime()).toBeGreaterThan(afterAdd);
  });

  it("refuses a product that is already in a box", async () => {
    const { s, a, b } = await shopperWithTwoLines();
    await giftBoxes(s, { action: "add", giftBoxType: "GIFTB", entryNumbers: [a] });
    const response = await giftBoxes(s, { action: "add", giftBoxType: "GIFTWRAP", entryNumbers: [b, a] });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(GIFTING_MESSAGES.alreadyInBox);
    expect((await state(s)).boxes).toHaveLength(1);
  });

  it("refuses a line that is out of stock", async () => {
    const s = await shopper();
    // A variant of its own, so no other suite sees its stock change; put back afterwards.
    const victim = candidates.find(
      (c) => c.giftWrappable && c.kind !== "gift-box" && c.kind !== "bundle" && !wrappable.includes(c),
    ) as Candidate;
    const entry = await addToBag(s, victim.code);
    const db = harness.database.db;
    await db.updateTable("variants").set({ stockLevel: 0 }).where("code", "=", victim.code).execute();
    try {
      const response = await giftBoxes(s, { action: "add", giftBoxType: "GIFTB", entryNumbers: [entry] });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(GIFTING_MESSAGES.outOfStock);
    } finally {
      await db
        .updateTable("variants")
        .set({ stockLevel: victim.stockLevel })
        .where("code", "=", victim.code)
        .execute();
    }
  });

  it("refuses a product whose gift wrap is disabled, and names it", async () => {
    const s = await shopper();
    const entry = await addToBag(s, notWrappable.code);
    const view = await state(s);
    expect(view.giftWrapDisabledProducts).toEqual([notWrappable.code]);
    expect(view.giftWrappable).toBe(false);
    const response = await giftBoxes(s, { action: "add", giftBoxType: "GIFTB", entryNumbers: [entry] });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(GIFTING_MESSAGES.notWrappable);
  });

  it("takes no personal message in a box holding a product whose gift message is disabled", async () => {
    const s = await shopper();
    const entry = await addToBag(s, noMessage.code);
    expect((await state(s)).freeGiftMessageDisabledProducts).toEqual([noMessage.code]);
    const refused = await giftBoxes(s, {
      action: "add",
      giftBoxType: "GIFTB",
      entryNumbers: [entry],
      personalMessage: "Hello",
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(GIFTING_MESSAGES.messageDisabled);
    const silent = await giftBoxes(s, { action: "add", giftBoxType: "GIFTB", entryNumbers: [entry] });
    expect(silent.status).toBe(200);
  });

  it("refuses an entry that is not in the caller's bag, and a body it does not know", async () => {
    const { s } = await shopperWithTwoLines();
    expect((await giftBoxes(s, { action: "add", giftBoxType: "GIFTB", entryNumbers: [99] })).status).toBe(
      404,
    );
    expect((await giftBoxes(s, { action: "add", giftBoxType: "BOX", entryNumbers: [0] })).status).toBe(400);
    expect((await giftBoxes(s, { action: "clear", cartId: 1 })).status).toBe(400);
  });
});

describe("gift messages (spec 001 §5)", () => {
  async function boxed() {
    const { s, a } = await shopperWithTwoLines();
    await giftBoxes(s, { action: "add", giftBoxType: "GIFTB", entryNumbers: [a] });
    return s;
  }

  it("refuses a message with emoji, with the wording", async () => {
    const s = await boxed();
    const response = await giftMessage(s, { giftBoxNo: 1, message: "Happy birthday 😀" });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe(GIFTING_MESSAGES.messageNotAllowed);
    expect(error.message).toBe(
      "Your message can only use letters, numbers, spaces, line breaks and ? \" . ' , !",
    );
  });

  it("accepts 250 characters and refuses 251", async () => {
    const s = await boxed();
    const tooLong = await giftMessage(s, { giftBoxNo: 1, message: "a".repeat(251) });
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).message).toBe("Your message can be up to 250 characters.");
    const fits = await giftMessage(s, { giftBoxNo: 1, message: "a".repeat(250) });
    expect(fits.status).toBe(200);
    const view = (await fits.json()) as GiftingView;
    expect(view.boxes[0]).toMatchObject({ personalMessage: "a".repeat(250), personalMessageValid: true });
  });

  it("strips HTML tags, in a box's message and the order's", async () => {
    const s = await boxed();
    const box = (await (
      await giftMessage(s, { giftBoxNo: 1, message: "<b>Happy</b> birthday,<br>Anna!" })
    ).json()) as GiftingView;
    expect(box.boxes[0]?.personalMessage).toBe("Happy birthday,Anna!");
    const order = (await (
      await giftMessage(s, { message: "<script>Merry</script> Christmas" })
    ).json()) as GiftingView;
    expect(order.orderLevelGiftMessage).toBe("Merry Christmas");
    expect((await state(s)).orderLevelGiftMessage).toBe("Merry Christmas");
  });

  it("takes a personal message when the box is made, and refuses a bad one there too", async () => {
    const { s, a, b } = await shopperWithTwoLines();
    const refused = await giftBoxes(s, {
      action: "add",
      giftBoxType: "GIFTB",
      entryNumbers: [a],
      personalMessage: "I ❤️ you",
    });
    expect(refused.status).toBe(400);
    expect((await state(s)).boxes).toEqual([]);
    const made = (await (
      await giftBoxes(s, {
        action: "add",
        giftBoxType: "GIFTWRAP",
        entryNumbers: [a, b],
        personalMessage: "Dear Zoë,\r\nLove, Tom.",
      })
    ).json()) as GiftingView;
    expect(made.boxes[0]?.personalMessage).toBe("Dear Zoë,\nLove, Tom.");
  });
});

describe("whose boxes", () => {
  it("lets another shopper neither read nor change them: they see their own cart", async () => {
    const { s: owner, a } = await shopperWithTwoLines();
    await giftBoxes(owner, { action: "add", giftBoxType: "GIFTB", entryNumbers: [a] });

    const stranger = await shopper();
    expect((await stranger.request("/uk/checkout/secure/gift-box?isBag=true")).status).toBe(404);
    expect((await giftBoxes(stranger, { action: "remove", giftBoxNo: 1 })).status).toBe(404);
    expect((await giftMessage(stranger, { giftBoxNo: 1, message: "Mine now" })).status).toBe(404);

    await addToBag(stranger, wrappable[1].code);
    expect((await state(stranger)).boxes).toEqual([]);
    expect((await giftBoxes(stranger, { action: "remove", giftBoxNo: 1 })).status).toBe(404);
    expect((await giftMessage(stranger, { giftBoxNo: 1, message: "Mine now" })).status).toBe(404);
    expect((await giftBoxes(stranger, { action: "clear" })).status).toBe(200);

    const mine = await state(owner);
    expect(mine.boxes).toHaveLength(1);
    expect(mine.boxes[0]?.personalMessage).toBe("");
  });

  it("refuses a change without the session's CSRF token", async () => {
    const { s, a } = await shopperWithTwoLines();
    const forged = await giftBoxes(
      s,
      { action: "add", giftBoxType: "GIFTB", entryNumbers: [a] },
      { csrf: false },
    );
    expect(forged.status).toBe(403);
    const message = await s.request("/uk/checkout/secure/gift-message", {
      method: "PUT",
      csrf: false,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "Hi" }),
    });
    expect(message.status).toBe(403);
    expect((await state(s)).boxes).toEqual([]);
  });
});

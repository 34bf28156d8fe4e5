import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_MESSAGES } from "../../core/cart/cart-messages.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";

// The bag's calls (spec 001 §7 "Bag", issue 13) over HTTP on a real database, SQLite and PostgreSQL.

let harness: Awaited<ReturnType<typeof createTestApp>>;

interface Price {
  value: number;
  minorUnits: number;
  currencyIso: string;
  formattedValue: string;
}
interface CartJson {
  cartGuid: string;
  currencyIso: string;
  totalUnitCount: number;
  modifiedTimestamp: string | null;
  entries: {
    entryNumber: number;
    quantity: number;
    maxQuantity: number;
    product: { code: string; colour: string | null; size: string | null };
    basePrice: Price;
    totalPrice: Price;
    discount: Price;
    priceChange: { was: Price; now: Price } | null;
    problem: { kind: string; available?: number } | null;
  }[];
  subTotal: Price;
  totalDiscounts: Price;
  appliedVouchers: { code: string; value: Price }[];
  giftCharges: Price;
  deliveryCost: Price;
  totalPrice: Price;
}

/** Seeded variants this file changes (price, stock): picked past the ones other files use, restored after. */
const picked: Record<"a" | "b" | "c" | "low" | "wrappable", { code: string; stockLevel: number }> =
  {} as never;

async function variantsWhere(minStock: number, maxStock: number, offset: number, count: number) {
  const rows = await harness.database.db
    .selectFrom("variants")
    .innerJoin("prices", (j) =>
      j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .innerJoin("products", "products.code", "variants.productCode")
    .select(["variants.code", "variants.stockLevel", "products.giftWrappable"])
    .where("variants.availability", "=", "online")
    .where("products.productType", "=", "standard")
    .where("variants.stockLevel", ">=", minStock)
    .where("variants.stockLevel", "<=", maxStock)
    .where("variants.code", "like", "P%")
    .orderBy("variants.code", "desc")
    .offset(offset)
    .limit(count)
    .execute();
  return rows.map((r) => ({
    code: r.code,
    stockLevel: Number(r.stockLevel),
    giftWrappable: r.giftWrappable === true || Number(r.giftWrappable) === 1,
  }));
}

beforeAll(async () => {
  harness = await createTestApp();
  const [a, b, c] = await variantsWhere(30, 10_000, 11, 3);
  const [low] = await variantsWhere(3, 3, 5, 1);
  const wrappable = (await variantsWhere(30, 10_000, 20, 40)).find((v) => v.giftWrappable);
  if (!a || !b || !c || !low || !wrappable) throw new Error("the seed has no variants for the bag tests");
  Object.assign(picked, { a, b, c, low, wrappable });
});
afterAll(async () => {
  await harness.close();
});

const shopper = () => new Shopper(harness.app).begin();

const json = (s: Shopper, method: string, path: string, body?: unknown, init: { csrf?: boolean } = {}) =>
  s.request(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...init,
  });

const add = (s: Shopper, productSku: string, quantity = 1, version = "uk") =>
  json(s, "POST", `/${version}/cart/entries`, { productSku, productPrice: 1, quantity });

async function cart(s: Shopper, version = "uk"): Promise<CartJson> {
  const response = await s.request(`/${version}/bag/cart.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as CartJson;
}

/** total = sum(lines) − discounts + charges + delivery, in whole minor units, never below zero. */
function expectTotalsAddUp(c: CartJson) {
  const lines = c.entries.reduce((sum, e) => sum + e.totalPrice.minorUnits, 0);
  const discounts = c.entries.reduce((sum, e) => sum + e.discount.minorUnits, 0);
  expect(c.subTotal.minorUnits).toBe(lines);
  expect(c.totalDiscounts.minorUnits).toBe(discounts);
  expect(c.totalPrice.minorUnits).toBe(
    lines - c.totalDiscounts.minorUnits + c.giftCharges.minorUnits + c.deliveryCost.minorUnits,
  );
  expect(c.totalPrice.minorUnits).toBeGreaterThanOrEqual(0);
  for (const p of [c.subTotal, c.totalDiscounts, c.totalPrice, c.deliveryCost])
    expect(Number.isInteger(p.minorUnits)).toBe(true);
}

describe("GET /bag/cart.json", () => {
  it("answers an empty bag for a new shopper", async () => {
    const c = await cart(await shopper());
    expect(c.entries).toEqual([]);
    expect(c.cartGuid).toBe("");
    expect(c.totalPrice.minorUnits).toBe(0);
  });

  it("lists the lines newest first with totals that add up in minor units", async () => {
    const s = await shopper();
    await add(s, picked.a.code, 2);
    await add(s, picked.b.code, 1);
    const c = await cart(s);
    expect(c.entries.map((e) => e.product.code)).toEqual([picked.b.code, picked.a.code]);
    expect(c.totalUnitCount).toBe(3);
    expect(c.currencyIso).toBe("GBP");
    expect(c.entries[1]?.totalPrice.minorUnits).toBe(2 * (c.entries[1]?.basePrice.minorUnits ?? 0));
    expectTotalsAddUp(c);
  });

  it("answers `unchanged` for the cart's own modifiedTime, and moves it on every change", async () => {
    const s = await shopper();
    await add(s, picked.a.code, 1);
    const first = await cart(s);
    const same = await (
      await s.request(`/uk/bag/cart.json?modifiedTime=${encodeURIComponent(first.modifiedTimestamp ?? "")}`)
    ).json();
    expect(same).toEqual({ unchanged: true, modifiedTimestamp: first.modifiedTimestamp });
    await json(s, "PUT", `/uk/bag/cart/entries/${first.entries[0]?.entryNumber}/2`);
    const after = (await (
      await s.request(`/uk/bag/cart.json?modifiedTime=${encodeURIComponent(first.modifiedTimestamp ?? "")}`)
    ).json()) as CartJson;
    expect(after.entries[0]?.quantity).toBe(2);
    expect(Date.parse(after.modifiedTimestamp ?? "")).toBeGreaterThan(
      Date.parse(first.modifiedTimestamp ?? ""),
    );
  });

  it("refuses unknown or malformed parameters with 400", async () => {
    const s = await shopper();
    expect((await s.request("/uk/bag/cart.json?modifiedTime=yesterday")).status).toBe(400);
    expect((await s.request("/uk/bag/cart.json?surprise=1")).status).toBe(400);
    expect((await s.request("/uk/bag/cart.json?resetDeliveryMode=true")).status).toBe(200);
  });

  it("keeps each version's cart in its own currency", async () => {
    const s = await shopper();
    await add(s, picked.a.code, 1, "uk");
    await add(s, picked.a.code, 1, "us");
    await add(s, picked.a.code, 1, "row");
    const [uk, us, row] = [await cart(s, "uk"), await cart(s, "us"), await cart(s, "row")];
    expect([uk.currencyIso, us.currencyIso, row.currencyIso]).toEqual(["GBP", "USD", "EUR"]);
    expect(new Set([uk.cartGuid, us.cartGuid, row.cartGuid]).size).toBe(3);
    for (const c of [uk, us, row]) {
      expect(c.entries).toHaveLength(1);
      expect(c.entries[0]?.basePrice.currencyIso).toBe(c.currencyIso);
      expectTotalsAddUp(c);
    }
  });
});

describe("PUT /bag/cart/entries/{entry}/{quantity} and DELETE /bag/cart/entries/{entry}", () => {
  it("changes a quantity and removes a line by entry number", async () => {
    const s = await shopper();
    await add(s, picked.a.code, 1);
    await add(s, picked.b.code, 1);
    const before = await cart(s);
    const entryA = before.entries.find((e) => e.product.code === picked.a.code)?.entryNumber;
    const updated = await json(s, "PUT", `/uk/bag/cart/entries/${entryA}/3`);
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as CartJson).totalUnitCount).toBe(4);
    const removed = await json(s, "DELETE", `/uk/bag/cart/entries/${entryA}`);
    expect(removed.status).toBe(200);
    const after = (await removed.json()) as CartJson;
    expect(after.entries.map((e) => e.product.code)).toEqual([picked.b.code]);
    expect((await json(s, "DELETE", `/uk/bag/cart/entries/${entryA}`)).status).toBe(404);
  });

  it("refuses a quantity beyond stock with the spec's wording, and beyond the line maximum with ours", async () => {
    const s = await shopper();
    await add(s, picked.low.code, 1);
    await add(s, picked.a.code, 1);
    const c = await cart(s);
    const low = c.entries.find((e) => e.product.code === picked.low.code);
    expect(low?.maxQuantity).toBe(picked.low.stockLevel);
    const tooMany = await json(
      s,
      "PUT",
      `/uk/bag/cart/entries/${low?.entryNumber}/${picked.low.stockLevel + 1}`,
    );
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { message: string }).message).toBe(CART_MESSAGES.outOfStock);
    const entryA = c.entries.find((e) => e.product.code === picked.a.code)?.entryNumber;
    const overMax = await json(s, "PUT", `/uk/bag/cart/entries/${entryA}/11`);
    expect(overMax.status).toBe(400);
    expect(((await overMax.json()) as { message: string }).message).toBe(
      "You can add up to 10 of this item to your bag.",
    );
    expect((await json(s, "PUT", `/uk/bag/cart/entries/${entryA}/0`)).status).toBe(400);
    expect((await json(s, "PUT", `/uk/bag/cart/entries/${entryA}/1.5`)).status).toBe(400);
    expect((await json(s, "PUT", `/uk/bag/cart/entries/x/1`)).status).toBe(400);
    expect((await json(s, "PUT", `/uk/bag/cart/entries/999/1`)).status).toBe(404);
  });

  it("never reaches another shopper's lines: their entry numbers are not found in the caller's cart", async () => {
    const owner = await shopper();
    await add(owner, picked.a.code, 2);
    await add(owner, picked.b.code, 1);
    const theirs = await cart(owner);
    const second = Math.max(...theirs.entries.map((e) => e.entryNumber));
    const stranger = await shopper();
    await add(stranger, picked.b.code, 1);
    expect((await json(stranger, "PUT", `/uk/bag/cart/entries/${second}/5`)).status).toBe(404);
    expect((await json(stranger, "DELETE", `/uk/bag/cart/entries/${second}`)).status).toBe(404);
    const empty = await shopper();
    expect((await json(empty, "PUT", "/uk/bag/cart/entries/0/5")).status).toBe(404);
    expect((await json(empty, "DELETE", "/uk/bag/cart/entries/0")).status).toBe(404);
    expect((await cart(owner)).entries.map((e) => e.quantity)).toEqual(theirs.entries.map((e) => e.quantity));
  });

  it("refuses changes without the CSRF token", async () => {
    const s = await shopper();
    await add(s, picked.a.code, 1);
    expect((await json(s, "PUT", "/uk/bag/cart/entries/0/2", undefined, { csrf: false })).status).toBe(403);
    expect((await json(s, "DELETE", "/uk/bag/cart/entries/0", undefined, { csrf: false })).status).toBe(403);
    expect((await json(s, "POST", "/uk/bag/promotion", { code: "WELCOME10" }, { csrf: false })).status).toBe(
      403,
    );
    expect(
      (await json(s, "DELETE", "/uk/bag/promotion?code=WELCOME10", undefined, { csrf: false })).status,
    ).toBe(403);
    expect((await cart(s)).entries[0]?.quantity).toBe(1);
  });
});

describe("stock and price changes since a line was added", () => {
  it("shows a price change on the line and prices the bag at today's price", async () => {
    const s = await shopper();
    await add(s, picked.c.code, 1);
    const was = (await cart(s)).entries[0]?.basePrice.minorUnits ?? 0;
    await harness.services.stock.setPrice(picked.c.code, "GBP", { amount: was + 500, wasAmount: null });
    try {
      const c = await cart(s);
      expect(c.entries[0]?.priceChange?.was.minorUnits).toBe(was);
      expect(c.entries[0]?.priceChange?.now.minorUnits).toBe(was + 500);
      expect(c.subTotal.minorUnits).toBe(was + 500);
      expectTotalsAddUp(c);
    } finally {
      await harness.services.stock.setPrice(picked.c.code, "GBP", { amount: was, wasAmount: null });
    }
  });

  it("flags a line that went out of stock, never drops it, and keeps the bag from checkout", async () => {
    const s = await shopper();
    await add(s, picked.c.code, 2);
    await harness.services.stock.setStockLevel(picked.c.code, 1);
    try {
      const short = await cart(s);
      expect(short.entries[0]?.problem).toEqual({ kind: "insufficientStock", available: 1 });
      await harness.services.stock.setStockLevel(picked.c.code, 0);
      const gone = await cart(s);
      expect(gone.entries).toHaveLength(1);
      expect(gone.entries[0]?.problem).toEqual({ kind: "outOfStock" });
      const validate = (await (await s.request("/uk/bag/validate")).json()) as {
        valid: boolean;
        invalidEntries: unknown[];
      };
      expect(validate.valid).toBe(false);
      expect(validate.invalidEntries).toHaveLength(1);
      const invalid = (await (await s.request("/uk/checkout/secure/invalid-cart-entries.json")).json()) as {
        redirectToBag: boolean;
        invalidEntries: { reason: string }[];
      };
      expect(invalid.redirectToBag).toBe(true);
      expect(invalid.invalidEntries[0]?.reason).toBe("outOfStock");
    } finally {
      await harness.services.stock.setStockLevel(picked.c.code, picked.c.stockLevel);
    }
    expect(((await (await s.request("/uk/bag/validate")).json()) as { valid: boolean }).valid).toBe(true);
  });
});

describe("POST and DELETE /bag/promotion", () => {
  it("applies a valid code, spreads its discount over the lines, and removes it", async () => {
    const s = await shopper();
    await add(s, picked.a.code, 3);
    await add(s, picked.b.code, 1);
    const applied = await json(s, "POST", "/uk/bag/promotion", { code: " welcome10 " });
    expect(applied.status).toBe(200);
    const body = (await applied.json()) as { applied: boolean; cart: CartJson };
    expect(body.applied).toBe(true);
    const c = body.cart;
    expect(c.appliedVouchers.map((v) => v.code)).toEqual(["WELCOME10"]);
    expect(c.totalDiscounts.minorUnits).toBe(Math.round(c.subTotal.minorUnits / 10));
    expectTotalsAddUp(c);
    const removed = (await (await json(s, "DELETE", "/uk/bag/promotion?code=WELCOME10")).json()) as CartJson;
    expect(removed.totalDiscounts.minorUnits).toBe(0);
    expect(removed.appliedVouchers).toEqual([]);
  });

  it("refuses expired, unknown and not-yet-valid codes with their wording, from a form post too", async () => {
    const s = await shopper();
    await add(s, picked.a.code, 1);
    const expired = await json(s, "POST", "/uk/bag/promotion", { code: "SUMMER15" });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { message: string }).message).toMatch(/expired/i);
    const unknown = await s.request("/uk/bag/promotion/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "code=NOSUCHCODE",
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/recognise/i);
    expect((await json(s, "POST", "/uk/bag/promotion", { code: "SPRING2099" })).status).toBe(400);
    expect((await json(s, "POST", "/uk/bag/promotion", { code: "" })).status).toBe(400);
    // JSON that is not an object (the fuzz test's `null`) is a bad request, not a fault.
    for (const method of ["POST", "DELETE"])
      expect(
        (
          await s.request("/uk/bag/promotion", {
            method,
            headers: { "content-type": "application/json" },
            body: "null",
          })
        ).status,
      ).toBe(400);
    expect((await cart(s)).totalDiscounts.minorUnits).toBe(0);
  });
});

describe("gift boxes in the bag's totals", () => {
  it("charges a gift box's price and keeps the totals adding up", async () => {
    const s = await shopper();
    await add(s, picked.wrappable.code, 1);
    const before = await cart(s);
    const boxed = await json(s, "POST", "/uk/checkout/secure/gift-boxes?isBag=true", {
      action: "add",
      giftBoxType: "GIFTB",
      entryNumbers: [before.entries[0]?.entryNumber],
      personalMessage: "Happy birthday!",
    });
    expect(boxed.status).toBe(200);
    const after = await cart(s);
    expect(after.giftCharges.minorUnits).toBeGreaterThan(0);
    expect(after.totalPrice.minorUnits - before.totalPrice.minorUnits).toBe(
      after.giftCharges.minorUnits + after.deliveryCost.minorUnits - before.deliveryCost.minorUnits,
    );
    expectTotalsAddUp(after);
    expect(Date.parse(after.modifiedTimestamp ?? "")).toBeGreaterThan(
      Date.parse(before.modifiedTimestamp ?? ""),
    );
  });
});

describe("validate, configuration and the other bag calls", () => {
  it("answers the e-wallet check, the configuration and the PayPal bag configuration", async () => {
    const s = await shopper();
    const empty = (await (await s.request("/uk/bag/validate-for-ewallet")).json()) as {
      valid: boolean;
      emptyBag: boolean;
    };
    expect(empty).toMatchObject({ valid: false, emptyBag: true });
    await add(s, picked.a.code, 1);
    expect(
      ((await (await s.request("/uk/bag/validate-for-ewallet")).json()) as { valid: boolean }).valid,
    ).toBe(true);
    const config = (await (await s.request("/us/bag/configuration")).json()) as {
      currencyIso: string;
      maxQuantityPerLine: number;
      freeDeliveryThreshold: Price | null;
    };
    expect(config.currencyIso).toBe("USD");
    expect(config.maxQuantityPerLine).toBe(10);
    expect(config.freeDeliveryThreshold?.minorUnits).toBe(7500);
    expect(await (await s.request("/uk/bag/paypalBagConfig")).json()).toMatchObject({ paypalEnabled: true });
    // PayPal Express needs a bag to check out: an empty one is not offered it.
    const none = await shopper();
    expect(await (await none.request("/uk/bag/paypalBagConfig")).json()).toMatchObject({
      paypalEnabled: false,
    });
  });

  it("refuses to edit a line that is not a gift card, and a malformed body", async () => {
    const s = await shopper();
    await add(s, picked.a.code, 1);
    const body = { recipientName: "Ada", senderName: "Grace" };
    expect((await json(s, "PUT", "/uk/bag/giftCard/0", body)).status).toBe(400);
    expect((await json(s, "PUT", "/uk/bag/giftCard/99", body)).status).toBe(404);
    expect((await json(s, "PUT", "/uk/bag/giftCard/0", { recipientName: "" })).status).toBe(400);
  });
});

describe("commerce-service carts", () => {
  it("answers the caller's own anonymous cart and not another shopper's, nor the same cart under another site", async () => {
    const s = await shopper();
    await add(s, picked.a.code, 1);
    const own = await cart(s);
    const mine = await s.request(
      `/TWCcommercewebservices/v2/twc-uk/users/anonymous/carts/${own.cartGuid}?fields=OVERLAY&isoCode=GBP`,
    );
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as CartJson).entries).toHaveLength(1);
    const stranger = await shopper();
    const theirs = await stranger.request(
      `/TWCcommercewebservices/v2/twc-uk/users/anonymous/carts/${own.cartGuid}`,
    );
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { errors: { reason: string }[] }).errors[0]?.reason).toBe("notFound");
    expect(
      (await s.request(`/TWCcommercewebservices/v2/twc-us/users/anonymous/carts/${own.cartGuid}`)).status,
    ).toBe(404);
    expect((await s.request("/TWCcommercewebservices/v2/twc-uk/users/current/carts/current")).status).toBe(
      401,
    );
    expect(
      (await s.request(`/TWCcommercewebservices/v2/twc-uk/users/anonymous/softLoginCarts/${own.cartGuid}`))
        .status,
    ).toBe(401);
    expect(
      (await s.request(`/TWCcommercewebservices/v2/twc-xx/users/anonymous/carts/${own.cartGuid}`)).status,
    ).toBe(400);
  });
});

describe("any sequence of bag changes", () => {
  it("keeps total = lines − discounts + charges + delivery, never below zero (fast-check)", async () => {
    const codes = ["WELCOME10", "TENOFF75", "FREEDEL", "SUMMER15", "NOSUCHCODE"];
    const step = fc.oneof(
      fc.record({
        op: fc.constant("add" as const),
        variant: fc.integer({ min: 0, max: 2 }),
        quantity: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({
        op: fc.constant("quantity" as const),
        index: fc.nat(),
        quantity: fc.integer({ min: 1, max: 12 }),
      }),
      fc.record({ op: fc.constant("remove" as const), index: fc.nat() }),
      fc.record({ op: fc.constant("code" as const), code: fc.constantFrom(...codes) }),
      fc.record({ op: fc.constant("uncode" as const), code: fc.constantFrom(...codes) }),
    );
    const variants = [picked.a.code, picked.b.code, picked.low.code];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const s = await shopper();
        for (const st of steps) {
          const current = await cart(s);
          const index = "index" in st ? st.index : 0;
          const entry = current.entries[index % Math.max(1, current.entries.length)];
          if (st.op === "add") await add(s, variants[st.variant] ?? picked.a.code, st.quantity);
          else if (st.op === "quantity" && entry)
            await json(s, "PUT", `/uk/bag/cart/entries/${entry.entryNumber}/${st.quantity}`);
          else if (st.op === "remove" && entry)
            await json(s, "DELETE", `/uk/bag/cart/entries/${entry.entryNumber}`);
          else if (st.op === "code") await json(s, "POST", "/uk/bag/promotion", { code: st.code });
          else if (st.op === "uncode") await json(s, "DELETE", `/uk/bag/promotion?code=${st.code}`);
          expectTotalsAddUp(await cart(s));
        }
      }),
      { numRuns: 12 },
    );
  });
});

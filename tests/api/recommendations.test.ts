import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import type { BagShopper } from "../../core/cart/bag-shopper.ts";
import { isSoldOut, variantStockStatus } from "../../core/catalogue/stock-state.ts";
import { acceptedOrThrow } from "../../core/errors/refusal.ts";
import { complementaryKindsOf } from "../../core/recommendations/complementary-kinds.ts";
import type { RecommendationContext } from "../../core/recommendations/recommendation-service.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { toBoolean, toNumber } from "../../data/normalise.ts";
import { createOrderRepository } from "../../data/repositories/order-repository.ts";
import { createServices, type Services } from "../../server/services.ts";
import { fillCheckout, orderWorkflow, payingWith, recordingAcquirer } from "../setup/order-harness.ts";
import { createTestDatabase, type TestDatabase } from "../setup/test-database.ts";

// Issue 27 item 3 on SQLite and PostgreSQL: recommendations never offer a sold-out product, and "bought together"
// and popularity come from the orders actually placed. A database of its own: the orders placed here would
// otherwise change what other files' pages recommend, and their stock changes what this file sees.

let target: TestDatabase;
let database: DatabaseHandle;
let services: Services;

const ctx: RecommendationContext = {
  currency: "GBP",
  fallbackCurrency: "GBP",
  inStoreOnlyCountsAsSoldOut: false,
};

beforeAll(async () => {
  target = await createTestDatabase(inject("dialect"), { products: 60 });
  database = openDatabase(target.url, { poolSize: 3 });
  services = createServices(database, loadSiteConfig());
}, 120_000);
afterAll(async () => {
  await services?.catalogueChanged.close();
  await database?.close();
  await target?.drop();
});

/** Standard products sold online in pounds with stock, by code: one variant each, and what the rules read. */
async function buyableProducts() {
  const rows = await database.db
    .selectFrom("variants as v")
    .innerJoin("products as p", "p.code", "v.productCode")
    .innerJoin("prices as pr", (join) =>
      join.onRef("pr.variantCode", "=", "v.code").on("pr.currency", "=", "GBP"),
    )
    .select(["p.code", "p.kind", "p.categoryCode", "v.code as variantCode"])
    .where("p.productType", "=", "standard")
    .where("p.deliveryGroup", "=", "standard")
    .where("v.availability", "=", "online")
    .where("v.stockLevel", ">=", 10)
    .orderBy("p.code")
    .orderBy("v.code")
    .execute();
  const byProduct = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byProduct.has(row.code)) byProduct.set(row.code, row);
  return [...byProduct.values()];
}

/** Whether a product is sold out now, judged as the product page judges it. */
async function soldOut(productCode: string): Promise<boolean> {
  const variants = await database.db
    .selectFrom("variants")
    .select(["stockLevel", "availability", "notifyMe", "code"])
    .where("productCode", "=", productCode)
    .execute();
  const stores = await database.db
    .selectFrom("storeStock")
    .select(["variantCode", "quantity"])
    .where(
      "variantCode",
      "in",
      variants.map((v) => v.code),
    )
    .execute();
  return isSoldOut(
    variants.map((v) => ({
      status: variantStockStatus({
        stockLevel: toNumber(v.stockLevel),
        availability: v.availability as "online",
        storeStock: stores
          .filter((s) => s.variantCode === v.code)
          .reduce((n, s) => n + toNumber(s.quantity), 0),
      }),
      notifyMe: toBoolean(v.notifyMe),
    })),
  );
}

async function sellOut(productCode: string) {
  await database.db
    .updateTable("variants")
    .set({ stockLevel: 0, availability: "online" })
    .where("productCode", "=", productCode)
    .execute();
  // As every stock write does (core/catalogue/stock-service.ts): what was chosen before is chosen again.
  await services.catalogueChanged.publish([productCode]);
}

/** A guest orders these variants and pays: a real order, placed by the order workflow. */
async function placeOrder(lines: { variantCode: string; quantity: number }[]) {
  const owner: BagShopper = { ownerGuid: randomUUID(), version: "uk", currency: "GBP", locale: "en-GB" };
  for (const line of lines)
    acceptedOrThrow(
      await services.cart.addEntry({
        ...owner,
        variantCode: line.variantCode,
        quantity: line.quantity,
        keepGuid: async (guid) => guid,
      }),
    );
  await fillCheckout(services.checkout, owner, { email: `${owner.ownerGuid}@example.com` });
  const acquirer = recordingAcquirer();
  const placed = await orderWorkflow(services, createOrderRepository(database.db), acquirer).placeOrder(
    payingWith(acquirer, owner),
  );
  if (placed.status !== "placed") throw new Error(`not placed: ${JSON.stringify(placed)}`);
}

describe("recommendations", () => {
  it("pairs a product first with what was bought with it in placed orders, and ranks best sellers by units sold", async () => {
    const products = await buyableProducts();
    const anchor = products[0]!;
    // A partner that no other signal would put first: another category, a kind that does not complement it.
    const partner = products.find(
      (p) =>
        p.categoryCode !== anchor.categoryCode &&
        p.code !== anchor.code &&
        !complementaryKindsOf(anchor.kind).includes(p.kind),
    );
    if (!partner) throw new Error("the seed has no product apart from the anchor's kind and category");
    const before = await services.recommendations.forProduct(anchor.code, ctx);
    expect(before.pairWith.map((card) => card.code)).not.toContain(partner.code);

    await placeOrder([
      { variantCode: anchor.variantCode, quantity: 1 },
      { variantCode: partner.variantCode, quantity: 3 },
    ]);

    const after = await services.recommendations.forProduct(anchor.code, ctx);
    expect(after.pairWith[0]?.code).toBe(partner.code);
    // Bought together works both ways.
    const back = await services.recommendations.forProduct(partner.code, ctx);
    expect(back.pairWith[0]?.code).toBe(anchor.code);
    // Three units of the partner, one of the anchor: the best sellers lead with them, in that order.
    const best = await services.recommendations.bestSellers(ctx);
    expect(best.slice(0, 2).map((card) => card.code)).toEqual([partner.code, anchor.code]);
  });

  it("never offers a sold-out product, though it was bought with the product and sells best", async () => {
    const products = await buyableProducts();
    const [anchor, bestSeller] = [products[1]!, products.at(-1)!];
    await placeOrder([
      { variantCode: anchor.variantCode, quantity: 1 },
      { variantCode: bestSeller.variantCode, quantity: 9 },
    ]);
    expect((await services.recommendations.bestSellers(ctx))[0]?.code).toBe(bestSeller.code);
    expect((await services.recommendations.forProduct(anchor.code, ctx)).pairWith[0]?.code).toBe(
      bestSeller.code,
    );

    await sellOut(bestSeller.code);

    const { pairWith, upsell } = await services.recommendations.forProduct(anchor.code, ctx);
    const best = await services.recommendations.bestSellers(ctx);
    const viewed = await services.recommendations.recentlyViewed([bestSeller.code, anchor.code], ctx);
    const shown = [...pairWith, ...upsell, ...best, ...viewed].map((card) => card.code);
    expect(shown).not.toContain(bestSeller.code);
    expect(viewed.map((card) => card.code)).toEqual([anchor.code]);
    expect([...pairWith, ...upsell].map((card) => card.code)).not.toContain(anchor.code);
    for (const code of new Set(shown)) expect(await soldOut(code), `${code} is sold out`).toBe(false);
    // Each strip shows a product once, and upsell repeats nothing of pair with.
    for (const strip of [pairWith, upsell, best])
      expect(new Set(strip.map((card) => card.code)).size).toBe(strip.length);
    const paired = new Set(pairWith.map((card) => card.code));
    expect(upsell.filter((card) => paired.has(card.code))).toEqual([]);
  });
});

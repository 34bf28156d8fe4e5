import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney, money } from "../../core/money/money.ts";
import { DEFAULT_CURRENCY_BY_VERSION, LOCALE_BY_VERSION, type Version } from "../../core/site/versions.ts";
import { fromJson, toBoolean, toNumber } from "../../data/normalise.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";

// The delivery prices the shop's content quotes (the delivery help page, the banners, the home page) are the ones
// checkout charges, on every version and in its currency: the help page is read beside the checkout's own quote
// (delivery-modes.json) for a bag under the free-delivery threshold, on SQLite and PostgreSQL.

let harness: Awaited<ReturnType<typeof createTestApp>>;
/** A parcel product sold in every currency under each version's free threshold, that may go anywhere. */
let parcel = "";
/** A furniture product sold in pounds, delivered by the two-person team. */
let furniture = "";

const AMOUNT = /[£$€]\d[\d,]*(?:\.\d{2})?/g;

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const rows = await db
    .selectFrom("variants")
    .innerJoin("products", "products.code", "variants.productCode")
    .innerJoin("prices as gbp", (j) =>
      j.onRef("gbp.variantCode", "=", "variants.code").on("gbp.currency", "=", "GBP"),
    )
    .innerJoin("prices as usd", (j) =>
      j.onRef("usd.variantCode", "=", "variants.code").on("usd.currency", "=", "USD"),
    )
    .innerJoin("prices as eur", (j) =>
      j.onRef("eur.variantCode", "=", "variants.code").on("eur.currency", "=", "EUR"),
    )
    .select(["variants.code", "products.internationalDelivery", "products.restrictedCountries"])
    .where("variants.availability", "=", "online")
    .where("variants.stockLevel", ">=", 40)
    .where("products.deliveryGroup", "=", "standard")
    .where("products.kind", "not in", ["gift-box", "bundle"])
    .where("gbp.amount", "<", 4000)
    .where("usd.amount", "<", 6000)
    .where("eur.amount", "<", 10_000)
    .orderBy("variants.code")
    .execute();
  parcel =
    rows.find(
      (row) =>
        toBoolean(row.internationalDelivery) && fromJson<string[]>(row.restrictedCountries, []).length === 0,
    )?.code ?? "";
  if (!parcel) throw new Error("the seed has no cheap parcel product sold everywhere in every currency");
  const large = await db
    .selectFrom("variants")
    .innerJoin("products", "products.code", "variants.productCode")
    .innerJoin("prices", (j) =>
      j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .select(["variants.code", "variants.stockLevel"])
    .where("variants.availability", "=", "online")
    .where("products.deliveryGroup", "=", "furniture")
    .orderBy("variants.stockLevel", "desc")
    .executeTakeFirstOrThrow();
  expect(toNumber(large.stockLevel)).toBeGreaterThan(0);
  furniture = large.code;
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

interface ModesBody {
  deliveryModes: {
    code: string;
    available: boolean;
    deliveryCost: { minorUnits: number; formattedValue: string };
  }[];
  splitDeliveries: { group: string; deliveryCost: { minorUnits: number; formattedValue: string } }[];
}

async function shopperWith(version: Version, variant: string): Promise<Shopper> {
  const s = await new Shopper(harness.app).begin();
  const added = await s.request(`/${version}/cart/entries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ productSku: variant, quantity: 1 }),
  });
  expect(added.status).toBe(200);
  await checkoutForm(s, version, { intent: "guest-email", email: "prices@example.com" });
  return s;
}

async function checkoutForm(s: Shopper, version: Version, fields: Record<string, string>) {
  const response = await s.request(`/${version}/checkout/secure`, {
    method: "POST",
    csrf: false,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ CSRFToken: s.csrfToken, ...fields }),
  });
  expect(response.status, fields.intent).toBe(303);
}

async function modes(s: Shopper, version: Version, query = ""): Promise<ModesBody> {
  const response = await s.request(`/${version}/checkout/secure/delivery-modes.json${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ModesBody;
}

/** Every charge checkout makes on the version for a bag under the threshold, as checkout writes it. */
async function checkoutCharges(version: Version): Promise<Set<string>> {
  const charged = new Set<string>();
  const keep = (body: ModesBody) => {
    for (const mode of body.deliveryModes)
      if (mode.available && mode.deliveryCost.minorUnits > 0) charged.add(mode.deliveryCost.formattedValue);
    for (const split of body.splitDeliveries)
      if (split.deliveryCost.minorUnits > 0) charged.add(split.deliveryCost.formattedValue);
  };
  const s = await shopperWith(version, parcel);
  // Home delivery where the version delivers (the rest-of-world site: Europe and further afield).
  for (const query of version === "row" ? ["?isoCode=FR", "?isoCode=JP"] : [""])
    keep(await modes(s, version, query));
  // Collect+ and the furniture team are the uk site's alone.
  if (version === "uk") {
    await checkoutForm(s, version, { intent: "delivery-type", deliveryType: "collectPlus" });
    keep(await modes(s, version));
    keep(await modes(await shopperWith(version, furniture), version));
  }
  return charged;
}

function threshold(version: Version): string {
  const amount = harness.services.config[version].freeDeliveryThreshold;
  return formatMoney(money(amount, DEFAULT_CURRENCY_BY_VERSION[version]), LOCALE_BY_VERSION[version]);
}

/** The page's own text (its article), without the shell around it. */
function articleOf(html: string): string {
  const article = /<article[^>]*content-page[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1];
  expect(article, "the content page's article").toBeDefined();
  return (article ?? "").replace(/<[^>]+>/g, " ").replaceAll("&amp;", "&");
}

describe("delivery prices in content", () => {
  for (const version of ["uk", "us", "row"] as const) {
    it(`quotes on /${version}/help/delivery exactly the prices checkout charges, and the free threshold`, async () => {
      const charged = await checkoutCharges(version);
      expect(charged.size).toBeGreaterThan(version === "uk" ? 5 : 1);
      const s = await new Shopper(harness.app).begin();
      const response = await s.request(`/${version}/help/delivery`);
      expect(response.status).toBe(200);
      const text = articleOf(await response.text());
      expect(text).not.toContain("{price:");
      const quoted = new Set(text.match(AMOUNT) ?? []);
      // Nothing quoted that checkout does not charge, and every charge quoted.
      expect([...quoted].filter((amount) => amount !== threshold(version) && !charged.has(amount))).toEqual(
        [],
      );
      expect([...charged].filter((amount) => !quoted.has(amount))).toEqual([]);
      expect(quoted.has(threshold(version))).toBe(true);
    });
  }

  it("fills the banners, the home page and the page-content call from the same prices", async () => {
    for (const version of ["uk", "us", "row"] as const) {
      const s = await new Shopper(harness.app).begin();
      const home = await (await s.request(`/${version}/`)).text();
      expect(home).not.toContain("{price:");
      expect(home).toContain(`over ${threshold(version)}`);
      const api = await s.request(`/twccmsservice/page/?url=/${version}/help/delivery`);
      expect(api.status).toBe(200);
      const body = await api.text();
      expect(body).not.toContain("{price:");
      expect(body).toContain(threshold(version));
    }
  });
});

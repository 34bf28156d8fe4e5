import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";
import { productPage } from "../setup/product-pages.ts";

// What search engines and link previews read in the served pages, on both dialects: hreflang's default, each
// listing page's own canonical address, Open Graph and Twitter cards on every indexable page, and the structured
// data of products (one ProductGroup with its variants, delivery and returns) and bundles.

const ORIGIN = "https://shop.example";
let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp({ publicOrigin: ORIGIN });
});
afterAll(async () => {
  await harness.close();
});

async function page(path: string): Promise<string> {
  const response = await harness.app.request(`http://localhost${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** An attribute value as the browser reads it (React escapes `&`). */
const attributeText = (value: string) =>
  value.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

function metaOf(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match ? attributeText(match[1] ?? "") : null;
}

function linkOf(html: string, rel: string, hrefLang?: string): string | null {
  const pattern = hrefLang
    ? `<link rel="${rel}" hrefLang="${hrefLang}" href="([^"]*)"`
    : `<link rel="${rel}" href="([^"]*)"`;
  const match = new RegExp(pattern).exec(html);
  return match ? attributeText(match[1] ?? "") : null;
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

interface Offer {
  url: string;
  price: string;
  priceCurrency: string;
  availability: string;
  shippingDetails: {
    shippingRate: { value: string; currency: string };
    shippingDestination: { addressCountry: string }[];
  }[];
  hasMerchantReturnPolicy: Record<string, unknown>;
}
interface Variant {
  sku: string;
  color: string;
  size?: string;
  offers: Offer;
}

function productGroupOf(html: string) {
  const group = jsonLdOf(html).find((data) => data["@type"] === "ProductGroup");
  expect(group, "a ProductGroup").toBeDefined();
  return group as { url: string; variesBy: string[]; hasVariant: Variant[] };
}

/** A standard product in several colours and sizes, all sold in pounds. */
async function productInColoursAndSizes(): Promise<string> {
  const row = await harness.database.db
    .selectFrom("products")
    .innerJoin("swatches", "swatches.productCode", "products.code")
    .select("products.code")
    .where("products.productType", "=", "standard")
    .where("products.variantShape", "=", "sizeVariants")
    .groupBy("products.code")
    .having((eb) => eb.fn.count("swatches.code"), ">", 1)
    .orderBy("products.code")
    .executeTakeFirstOrThrow();
  return row.code;
}

describe("issue 24 point 17: hreflang and canonical addresses", () => {
  it("sends searchers no version matches to the rest-of-world site, on every version", async () => {
    for (const version of ["uk", "us", "row"]) {
      const html = await page(`/${version}/help/delivery`);
      expect(linkOf(html, "alternate", "x-default")).toBe(`${ORIGIN}/row/help/delivery`);
      expect(linkOf(html, "alternate", "en-GB")).toBe(`${ORIGIN}/uk/help/delivery`);
    }
  });

  it("gives each page of a listing its own canonical address, leaving filters and sorts out", async () => {
    const second = await page("/uk/Bedroom/c/Bed-Linen?sort=price-asc&page=2&layout=single");
    expect(linkOf(second, "canonical")).toBe(`${ORIGIN}/uk/Bedroom/c/Bed-Linen?page=2`);
    expect(linkOf(second, "alternate", "en-US")).toBe(`${ORIGIN}/us/Bedroom/c/Bed-Linen?page=2`);
    expect(metaOf(second, "og:url")).toBe(`${ORIGIN}/uk/Bedroom/c/Bed-Linen?page=2`);
    const first = await page("/uk/Bedroom/c/Bed-Linen?page=1&sort=newest");
    expect(linkOf(first, "canonical")).toBe(`${ORIGIN}/uk/Bedroom/c/Bed-Linen`);
  });

  it("keeps the colour out of a product's canonical address", async () => {
    const code = await productInColoursAndSizes();
    const own = await productPage(harness.database.db, code);
    const html = await page(`${own}?swatch=${code}-white`);
    expect(linkOf(html, "canonical")).toBe(`${ORIGIN}${own}`);
  });
});

describe("issue 24 point 18: Open Graph and Twitter cards", () => {
  it("gives every indexable page a title, description, address and picture for link previews", async () => {
    const code = await productInColoursAndSizes();
    const pages = [
      "/uk/",
      "/uk/Bedroom/c/Bed-Linen",
      await productPage(harness.database.db, code),
      "/uk/bundle/Cavendish-Bed-Linen-Bundle/p/P10001212",
      "/uk/help/delivery",
      "/us/magazine",
    ];
    const images = new Set<string>();
    for (const path of pages) {
      const html = await page(path);
      const canonical = linkOf(html, "canonical");
      expect(canonical, path).toMatch(/^https:\/\/shop\.example\//);
      for (const key of ["og:title", "og:description", "og:type", "og:site_name", "twitter:title"])
        expect(metaOf(html, key), `${path} ${key}`).toBeTruthy();
      expect(metaOf(html, "og:url"), path).toBe(canonical);
      expect(metaOf(html, "twitter:card"), path).toBe("summary_large_image");
      const image = metaOf(html, "og:image");
      expect(image, path).toMatch(/^https:\/\/shop\.example\/images\/[\w.-]+\/1200\.jpg$/);
      expect(metaOf(html, "twitter:image"), path).toBe(image);
      expect(Number(metaOf(html, "og:image:width"))).toBe(1200);
      expect(Number(metaOf(html, "og:image:height"))).toBeGreaterThan(0);
      images.add(image ?? "");
    }
    // Each picture is one the image pipeline serves, as a crawler would fetch it.
    for (const image of images) {
      const response = await harness.app.request(image.replace(ORIGIN, "http://localhost"));
      expect(response.status, image).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
    }
  });

  it("previews a product as a product, with its picture and price", async () => {
    const code = await productInColoursAndSizes();
    const html = await page(await productPage(harness.database.db, code, "us"));
    expect(metaOf(html, "og:type")).toBe("product");
    expect(metaOf(html, "og:image")).toContain(`/images/${code}-`);
    expect(metaOf(html, "product:price:currency")).toBe("USD");
    expect(metaOf(html, "product:price:amount")).toMatch(/^\d+\.\d\d$/);
  });
});

describe("issue 24 point 19: product and bundle structured data", () => {
  it("describes a product as one ProductGroup of every colour and size, each offer at an address that selects it", async () => {
    const code = await productInColoursAndSizes();
    const own = await productPage(harness.database.db, code);
    const html = await page(`${own}?swatch=anything`);
    const group = productGroupOf(html);
    expect(group.url).toBe(`${ORIGIN}${own}`);
    expect(group.variesBy).toEqual(["https://schema.org/color", "https://schema.org/size"]);
    const variants = await harness.database.db
      .selectFrom("variants")
      .innerJoin("prices", (j) =>
        j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
      )
      .select(["variants.code", "variants.swatchCode"])
      .where("variants.productCode", "=", code)
      .execute();
    expect(group.hasVariant.map((v) => v.sku).sort()).toEqual(variants.map((v) => v.code).sort());
    const urls = group.hasVariant.map((v) => v.offers.url);
    expect(new Set(urls).size).toBe(urls.length);

    // The last variant's address opens the page on its colour with its size chosen, without JavaScript.
    const last = group.hasVariant.at(-1) as Variant;
    const swatch = variants.find((v) => v.code === last.sku)?.swatchCode;
    expect(last.offers.url).toBe(
      `${ORIGIN}${await productPage(harness.database.db, code)}?swatch=${swatch}&size=${last.sku}`,
    );
    const selected = await page(last.offers.url.replace(ORIGIN, ""));
    const sizeInputs = [...selected.matchAll(/<input type="radio"[^>]*name="productSku"[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(sizeInputs.filter((input) => input.includes("checked"))).toEqual([
      expect.stringContaining(`value="${last.sku}"`),
    ]);
    expect(selected).toContain(`<p class="swatches__label">Colour: ${last.color}</p>`);
  });

  it("says BackOrder for a size sold ahead of its stock", async () => {
    const preorder = await harness.database.db
      .selectFrom("variants")
      .innerJoin("products", "products.code", "variants.productCode")
      .select(["variants.code", "variants.productCode", "variants.preorderDate"])
      .where("variants.availability", "=", "preorder")
      .where("products.productType", "=", "standard")
      .orderBy("variants.code")
      .executeTakeFirstOrThrow();
    const group = productGroupOf(await page(await productPage(harness.database.db, preorder.productCode)));
    const offer = group.hasVariant.find((v) => v.sku === preorder.code)?.offers;
    expect(offer?.availability).toBe("https://schema.org/BackOrder");
    expect(JSON.stringify(group)).not.toContain("PreOrder");
  });

  it("publishes delivery and returns per version, in the version's currency and to its countries", async () => {
    const code = await productInColoursAndSizes();
    const expected = {
      uk: { currency: "GBP", countries: ["GB", "JE", "GG", "IM"], fees: "https://schema.org/FreeReturn" },
      us: { currency: "USD", countries: ["US"], fees: "https://schema.org/ReturnShippingFees" },
      // A visitor who has picked no country is shown the rest-of-world site's default, France.
      row: {
        currency: "EUR",
        countries: ["FR"],
        fees: "https://schema.org/ReturnFeesCustomerResponsibility",
      },
    };
    for (const [version, want] of Object.entries(expected)) {
      const offer = productGroupOf(await page(await productPage(harness.database.db, code, version)))
        .hasVariant[0]?.offers;
      expect(offer?.priceCurrency, version).toBe(want.currency);
      const standard = offer?.shippingDetails[0];
      expect(standard?.shippingRate.currency, version).toBe(want.currency);
      expect(
        standard?.shippingDestination.map((d) => d.addressCountry),
        version,
      ).toEqual(want.countries);
      expect(offer?.hasMerchantReturnPolicy, version).toMatchObject({
        "@type": "MerchantReturnPolicy",
        applicableCountry: want.countries,
        merchantReturnDays: 28,
        returnFees: want.fees,
      });
    }
  });

  it("describes a bundle as a set of its pieces with one offer, and its breadcrumbs", async () => {
    const html = await page("/uk/bundle/Cavendish-Bed-Linen-Bundle/p/P10001212");
    const [set, breadcrumbs] = jsonLdOf(html) as [Record<string, unknown>, Record<string, unknown>];
    expect(set).toMatchObject({
      "@type": ["Product", "ProductCollection"],
      sku: "P10001212",
      url: `${ORIGIN}/uk/bundle/Cavendish-Bed-Linen-Bundle/p/P10001212`,
      offers: {
        "@type": "Offer",
        priceCurrency: "GBP",
        url: `${ORIGIN}/uk/bundle/Cavendish-Bed-Linen-Bundle/p/P10001212`,
      },
    });
    const pieces = set.includesObject as { amountOfThisGood: number; typeOfGood: { url: string } }[];
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces)
      expect(piece.typeOfGood.url).toMatch(/^https:\/\/shop\.example\/uk\/[\w-]+\/p\/P\d+$/);
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CATALOGUE_ADMIN_MESSAGES } from "../../core/catalogue-admin/catalogue-admin-rules.ts";
import type { ListingResponse } from "../../core/search/search-service.ts";
import { addToBag, createTestApp, registerCustomer, Shopper } from "../setup/api-app.ts";
import { addStaffMember, codeFor, StaffBrowser } from "../setup/staff.ts";

// The catalogue in the back office (issue 29 point 4): only a role that edits the catalogue reaches the pages or
// their changes; bad input is answered on its field; every change is audited before and after, and reaches at once
// the search listing, the cached product page and a bag that already holds the product, and on PostgreSQL the
// other instance too, through the catalogue's existing change event. A stock level of 0 sells the product out.

type Instance = Awaited<ReturnType<typeof createTestApp>>;
const postgres = inject("dialect") === "postgres";
const PROPAGATION_MS = 2000;

let writer: Instance;
let reader: Instance;
/** A seeded single-size product, picked apart from those other files change, and put back after. */
let product: {
  code: string;
  name: string;
  variantCode: string;
  amount: number;
  wasAmount: number | null;
  stockLevel: number;
};

beforeAll(async () => {
  writer = await createTestApp({ trustProxy: true, pageCache: true });
  // On SQLite there is one process; on PostgreSQL a second instance must follow the writer's changes.
  reader = postgres ? await createTestApp({ pageCache: true }) : writer;
  const db = writer.database.db;
  const candidates = await db
    .selectFrom("products")
    .innerJoin("variants", "variants.productCode", "products.code")
    .innerJoin("prices", (join) =>
      join.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .select([
      "products.code",
      "products.name",
      "variants.code as variantCode",
      "variants.stockLevel",
      "variants.availability",
      "prices.amount",
      "prices.wasAmount",
    ])
    .where("products.productType", "=", "standard")
    .where("products.code", "like", "P%")
    .orderBy("products.code", "desc")
    .execute();
  const sizes = new Map<string, number>();
  for (const row of candidates) sizes.set(row.code, (sizes.get(row.code) ?? 0) + 1);
  const single = candidates.filter(
    (row) => sizes.get(row.code) === 1 && row.availability === "online" && Number(row.stockLevel) >= 10,
  );
  const picked = single[7];
  if (!picked) throw new Error("the seed has no single-size product for the catalogue tests");
  product = {
    code: picked.code,
    name: picked.name,
    variantCode: picked.variantCode,
    amount: Number(picked.amount),
    wasAmount: picked.wasAmount === null ? null : Number(picked.wasAmount),
    stockLevel: Number(picked.stockLevel),
  };
});

afterAll(async () => {
  if (product) {
    await writer.services.stock.setPrice(product.variantCode, "GBP", {
      amount: product.amount,
      wasAmount: product.wasAmount,
    });
    await writer.services.stock.setStockLevel(product.variantCode, product.stockLevel);
    await writer.database.db
      .updateTable("variants")
      .set({ availability: "online" })
      .where("code", "=", product.variantCode)
      .execute();
  }
  if (reader !== writer) await reader?.close();
  await writer?.close();
});

async function signedIn(roles: Parameters<typeof addStaffMember>[1]) {
  const credentials = await addStaffMember(writer.services.staff, roles);
  const staff = new StaffBrowser(writer.app);
  expect((await staff.signIn(credentials, codeFor(credentials))).status).toBe(303);
  // Any back-office page hands the form's token; the home page is open to every role.
  await staff.request("/admin");
  return { staff, credentials };
}

const productPage = () => `/admin/catalogue/${product.code}`;
const priceForm = (fields: Record<string, string> = {}) => ({
  intent: "price",
  version: "uk",
  variantCode: "",
  price: "987.00",
  wasPrice: "",
  ...fields,
});
const stockForm = (stockLevel: string) => ({ intent: "stock", variantCode: product.variantCode, stockLevel });
const availabilityForm = (availability: string) => ({
  intent: "availability",
  variantCode: product.variantCode,
  availability,
});

/** The product as the shop's search listing shows it (sold-out products sort last, so every order is tried). */
async function listed(instance: Instance) {
  for (const sort of ["relevance", "price-asc", "price-desc"]) {
    const answer = await instance.app.request(
      `http://localhost/uk/search/search?text=${encodeURIComponent(product.name)}&sort=${sort}`,
    );
    expect(answer.status).toBe(200);
    const hit = ((await answer.json()) as ListingResponse).results.find((r) => r.code === product.code);
    if (hit) return hit;
  }
  throw new Error(`${product.code} is not listed when searching for its name`);
}

const page = async (instance: Instance, path: string) => {
  const answer = await instance.app.request(`http://localhost${path}`);
  expect(answer.status, path).toBe(200);
  return { cache: answer.headers.get("x-cache"), html: await answer.text() };
};

const auditOf = (subject: string, action: string) =>
  writer.database.db
    .selectFrom("staffAuditLog")
    .selectAll()
    .where("subject", "=", subject)
    .where("action", "=", action)
    .orderBy("id")
    .execute();

describe(`the catalogue in the back office on ${inject("dialect")}`, () => {
  it("is refused to roles that do not edit the catalogue, to strangers and to a post without the form's token", async () => {
    const before = await writer.services.catalogueAdmin.product(product.code);
    for (const role of ["viewer", "fulfilment", "customerService"] as const) {
      const { staff } = await signedIn([role]);
      expect((await staff.request("/admin/catalogue")).status, role).toBe(403);
      expect((await staff.request(productPage())).status, role).toBe(403);
      for (const form of [priceForm(), stockForm("0"), availabilityForm("instoreonly")])
        expect((await staff.post(productPage(), form)).status, `${role} ${form.intent}`).toBe(403);
    }
    const stranger = new StaffBrowser(writer.app);
    for (const path of ["/admin/catalogue", productPage()]) {
      const away = await stranger.request(path);
      expect(away.status).toBe(302);
      expect(away.headers.get("location")).toBe("/admin/sign-in");
    }
    for (const form of [priceForm(), stockForm("0"), availabilityForm("instoreonly")])
      expect((await stranger.post(productPage(), form)).status, form.intent).toBe(302);

    // A signed-in customer's session, and the shop's CSRF token, open nothing here.
    const shopper = await new Shopper(writer.app).begin();
    await registerCustomer(
      shopper,
      { email: `catalogue-${randomUUID()}@example.com`, password: "Sea-glass 7 shore" },
      writer.database,
    );
    const customer = new StaffBrowser(writer.app);
    customer.setCookie("twc_session", shopper.cookie("twc_session") ?? "");
    expect((await customer.request(productPage())).status).toBe(302);
    for (const form of [priceForm(), stockForm("0"), availabilityForm("instoreonly")]) {
      const post = await customer.post(productPage(), { ...form, staffCsrf: shopper.csrfToken });
      expect(post.status, form.intent).toBe(302);
      expect(post.headers.get("location")).toBe("/admin/sign-in");
    }

    const { staff } = await signedIn(["merchandiser"]);
    for (const form of [priceForm(), stockForm("0"), availabilityForm("instoreonly")])
      expect((await staff.post(productPage(), form, { token: false })).status, form.intent).toBe(403);
    // Nothing changed, and nothing was written to the audit log.
    expect(await writer.services.catalogueAdmin.product(product.code)).toEqual(before);
    expect(await auditOf(product.code, "catalogue.price")).toEqual([]);
    expect(await auditOf(product.variantCode, "catalogue.stock")).toEqual([]);
  });

  it("finds a product by code or name, paged, and shows its sizes to a merchandiser", async () => {
    const { staff } = await signedIn(["merchandiser"]);
    const byCode = await staff.request(`/admin/catalogue?q=${product.code.toLowerCase()}`);
    expect(byCode.status).toBe(200);
    expect(byCode.headers.get("cache-control")).toBe("private, no-store");
    expect(await byCode.text()).toContain(`href="/admin/catalogue/${product.code}"`);
    const byName = await (
      await staff.request(`/admin/catalogue?q=${encodeURIComponent(product.name.slice(2, 12).toUpperCase())}`)
    ).text();
    expect(byName).toContain(`href="/admin/catalogue/${product.code}"`);
    // A LIKE wildcard typed in the box is a character, not "anything".
    expect(await (await staff.request("/admin/catalogue?q=%25")).text()).not.toContain(
      'href="/admin/catalogue/P',
    );
    const all = await (await staff.request("/admin/catalogue?page=2")).text();
    expect(all).toContain("Page 2 of");
    const shown = await staff.request(productPage());
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(product.variantCode);
    expect((await staff.request("/admin/catalogue/NO-SUCH-PRODUCT")).status).toBe(404);
    // A bundle has no sizes of its own: it is priced by its pieces, so its page offers no price to change.
    const bundle = await writer.database.db
      .selectFrom("products")
      .leftJoin("variants", "variants.productCode", "products.code")
      .select("products.code")
      .where("variants.code", "is", null)
      .orderBy("products.code")
      .executeTakeFirst();
    if (bundle) {
      const html = await (await staff.request(`/admin/catalogue/${bundle.code}`)).text();
      expect(html).toContain("priced and stocked by its pieces");
      expect(html).not.toContain('name="price"');
    }
  });

  it("answers bad input on its field and changes nothing", async () => {
    const { staff } = await signedIn(["merchandiser"]);
    const cases: [Record<string, string>, string, string][] = [
      [priceForm({ price: "ten pounds" }), 'id="price-error"', CATALOGUE_ADMIN_MESSAGES.price],
      [priceForm({ price: "0" }), 'id="price-error"', CATALOGUE_ADMIN_MESSAGES.price],
      [priceForm({ price: "100000.01" }), 'id="price-error"', CATALOGUE_ADMIN_MESSAGES.price],
      [priceForm({ price: "12.345" }), 'id="price-error"', CATALOGUE_ADMIN_MESSAGES.price],
      [
        priceForm({ price: "20", wasPrice: "19.99" }),
        'id="wasPrice-error"',
        CATALOGUE_ADMIN_MESSAGES.wasPrice,
      ],
      [stockForm("-1"), `id="stock-${product.variantCode}-error"`, CATALOGUE_ADMIN_MESSAGES.stockLevel],
      [stockForm("2.5"), `id="stock-${product.variantCode}-error"`, CATALOGUE_ADMIN_MESSAGES.stockLevel],
      [
        availabilityForm("hidden"),
        `id="availability-${product.variantCode}-error"`,
        CATALOGUE_ADMIN_MESSAGES.availability,
      ],
    ];
    const before = await writer.services.catalogueAdmin.product(product.code);
    for (const [form, errorId, message] of cases) {
      const answer = await staff.post(productPage(), form);
      expect(answer.status, JSON.stringify(form)).toBe(400);
      const html = await answer.text();
      expect(html, JSON.stringify(form)).toContain(errorId);
      expect(html).toContain(message.replaceAll("'", "&#x27;"));
    }
    // A size of another product, or none at all, through this product's page.
    const other = await staff.post(productPage(), { ...stockForm("3"), variantCode: "NO-SUCH-SIZE" });
    expect(other.status).toBe(404);
    expect((await staff.post(productPage(), priceForm({ variantCode: "NO-SUCH-SIZE" }))).status).toBe(404);
    expect(await writer.services.catalogueAdmin.product(product.code)).toEqual(before);
  });

  it("changes the uk price: at once in the listing, the cached product page, a bag holding it, and audited", async () => {
    const listing = await listed(writer);
    expect(listing.price.value).toBe(product.amount);
    const productPath = `/uk${listing.url}`;
    // Cached by every instance before the change: the second ask is a hit.
    for (const instance of new Set([writer, reader])) {
      expect((await page(instance, productPath)).html).not.toMatch(/£987\b/);
      expect((await page(instance, productPath)).cache).toBe("HIT");
    }
    const shopper = await addToBag(await new Shopper(writer.app).begin(), product.variantCode);

    const { staff, credentials } = await signedIn(["merchandiser"]);
    const changed = await staff.post(productPage(), priceForm({ price: "987", wasPrice: "1200.50" }));
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe(`${productPage()}?changed=price`);
    expect(await (await staff.request(`${productPage()}?changed=price`)).text()).toContain(
      "£987 (was £1,200.50)",
    );

    // The writer's own search index and page cache have followed before the answer came back.
    expect((await listed(writer)).price).toMatchObject({ value: 98_700, currencyIso: "GBP" });
    const after = await page(writer, productPath);
    expect(after.cache).toBe("MISS");
    expect(after.html).toMatch(/£987\b/);
    const bag = (await (await shopper.request("/uk/bag/cart.json")).json()) as {
      entries: { priceChange: { was: { minorUnits: number }; now: { minorUnits: number } } | null }[];
    };
    expect(bag.entries[0]?.priceChange?.was.minorUnits).toBe(product.amount);
    expect(bag.entries[0]?.priceChange?.now.minorUnits).toBe(98_700);
    // Other versions' prices are untouched.
    const us = await writer.services.catalogueAdmin.product(product.code);
    expect(us?.variants[0]?.prices.GBP).toEqual({ amount: 98_700, wasAmount: 120_050 });

    // On PostgreSQL the other instance hears it through LISTEN/NOTIFY.
    const started = performance.now();
    while (
      (await listed(reader)).price.value !== 98_700 ||
      !/£987\b/.test((await page(reader, productPath)).html)
    ) {
      expect(performance.now() - started, "the other instance").toBeLessThan(PROPAGATION_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const [entry] = await auditOf(product.code, "catalogue.price");
    expect(entry?.staffId).toBe(credentials.member.id);
    expect(JSON.parse(String(entry?.beforeValue))).toEqual({
      currency: "GBP",
      variants: [{ variantCode: product.variantCode, amount: product.amount, wasAmount: product.wasAmount }],
    });
    expect(JSON.parse(String(entry?.afterValue))).toEqual({
      currency: "GBP",
      variants: [{ variantCode: product.variantCode, amount: 98_700, wasAmount: 120_050 }],
    });
  });

  it("refuses a price in a version the product is not sold in", async () => {
    const { staff } = await signedIn(["merchandiser"]);
    const db = writer.database.db;
    const usd = await db
      .selectFrom("prices")
      .selectAll()
      .where("variantCode", "=", product.variantCode)
      .where("currency", "=", "USD")
      .executeTakeFirst();
    await db
      .deleteFrom("prices")
      .where("variantCode", "=", product.variantCode)
      .where("currency", "=", "USD")
      .execute();
    try {
      const answer = await staff.post(productPage(), priceForm({ version: "us", price: "50" }));
      expect(answer.status).toBe(409);
      expect(await answer.text()).toContain("not sold there");
    } finally {
      if (usd) await db.insertInto("prices").values(usd).execute();
    }
  });

  it("sells the product out with a stock level of 0, and sells it again on pre-order, each audited", async () => {
    expect((await listed(writer)).stock.soldOut).toBe(false);
    const shopper = await addToBag(await new Shopper(writer.app).begin(), product.variantCode);
    const { staff, credentials } = await signedIn(["merchandiser"]);

    expect((await staff.post(productPage(), stockForm("0"))).status).toBe(303);
    expect((await listed(writer)).stock.soldOut).toBe(true);
    const bag = async () =>
      (
        (await (await shopper.request("/uk/bag/cart.json")).json()) as {
          entries: { problem: { kind: string } | null }[];
        }
      ).entries[0]?.problem;
    expect(await bag()).toEqual({ kind: "outOfStock" });
    const started = performance.now();
    while (!(await listed(reader)).stock.soldOut) {
      expect(performance.now() - started, "the other instance").toBeLessThan(PROPAGATION_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    // On pre-order a size with no stock is sold again: the shop reads availability first.
    expect((await staff.post(productPage(), availabilityForm("preorder"))).status).toBe(303);
    expect((await listed(writer)).stock).toMatchObject({ soldOut: false, preOrder: true });
    expect(await bag()).toBeNull();

    const [stock] = await auditOf(product.variantCode, "catalogue.stock");
    expect(stock?.staffId).toBe(credentials.member.id);
    expect(JSON.parse(String(stock?.beforeValue))).toEqual({
      productCode: product.code,
      stockLevel: product.stockLevel,
    });
    expect(JSON.parse(String(stock?.afterValue))).toEqual({ productCode: product.code, stockLevel: 0 });
    const [availability] = await auditOf(product.variantCode, "catalogue.availability");
    expect(JSON.parse(String(availability?.beforeValue))).toEqual({
      productCode: product.code,
      availability: "online",
    });
    expect(JSON.parse(String(availability?.afterValue))).toEqual({
      productCode: product.code,
      availability: "preorder",
    });
  });
});

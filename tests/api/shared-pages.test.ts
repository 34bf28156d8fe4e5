import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addToBag, createTestApp, registerCustomer, Shopper } from "../setup/api-app.ts";

// Issue 28: catalogue and content pages are the same bytes for every shopper of a version (docs/decisions/051), so
// a shared cache may hold them (decision 052). Two signed-in shoppers with different bags and saved items and a
// stranger are sent identical pages that carry neither's data; every personal answer is private; a price change
// reaches the cached product and listing pages at once, and on PostgreSQL the other instance's too.

type Instance = Awaited<ReturnType<typeof createTestApp>>;
const PASSWORD = "Sea-glass 7 shore";
const PROPAGATION_MS = 2000;

/**
 * The page's bytes with what each render draws afresh blanked: its script nonce, a listing's response id (the
 * search tracker's name for one answer, which the cache then gives everyone it sends that answer to) and the store
 * finder's clock (today's hours as of the render).
 */
const withoutNonce = (html: string) => {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return (
    (nonce ? html.replaceAll(nonce, "") : html)
      // In the router's data, or in a JSON text inside it (decision 069): `responseId","…` or `responseId\\\":\\\"…`.
      .replace(/(responseId[\\"]+[,:][\\"]+)[0-9a-f-]{36}/g, "$1")
      .replace(/(nonce[\\"]+[,:][\\"]+)[\w+/=]+/g, "$1")
      .replace(/(now[\\"]+[,:][\\"]+)[\dT:.Z-]+/g, "$1")
  );
};

async function productCodes(instance: Instance) {
  const rows = await instance.database.db
    .selectFrom("variants")
    .innerJoin("products", "products.code", "variants.productCode")
    .select(["variants.code as sku", "products.code as product", "products.name"])
    .where("variants.availability", "=", "online")
    .where("variants.stockLevel", ">", 5)
    .where("products.productType", "=", "standard")
    .orderBy("variants.code")
    .limit(40)
    .execute();
  const byProduct = new Map(rows.map((row) => [row.product, row]));
  return [...byProduct.values()];
}

/** The shareable pages of the uk version, one of each kind, found from the home page where they are data. */
async function shareablePaths(instance: Instance): Promise<string[]> {
  const home = await (await instance.app.request("http://localhost/uk/")).text();
  const product = /href="(\/uk\/[^"/]+\/p\/P\d+)"/.exec(home)?.[1];
  const category = /href="(\/uk\/c\/[^"/]+)"/.exec(home)?.[1];
  const stores = await (await instance.app.request("http://localhost/uk/our-stores")).text();
  const store = /href="(\/uk\/our-stores\/[a-z0-9-]+)"/.exec(stores)?.[1];
  expect([product, category, store]).not.toContain(undefined);
  return [
    "/uk/",
    category!,
    "/uk/search?text=towel",
    product!,
    `${product}.data`,
    "/uk/Gift-Cards/p/GCARD",
    "/uk/E-Gift-Card/p/ECARD",
    "/uk/magazine",
    "/uk/help",
    "/uk/our-world",
    "/uk/our-stores",
    store!,
  ];
}

describe(`shareable pages on ${inject("dialect") === "postgres" ? "PostgreSQL" : "SQLite"}`, () => {
  let instance: Instance;
  let ada: Shopper;
  let grace: Shopper;
  const secrets = new Map<Shopper, string[]>();

  beforeAll(async () => {
    instance = await createTestApp();
    const [first, second, third] = await productCodes(instance);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    ada = await new Shopper(instance.app).begin();
    grace = await new Shopper(instance.app).begin();
    const people = [
      {
        shopper: ada,
        firstName: "Adaline",
        email: `ada.${stamp}@example.com`,
        sku: first!.sku,
        saved: second!,
      },
      {
        shopper: grace,
        firstName: "Gracelyn",
        email: `grace.${stamp}@example.com`,
        sku: third!.sku,
        saved: first!,
      },
    ];
    for (const person of people) {
      await registerCustomer(
        person.shopper,
        { email: person.email, password: PASSWORD, firstName: person.firstName },
        instance.database,
      );
      await person.shopper.begin();
      await addToBag(person.shopper, person.sku, { quantity: 2 });
      const saved = await person.shopper.request("/uk/api/wishlist", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: person.saved.product, groupCode: "", name: person.saved.name }),
      });
      expect(saved.status).toBeLessThan(300);
      const universal = (await (
        await person.shopper.request("/api/common/universalVariable.json?url=/uk/")
      ).json()) as {
        csrfToken: string;
        user: { cartGuid: string; isSignedIn: boolean };
        counters: { bag: number };
      };
      expect(universal.user.isSignedIn).toBe(true);
      expect(universal.counters.bag).toBe(2);
      secrets.set(person.shopper, [
        person.firstName,
        person.email,
        universal.csrfToken,
        universal.user.cartGuid,
        person.shopper.cookie("twc_session") ?? "no session",
      ]);
    }
  });
  afterAll(async () => {
    await instance?.close();
  });

  it("sends the same bytes to two signed-in shoppers and a stranger, with no cookie and neither's data", async () => {
    const stranger = new Shopper(instance.app);
    for (const path of await shareablePaths(instance)) {
      const answers = await Promise.all([ada, grace, stranger].map((shopper) => shopper.request(path)));
      const bodies: string[] = [];
      for (const answer of answers) {
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get("cache-control"), path).toMatch(/^public\b/);
        expect(answer.headers.get("set-cookie"), path).toBeNull();
        const body = await answer.text();
        for (const secret of [...secrets.values()].flat()) expect(body, path).not.toContain(secret);
        bodies.push(withoutNonce(body));
      }
      expect(bodies[1], `${path}: the second shopper's page`).toBe(bodies[0]);
      expect(bodies[2], `${path}: a stranger's page`).toBe(bodies[0]);
    }
    // Thirty-six uncached renders: minutes on a busy two-core machine.
  }, 180_000);

  it("marks every personal answer private, and never shares an answer that sets a cookie", async () => {
    const personal = [
      "/uk/bag",
      "/uk/bag.data",
      "/uk/checkout/secure",
      "/uk/my-account",
      "/uk/saved-items",
      "/uk/login",
      "/uk/guest/trackOrder",
      "/uk/gift-cards/balance",
      "/uk/help/contact-us",
      "/uk/cookie-preferences",
      "/api/common/universalVariable.json?url=/uk/",
      "/uk/api/wishlist",
      "/bag/cart.json",
    ];
    for (const path of personal) {
      const answer = await ada.request(path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.headers.get("cache-control"), path).toMatch(/^private\b/);
    }
    // A first visit to a shareable page gets no cookie; the shopper's first personal answer brings it.
    const newcomer = new Shopper(instance.app);
    for (const path of [...(await shareablePaths(instance)), ...personal]) {
      const answer = await newcomer.request(path);
      if (answer.headers.get("set-cookie"))
        expect(answer.headers.get("cache-control"), path).not.toMatch(/^public\b/);
    }
  }, 120_000);
});

describe(`the page cache's purge on ${inject("dialect") === "postgres" ? "PostgreSQL, across two instances" : "SQLite"}`, () => {
  let writer: Instance;
  let reader: Instance;
  beforeAll(async () => {
    writer = await createTestApp({ pageCache: true });
    // On SQLite there is one process: the writer's own instance is the one whose cache must follow.
    reader = inject("dialect") === "postgres" ? await createTestApp({ pageCache: true }) : writer;
  });
  afterAll(async () => {
    if (reader !== writer) await reader?.close();
    await writer?.close();
  });

  const page = async (instance: Instance, path: string) => {
    const answer = await instance.app.request(`http://localhost${path}`);
    expect(answer.status, path).toBe(200);
    return { cache: answer.headers.get("x-cache"), html: await answer.text() };
  };

  it("shows a price change on the cached product, listing and home pages at once", async () => {
    const db = writer.database.db;
    // A product the home page links to, at its own address.
    const home = await (await writer.app.request("http://localhost/uk/")).text();
    const [, productPath, code] = /href="(\/uk\/[^"/]+\/p\/(P\d+))"/.exec(home) ?? [];
    expect(code).toBeDefined();
    const product = await db
      .selectFrom("products")
      .select(["code as product", "name"])
      .where("code", "=", code!)
      .executeTakeFirstOrThrow();
    const listingPath = `/uk/search?text=${encodeURIComponent(product.name)}`;
    // The home page shows it in a carousel: its price is there too.
    const paths = [productPath!, listingPath, "/uk/"];
    const variants = await db
      .selectFrom("prices")
      .innerJoin("variants", "variants.code", "prices.variantCode")
      .select(["prices.variantCode", "prices.amount", "prices.wasAmount"])
      .where("variants.productCode", "=", product.product)
      .where("prices.currency", "=", "GBP")
      .execute();
    // Kept by both instances: the second ask of each is from the cache.
    for (const instance of new Set([writer, reader])) {
      for (const path of paths) {
        const first = await page(instance, path);
        expect(first.html).not.toMatch(/£987\b/);
        expect((await page(instance, path)).cache, path).toBe("HIT");
      }
    }
    try {
      for (const variant of variants)
        await writer.services.stock.setPrice(variant.variantCode, "GBP", { amount: 98_700, wasAmount: null });
      // The writer's own cache is purged before the change is said to be made.
      for (const path of paths) {
        const after = await page(writer, path);
        expect(after.cache, path).toBe("MISS");
        expect(after.html, path).toMatch(/£987\b/);
      }
      const started = performance.now();
      for (const path of paths) {
        while (!/£987\b/.test((await page(reader, path)).html)) {
          expect(performance.now() - started, `${path} on the other instance`).toBeLessThan(PROPAGATION_MS);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    } finally {
      for (const variant of variants)
        await writer.services.stock.setPrice(variant.variantCode, "GBP", {
          amount: variant.amount,
          wasAmount: variant.wasAmount,
        });
    }
  });
});

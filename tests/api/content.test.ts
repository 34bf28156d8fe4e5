import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, Shopper } from "../setup/api-app.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const brochure = {
  brochure: "home",
  title: "Ms",
  firstName: "Anna",
  lastName: "Smith",
  addressLine1: "12 Chapel Place",
  town: "London",
  postcode: "EC2A 3DQ",
  emailAddress: "anna@example.com",
};

const contact = {
  subject: "order",
  summary: "My parcel has not arrived yet.",
  orderNumber: "W12345678",
  productDetails: "",
  hasAccount: "yes",
  firstName: "Tom",
  lastName: "Lee",
  emailAddress: "tom@example.com",
};

function form(values: Record<string, string>, csrf: string): URLSearchParams {
  return new URLSearchParams({ ...values, CSRFToken: csrf });
}

const formHeaders = { "content-type": "application/x-www-form-urlencoded" };

describe("brochure request", () => {
  it("stores a native form post and sends the shopper to the confirmation page", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/uk/brochure-request", {
      method: "POST",
      csrf: false,
      headers: formHeaders,
      body: form({ ...brochure, marketingOptIn: "true" }, shopper.csrfToken),
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/uk\/brochure-request\/confirmation\?ref=[\w-]+$/);
    const id = new URL(location, "http://x").searchParams.get("ref")!;
    const row = await harness.database.db
      .selectFrom("brochureRequests")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      firstName: "Anna",
      postcode: "EC2A 3DQ",
      brochure: "home",
      country: "GB",
      version: "uk",
    });
    const page = await shopper.request(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Your brochure is on its way");
    expect(html).toContain("The Home Collection");
  });

  it("answers bad input with 400 and the messages on the page (no JavaScript needed)", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/uk/brochure-request", {
      method: "POST",
      csrf: false,
      headers: formHeaders,
      body: form({ ...brochure, postcode: "12345", firstName: "" }, shopper.csrfToken),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid postcode");
    expect(html).toContain("Please enter your first name");
    // What the shopper typed comes back in the fields.
    expect(html).toContain('value="12 Chapel Place"');
  });

  it("uses the US ZIP code pattern on the us site", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const bad = await shopper.request("/api/content/us/brochure-request", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(brochure),
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { type: string; errors: { subject: string; message: string }[] };
    expect(body.type).toBe("ValidationError");
    expect(body.errors).toContainEqual({
      type: "ValidationError",
      subject: "postcode",
      message: "Please enter a valid ZIP code",
    });
    const good = await shopper.request("/api/content/us/brochure-request", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...brochure, postcode: "10001" }),
    });
    expect(good.status).toBe(201);
    expect(await good.json()).toMatchObject({
      confirmationPath: expect.stringMatching(/^\/us\/brochure-request\/confirmation\?ref=/),
    });
  });

  it("refuses a post without the CSRF token", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/uk/brochure-request", {
      method: "POST",
      csrf: false,
      headers: formHeaders,
      body: new URLSearchParams(brochure),
    });
    expect(response.status).toBe(403);
  });

  it("answers a body that is not JSON with 400, never 500", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/api/content/uk/brochure-request", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/JSON/);
  });
});

describe("contact us", () => {
  it("stores the message and shows Email Sent", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/uk/help/contact-us", {
      method: "POST",
      csrf: false,
      headers: formHeaders,
      body: form(contact, shopper.csrfToken),
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/uk\/help\/contact-us\/confirmation\?ref=/);
    const id = new URL(location, "http://x").searchParams.get("ref")!;
    const row = await harness.database.db
      .selectFrom("contactMessages")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row).toMatchObject({ subject: "order", orderNumber: "W12345678", email: "tom@example.com" });
    expect(Boolean(row?.hasAccount)).toBe(true);
    const page = await shopper.request(location);
    expect(await page.text()).toContain("Email Sent");
  });

  it("explains each bad field with 400", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/api/content/uk/contact-us", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...contact,
        orderNumber: "123",
        hasAccount: "maybe",
        emailAddress: "tom@",
        summary: "x".repeat(251),
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { subject: string; message: string }[] };
    const bySubject = Object.fromEntries(body.errors.map((e) => [e.subject, e.message]));
    expect(bySubject).toEqual({
      orderNumber: "Please enter a valid order number, for example W12345678",
      hasAccount: "Please tell us whether you have an account with us",
      emailAddress: "Please enter a valid email address",
      summary: "Please keep your message to 250 characters",
    });
  });

  it("accepts a form-encoded API post and an unknown version is 404", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const ok = await shopper.request("/api/content/row/contact-us", {
      method: "POST",
      headers: formHeaders,
      body: new URLSearchParams({ ...contact, orderNumber: "" }),
    });
    expect(ok.status).toBe(201);
    const missing = await shopper.request("/api/content/xx/contact-us", {
      method: "POST",
      headers: formHeaders,
      body: new URLSearchParams(contact),
    });
    expect(missing.status).toBe(404);
  });
});

describe("magazine search POST /api/algolia/index/{index}", () => {
  const search = async (index: string, body: unknown, raw?: string) => {
    const shopper = await new Shopper(harness.app).begin();
    return shopper.request(`/api/algolia/index/${index}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: raw ?? JSON.stringify(body),
    });
  };

  it("answers the Algolia-like shape, 60 hits a page by default", async () => {
    const response = await search("twc-inspire-article-card", { facets: ["category"] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      hits: { url: string }[];
      nbHits: number;
      page: number;
      nbPages: number;
      hitsPerPage: number;
      facets: { category: Record<string, number> };
    };
    expect(body.hitsPerPage).toBe(60);
    expect(body.page).toBe(0);
    expect(body.hits.length).toBe(Math.min(60, body.nbHits));
    expect(body.nbPages).toBe(Math.ceil(body.nbHits / 60));
    expect(Object.values(body.facets.category).reduce((a, b) => a + b, 0)).toBe(body.nbHits);
    expect(body.hits[0]?.url).toMatch(/^\/magazine\/[\w-]+\/[\w-]+$/);
  });

  it("filters by category, searches, pages and trims fields", async () => {
    const filtered = (await (
      await search("twc-inspire-article-card", {
        facetFilters: ["category:recipes"],
        hitsPerPage: 2,
        page: 1,
        responseFields: ["title", "category"],
      })
    ).json()) as {
      hits: Record<string, unknown>[];
      page: number;
    };
    expect(filtered.page).toBe(1);
    for (const hit of filtered.hits)
      expect(Object.keys(hit).sort()).toEqual(["category", "objectID", "title"]);
    expect(filtered.hits.every((hit) => hit.category === "recipes")).toBe(true);
    const found = (await (
      await search("twc-inspire-article-card", { params: "query=perfect%20bed&hitsPerPage=5" })
    ).json()) as { hits: { slug: string }[] };
    expect(found.hits.map((hit) => hit.slug)).toContain("how-to-make-the-perfect-bed");
  });

  it("keeps the stories index to the stories catalogue", async () => {
    const body = (await (await search("twc-stories", { facets: "*" })).json()) as {
      nbHits: number;
      facets: { catalogue: Record<string, number> };
    };
    expect(body.nbHits).toBeGreaterThan(0);
    expect(Object.keys(body.facets.catalogue)).toEqual(["twc-stories"]);
  });

  it("answers {} for an unknown index, bad parameters or bad JSON", async () => {
    const unknown = await search("products", {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({});
    const bad = await search("twc-stories", { hitsPerPage: -1 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({});
    const extra = await search("twc-stories", { sortBy: "date" });
    expect(await extra.json()).toEqual({});
    const broken = await search("twc-stories", null, "{oops");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({});
  });
});

describe("content pages", () => {
  const get = (path: string) => harness.app.request(`http://localhost${path}`, { redirect: "manual" });

  it.each([
    "/uk/help",
    "/uk/help/black-friday-2026",
    "/uk/help/wedding-list",
    "/uk/help/returns/faulty-items",
    "/uk/our-world",
    "/uk/our-world/careers",
    "/uk/amplience/content",
    "/uk/subscription",
    "/uk/help/account-deletion",
    "/uk/magazine",
    "/uk/magazine/recipes",
  ])("serves %s", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect((await response.text()).match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it("renders the home page's product carousels with products in the visitor's currency", async () => {
    const uk = await (await get("/uk/")).text();
    expect(uk).toContain('class="product-carousel"');
    expect(uk).toMatch(/carousel-card__price">£\d/);
    const us = await (await get("/us/")).text();
    expect(us).toMatch(/carousel-card__price">\$\d/);
  });

  it("serves an article, redirects a wrong category and 404s an unknown one", async () => {
    const article = await get("/uk/magazine/bedroom/how-to-make-the-perfect-bed");
    expect(article.status).toBe(200);
    expect(await article.text()).toContain("How to Make the Perfect Bed");
    const moved = await get("/uk/magazine/recipes/how-to-make-the-perfect-bed");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/uk/magazine/bedroom/how-to-make-the-perfect-bed");
    expect((await get("/uk/magazine/bedroom/no-such-article")).status).toBe(404);
    expect((await get("/uk/magazine/no-such-category")).status).toBe(404);
  });
});

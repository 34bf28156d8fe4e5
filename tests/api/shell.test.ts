import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { openDatabase } from "../../data/db.ts";
import { createApp } from "../../server/entry.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
  body: new URLSearchParams(fields).toString(),
});

/** A browser's own form post: no CSRF header (the token travels in the form), wants a page. */
const nativeForm = (fields: Record<string, string>, referer?: string) => ({
  method: "POST",
  csrf: false,
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    accept: "text/html,application/xhtml+xml",
    ...(referer ? { referer } : {}),
  },
  body: new URLSearchParams(fields).toString(),
});

const uniqueEmail = () => `Shopper.${randomUUID().slice(0, 8)}@Example.com`;

interface CountryBody {
  data: {
    baseStoreCountries: {
      isocode: string;
      name: string;
      version: string;
      defaultBaseStore: { uid: string; defaultCurrency: { isocode: string; symbol: string; name: string } };
    }[];
  };
}

describe("GET /header/countryCurrency/", () => {
  it("lists every ISO country with its base store's default currency", async () => {
    const response = await harness.app.request("http://localhost/header/countryCurrency/");
    expect(response.status).toBe(200);
    const body = (await response.json()) as CountryBody;
    const countries = body.data.baseStoreCountries;
    expect(countries).toHaveLength(249);
    expect(countries.find((c) => c.isocode === "GB")).toEqual({
      isocode: "GB",
      name: "United Kingdom",
      version: "uk",
      defaultBaseStore: {
        uid: "twc-uk",
        defaultCurrency: { isocode: "GBP", symbol: "£", name: "British Pound" },
      },
    });
    expect(countries.find((c) => c.isocode === "US")?.defaultBaseStore.defaultCurrency.symbol).toBe("$");
    expect(countries.find((c) => c.isocode === "FR")?.defaultBaseStore.defaultCurrency.isocode).toBe("EUR");
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });

  it("answers the same without the trailing slash", async () => {
    const response = await harness.app.request("http://localhost/header/countryCurrency");
    expect(response.status).toBe(200);
  });
});

describe("POST /_s/currency_country_xhr/", () => {
  it("stores the choice and answers the same page under the new version", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request(
      "/_s/currency_country_xhr/",
      form({ code: "USD", countryCode: "US", path: "/uk/help/delivery?from=footer" }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toBe("/us/help/delivery?from=footer");
  });

  it("keeps the choice for the visitor across requests", async () => {
    const shopper = await new Shopper(harness.app).begin();
    await shopper.request(
      "/_s/currency_country_xhr/",
      form({ code: "EUR", countryCode: "NL", path: "/uk/" }),
    );
    const universal = await shopper.request("/api/common/universalVariable.json?url=/row/");
    const body = (await universal.json()) as {
      user: { userSelectedCountry: string };
      page: { currency: string };
    };
    expect(body.user.userSelectedCountry).toBe("NL");
    expect(body.page.currency).toBe("EUR");
    const page = await shopper.request("/row/");
    const html = await page.text();
    expect(html).toContain("Shipping to Netherlands");
    expect(html).toContain('aria-label="iDEAL"');
  });

  it("answers the same address when the version does not change", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request(
      "/_s/currency_country_xhr/",
      form({ code: "EUR", countryCode: "DE", path: "/row/our-world" }),
    );
    expect(await response.json()).toBe("/row/our-world");
  });

  it("goes to the new version's home page from the order confirmation page", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request(
      "/_s/currency_country_xhr/",
      form({ code: "USD", countryCode: "US", path: "/uk/checkout/orderConfirmation/00012345" }),
    );
    expect(await response.json()).toBe("/us/");
  });

  it("falls back to the Referer on this site for the current page", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/_s/currency_country_xhr/", {
      ...form({ code: "GBP", countryCode: "GB" }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: "http://localhost/row/magazine?page=2",
      },
    });
    expect(await response.json()).toBe("/uk/magazine?page=2");
  });

  it("never answers an address off the site", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/_s/currency_country_xhr/", {
      ...form({ code: "USD", countryCode: "US" }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: "https://evil.example/uk/help",
      },
    });
    expect(await response.json()).toBe("/us/");
    const bad = await shopper.request(
      "/_s/currency_country_xhr/",
      form({ code: "USD", countryCode: "US", path: "//evil.example/" }),
    );
    expect(bad.status).toBe(400);
  });

  it("refuses an unknown country with a clear message", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request(
      "/_s/currency_country_xhr/",
      form({ code: "EUR", countryCode: "ZZ" }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      type: "ValidationError",
      message: 'We do not deliver to the country "ZZ".',
    });
  });

  it("refuses a currency that does not belong to the country", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request(
      "/_s/currency_country_xhr/",
      form({ code: "GBP", countryCode: "FR" }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Prices for France are shown in EUR, not GBP.",
    );
    const universal = await shopper.request("/api/common/universalVariable.json?url=/uk/");
    expect(
      ((await universal.json()) as { user: { userSelectedCountry: string } }).user.userSelectedCountry,
    ).toBe("GB");
  });

  it("refuses missing or malformed fields", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const missing = await shopper.request("/_s/currency_country_xhr/", form({ countryCode: "GB" }));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain("code");
    const malformed = await shopper.request(
      "/_s/currency_country_xhr/",
      form({ code: "GBP", countryCode: "GBR" }),
    );
    expect(malformed.status).toBe(400);
  });

  it("refuses a change without the CSRF token", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/_s/currency_country_xhr/", {
      ...form({ code: "USD", countryCode: "US" }),
      csrf: false,
    });
    expect(response.status).toBe(403);
  });
});

describe("POST /{version}/join-request", () => {
  it("signs up from the HTTP client with 200 and stores the address lower-cased, once", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const email = uniqueEmail();
    const first = await shopper.request("/uk/join-request", form({ eMail: email }));
    expect(first.status).toBe(200);
    const again = await shopper.request("/uk/join-request", form({ eMail: email.toUpperCase() }));
    expect(again.status).toBe(200);
    const rows = await harness.database.db
      .selectFrom("newsletterSubscriptions")
      .selectAll()
      .where("email", "=", email.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), version: "uk", country: "GB" });
  });

  it("records the version and the selected country", async () => {
    const shopper = await new Shopper(harness.app).begin();
    await shopper.request(
      "/_s/currency_country_xhr/",
      form({ code: "EUR", countryCode: "IT", path: "/uk/" }),
    );
    const email = uniqueEmail();
    expect((await shopper.request("/row/join-request", form({ eMail: email }))).status).toBe(200);
    const row = await harness.database.db
      .selectFrom("newsletterSubscriptions")
      .selectAll()
      .where("email", "=", email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ version: "row", country: "IT" });
  });

  it.each(["", "not-an-email", "jo@example", "jo smith@example.com"])(
    "refuses %j with the configured message and stores nothing",
    async (eMail) => {
      const shopper = await new Shopper(harness.app).begin();
      const response = await shopper.request("/us/join-request", form({ eMail }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        type: "ValidationError",
        message: "Please enter a valid email address",
        errors: [{ subject: "eMail", message: "Please enter a valid email address" }],
      });
    },
  );

  it("takes a native form post with the CSRFToken field and answers 303 to the subscription page", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const email = uniqueEmail();
    const response = await shopper.request(
      "/us/join-request",
      nativeForm({ eMail: email, CSRFToken: shopper.csrfToken, returnTo: "/us/help" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/us/subscription");
    const row = await harness.database.db
      .selectFrom("newsletterSubscriptions")
      .select("email")
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
    expect(row).toBeDefined();
  });

  it("sends a refused native post back to its page with the error flag, for shoppers without JavaScript", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request(
      "/uk/join-request",
      nativeForm({ eMail: "nope", CSRFToken: shopper.csrfToken, returnTo: "/uk/help/delivery?x=1" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/help/delivery?x=1&newsletter=invalid#newsletter");
    const page = await shopper.request("/uk/help/delivery?x=1&newsletter=invalid");
    const html = await page.text();
    expect(html).toMatch(/role="alert"[^>]*>Please enter a valid email address</);
  });

  it("uses the Referer when the form names no page, and never leaves the site", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const fromReferer = await shopper.request(
      "/uk/join-request",
      nativeForm({ eMail: "", CSRFToken: shopper.csrfToken }, "http://localhost/uk/our-world"),
    );
    expect(fromReferer.headers.get("location")).toBe("/uk/our-world?newsletter=invalid#newsletter");
    const foreign = await shopper.request(
      "/uk/join-request",
      nativeForm({ eMail: "", CSRFToken: shopper.csrfToken }, "https://evil.example/uk/"),
    );
    expect(foreign.headers.get("location")).toBe("/uk/?newsletter=invalid#newsletter");
  });

  it("refuses a native post without the CSRF token from another site, or from no page at all", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const unattested = await shopper.request("/uk/join-request", nativeForm({ eMail: uniqueEmail() }));
    expect(unattested.status).toBe(403);
    const form = nativeForm({ eMail: uniqueEmail() });
    const attestations: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "https://shop.example" },
      { origin: "https://evil.example" },
    ];
    for (const attested of attestations) {
      const forged = await shopper.request("/uk/join-request", {
        ...form,
        headers: { ...form.headers, ...attested },
      });
      expect(forged.status, JSON.stringify(attested)).toBe(403);
    }
    // A token that is presented must be the session's, wherever the post comes from.
    const wrong = await shopper.request("/uk/join-request", {
      ...nativeForm({ eMail: uniqueEmail(), CSRFToken: "forged" }),
      headers: { ...form.headers, "sec-fetch-site": "same-origin" },
    });
    expect(wrong.status).toBe(403);
  });

  it("renders the newsletter form server-side on the shared page, posted without JavaScript from the shop's own page", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const html = await (await shopper.request("/uk/")).text();
    expect(html).toContain('action="/uk/join-request"');
    expect(html).toContain('name="eMail"');
    // The shared page carries no token (docs/decisions/051): the browser's Sec-Fetch-Site vouches for the post.
    expect(html).toContain('name="CSRFToken" value=""');
    const form = nativeForm({ eMail: uniqueEmail(), CSRFToken: "" });
    const posted = await shopper.request("/uk/join-request", {
      ...form,
      headers: { ...form.headers, "sec-fetch-site": "same-origin" },
    });
    expect(posted.status).toBe(303);
  });
});

describe("the first frame", () => {
  // Decision 009: the first frame waits until the page's end is parsed, so the whole page is styled
  // and laid out once, before the first paint, and not again over the footer after it.
  it("waits for the end of the page, which comes after the footer", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const page = await (await shopper.request("/uk/Towels/p/P10000001")).text();
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).toContain('<link rel="expect" href="#page-end" blocking="render"/>');
    expect(page.indexOf('<div id="page-end" hidden="">')).toBeGreaterThan(page.lastIndexOf("</footer>"));
    expect(page.lastIndexOf("</footer>")).toBeGreaterThan(0);
  });

  // Decision 081: Chrome may lay a page out before its stylesheets arrive (a mobile viewport settling forces it),
  // so the head keeps the body out of layout until the end marker is parsed. Every kind of page must carry the
  // marker, or it would stay blank: a shop page, a page that is not found, the back office.
  it("keeps the body out of layout until the end of every kind of page is parsed", async () => {
    const shopper = await new Shopper(harness.app).begin();
    for (const path of ["/uk/Towels/p/P10000001", "/uk/no-such-page", "/admin/sign-in"]) {
      const answer = await shopper.request(path);
      const page = await answer.text();
      const head = page.slice(0, page.indexOf("</head>"));
      expect(head, path).toContain("body:not(:has(>#page-end)){display:none}");
      expect(page.match(/<div id="page-end" hidden="">/g), `${path} (${answer.status})`).toHaveLength(1);
    }
  });

  // Decision 083: the parser runs no script while a stylesheet is on its way, so an inline script right before the
  // marker holds the marker, and the body's layout, until the stylesheets have arrived. After the marker, it let a
  // forced layout lay the whole page out unstyled first (2 of 12 checkout loads traced).
  it("parses the end marker only after an inline script, so the stylesheets are in before the body is laid out", async () => {
    const shopper = await new Shopper(harness.app).begin();
    for (const path of [
      "/uk/",
      "/uk/Bedroom/Bed-Linen/c/Duvet-Covers",
      "/uk/Towels/p/P10000001",
      "/uk/bag",
    ]) {
      const page = await (await shopper.request(path)).text();
      expect(page, path).toMatch(/<script nonce="[^"]+">[^<]+<\/script><div id="page-end" hidden="">/);
    }
  });

  // Issue 28: SVG lettering made the first layout look up a font for each family, size and weight it used, each a
  // synchronous call to the browser process on Linux (9 of the home page's 22). The shell's marks are outlines.
  it("draws the wordmark and the footer's marks as outlines, with no SVG text to look up a font for", async () => {
    const shopper = await new Shopper(harness.app).begin();
    for (const path of ["/uk/", "/us/Bedroom/Bed-Linen/c/Duvet-Covers", "/uk/checkout/login"]) {
      const page = await (await shopper.request(path)).text();
      expect(page, path).not.toMatch(/<text[\s>]/);
      expect(page, path).toMatch(/<svg class="logo"[^>]*><path d="m[\d.]/);
    }
    const home = await (await shopper.request("/uk/")).text();
    // Each payment mark keeps its name for assistive technology; the rating badge its score, in words.
    expect(home).toMatch(/<svg class="payment-mark"[^>]*role="img" aria-label="Visa"/);
    expect(home).toContain("Rated 4.8 out of 5");
    // The footer's lettering is one cached file the marks point into, not path data in every page and its script.
    const visa = /<use href="(\/assets\/marks-[\w-]+\.svg)#visa"/.exec(home);
    expect(visa?.[1]).toBeTruthy();
    const marks = await harness.app.request(`http://localhost${visa?.[1]}`);
    expect(marks.status).toBe(200);
    expect(marks.headers.get("content-type")).toContain("image/svg+xml");
    const sprite = await marks.text();
    for (const id of ["visa", "amex", "paypal-1", "ratingName", "score-4", "score-dot", "corpB"]) {
      expect(sprite).toContain(`<path id="${id}" d="m`);
    }
    const reduced = await (await shopper.request("/uk/checkout/login")).text();
    expect(reduced).toMatch(/<svg class="bcorp-mark"[^>]*aria-label="Certified B Corporation"/);
  });
});

describe("the footer toggle", () => {
  it("serves the old, simpler footer when the footer toggle is old", async () => {
    const config = loadSiteConfig({ uk: { footer: "old" } });
    const database = openDatabase(inject("databaseUrl"), { poolSize: 2 });
    const buildFile = resolve(
      import.meta.dirname,
      "../..",
      process.env.BUILD_DIR ?? "build",
      "server/index.js",
    );
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    const services = createServices(database, config);
    const app = createApp({
      services,
      logger: createLogger("silent"),
      build,
    });
    try {
      const oldFooter = await (await app.request("http://localhost/uk/")).text();
      expect(oldFooter).toContain("page-footer--old");
      expect(oldFooter).toContain('action="/uk/join-request"');
      expect(oldFooter).not.toContain("The White Cove on Instagram");
      const newFooter = await (await app.request("http://localhost/us/")).text();
      expect(newFooter).not.toContain("page-footer--old");
      expect(newFooter).toContain("The White Cove on Instagram");
    } finally {
      await services.catalogueChanged.close();
      await database.close();
    }
  });
});

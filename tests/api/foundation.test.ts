import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, Shopper } from "../setup/api-app.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  harness.app.request(`http://localhost${path}`, { headers, redirect: "manual" });

describe("versions and routes", () => {
  it("redirects / to /uk/", async () => {
    const response = await get("/");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/uk/");
  });

  it("sends a path whose first segment is not a version to the uk site", async () => {
    const response = await get("/xx/whatever?colour=sage");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/uk/xx/whatever?colour=sage");
  });

  it.each([
    ["uk", "en-GB"],
    ["us", "en-US"],
    ["row", "en-GB"],
  ])(
    "serves the %s home page server-rendered with its content, locale, one h1, canonical and hreflang",
    async (version, locale) => {
      const response = await get(`/${version}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost/${version}/"`);
      for (const v of ["uk", "us", "row"]) expect(html).toContain(`href="http://localhost/${v}/"`);
      expect(html).toMatch(/class="hero"/);
      expect(html).toMatch(/class="tiles"/);
    },
  );

  it("answers an unknown page with HTTP 404 and the not-found page, links carrying the version", async () => {
    const response = await get("/us/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Sorry, we can&#x27;t find that page");
    for (const path of [
      "/us/help",
      "/us/",
      "/us/login",
      "/us/New-In/c/New-In-Clothing",
      "/us/Bedroom/c/Bed-Linen",
      "/us/Home/c/Home-Decor",
      "/us/Baby-Children/c/Baby-Clothing",
      "/us/Home/c/Home-Fragrance",
      "/us/c/Gifts",
    ]) {
      expect(html).toContain(`href="${path}"`);
    }
  });

  it("serves content pages from the content store", async () => {
    const response = await get("/uk/help/delivery");
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });
});

describe("the HTTP entry", () => {
  it("answers /healthz with the database up", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  it("sends security headers with a script nonce and no unsafe-inline scripts", async () => {
    const response = await get("/uk/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    for (const script of html.match(/<script\b[^>]*>/g) ?? []) expect(script).toContain(`nonce="${nonce}"`);
  });

  it("sends a script only the headers a script uses, not the page's policies", async () => {
    const html = await (await get("/uk/")).text();
    const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
    const response = await get(script);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    for (const name of ["content-security-policy", "x-frame-options", "permissions-policy"]) {
      expect(response.headers.get(name)).toBeNull();
    }
  });

  it("echoes a request id and compresses HTML", async () => {
    const response = await get("/uk/", { "accept-encoding": "gzip", "x-request-id": "test-request-0001" });
    expect(response.headers.get("x-request-id")).toBe("test-request-0001");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("sets an HttpOnly, SameSite=Lax session cookie", async () => {
    // A personal page: a shared one (the home page) sends no cookie at all (docs/decisions/051).
    const response = await get("/uk/saved-items");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("twc_session="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("refuses a state-changing call without the CSRF token with a 403 and a clear message", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/api/common/universalVariable.json?url=/uk/", {
      method: "POST",
      csrf: false,
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/could not be verified/);
  });

  it("answers an unknown API path with a JSON 404, never the page", async () => {
    const response = await get("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
  });
});

describe("GET /api/common/universalVariable.json", () => {
  it("returns user, page and basket data for a guest", async () => {
    const response = await get("/api/common/universalVariable.json?url=/us/Bedroom/c/Bed-Linen");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(body.user).toMatchObject({
      isSignedIn: false,
      isSoftLoggedIn: false,
      customerType: "GUEST",
      userSelectedCountry: "US",
    });
    expect(body.page).toMatchObject({ type: "category", version: "us", locale: "en-US", currency: "USD" });
    expect(body.basket).toMatchObject({ total_items: 0 });
    expect(typeof body.csrfToken).toBe("string");
  });

  it.each([[""], ["?url="], ["?url=https://evil.example/"], [`?url=/${"a".repeat(3000)}`]])(
    "answers bad input %s with a 400 and a message",
    async (query) => {
      const response = await get(`/api/common/universalVariable.json${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: unknown[] };
      expect(body.message).toMatch(/url/);
      expect(body.errors.length).toBeGreaterThan(0);
    },
  );
});

describe("GET /twccmsservice/page/", () => {
  it("returns the home page content by slot", async () => {
    const response = await get("/twccmsservice/page/?url=/uk/");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      slots: Record<string, unknown[]>;
      images: Record<string, unknown>;
    };
    expect(Object.keys(body.slots)).toEqual(expect.arrayContaining(["hero", "promoTiles", "editorial"]));
    expect(Object.keys(body.images).length).toBeGreaterThan(0);
  });

  it("answers a path with no content with a 404 and a message", async () => {
    const response = await get("/twccmsservice/page/?url=/uk/no/such/page");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toContain("/uk/no/such/page");
  });

  it("answers a missing url with a 400", async () => {
    const response = await get("/twccmsservice/page/");
    expect(response.status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_EXEMPT_ROUTES } from "../../server/middleware/csrf.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import { concretePath, honoRoutes, pageRoutes, STATE_CHANGING } from "../setup/route-inventory.ts";

// Issue 12: the CSRF inventory is read from the app itself, so a state-changing route added later without
// protection fails here; and every answer is either shareable or personal, never both (ARCHITECTURE.md "Selling").
let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

function stateChangingRoutes() {
  return [...honoRoutes(harness.app), ...pageRoutes(harness.build)].filter(
    (r) => STATE_CHANGING.has(r.method) && !(`${r.method} ${r.pattern}` in CSRF_EXEMPT_ROUTES),
  );
}

describe("the CSRF inventory", () => {
  it("finds every state-changing route of the API and every page action", () => {
    const names = stateChangingRoutes().map((r) => `${r.method} ${r.pattern}`);
    for (const known of [
      "POST /:version/join-request",
      "POST /_s/currency_country_xhr/",
      "POST /:version/cart/entries",
      "POST /:version/checkout/secure/gift-boxes",
      "PUT /:version/checkout/secure/gift-message",
      "PUT /checkout/secure/gift-message",
      "POST /:version/checkout/secure/delivery-mode",
      "POST /checkout/secure/delivery-mode",
      "POST /:version/checkout/secure/redeem-gift-voucher.json",
      "POST /checkout/secure/remove-gift-payment.json",
      "POST /api/wishlist",
      "DELETE /:version/api/wishlist/:position",
      "POST /api/product/notifyme",
      "POST /api/content/:version/contact-us",
      "POST /:version/help/contact-us",
      "POST /:version/brochure-request",
    ])
      expect(names).toContain(known);
  });

  it("refuses each of them without the session's CSRF token, before doing anything", async () => {
    const unprotected: string[] = [];
    for (const route of stateChangingRoutes()) {
      const shopper = await new Shopper(harness.app).begin();
      const attempts: Record<string, string>[] = [
        { "content-type": "application/x-www-form-urlencoded" },
        { "content-type": "application/json", "x-csrf-token": "forged" },
      ];
      for (const headers of attempts) {
        const body = headers["content-type"]?.includes("json") ? "{}" : "CSRFToken=forged";
        const response = await shopper.request(concretePath(route.pattern), {
          method: route.method,
          csrf: false,
          headers,
          body,
        });
        // A page action refuses a body that is not a form (415) before it could be checked.
        const refused = response.status === 403 || (route.page && response.status === 415);
        if (!refused) unprotected.push(`${route.method} ${route.pattern} → ${response.status}`);
      }
    }
    expect(unprotected).toEqual([]);
  });
});

describe("the documented CSRF exceptions", () => {
  it("are real routes, each with its reason, that refuse a call carrying only the session cookie", async () => {
    const names = honoRoutes(harness.app).map((r) => `${r.method} ${r.pattern}`);
    for (const [route, reason] of Object.entries(CSRF_EXEMPT_ROUTES)) {
      expect(names).toContain(route);
      expect(reason.length).toBeGreaterThan(20);
      const [method = "POST", path = "/"] = route.split(" ");
      const shopper = await new Shopper(harness.app).begin();
      const response = await shopper.request(concretePath(path), {
        method,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials",
      });
      // The token endpoint is authenticated by client credentials, not the cookie: the shopper's session alone
      // gets nothing (401). The collector takes only a page's own same-origin request with the consent cookie (403).
      expect(response.status, route).toBe(route === "POST /api/collect" ? 403 : 401);
      expect(response.headers.getSetCookie(), route).toEqual([]);
    }
  });
});

describe("shareable vs personal answers", () => {
  it("answers everything that carries a shopper's token, bag or cookie as private, and nothing public carries them", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const variant = await harness.database.db
      .selectFrom("variants")
      .select("code")
      .where("stockLevel", ">", 5)
      .where("availability", "=", "online")
      .orderBy("code")
      .executeTakeFirstOrThrow();
    const added = await shopper.request("/uk/cart/entries", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productSku: variant.code, quantity: 1 }),
    });
    const { cartGuid } = (await added.json()) as { cartGuid: string };
    const gets = [...honoRoutes(harness.app), ...pageRoutes(harness.build)].filter((r) => r.method === "GET");
    const paths = gets.flatMap((r) => {
      const path = concretePath(r.pattern);
      return r.page ? [path, `${path.replace(/\/$/, "")}.data`] : [path];
    });
    paths.push("/api/common/universalVariable.json?url=/uk/", "/header/countryCurrency/", "/uk/_.data");
    const mixed: string[] = [];
    // Each address is asked by the shopper and by a newcomer at once; the machine may be busy (about 80 pages).
    const check = async (path: string, who: "shopper" | "newcomer") => {
      const response =
        who === "shopper"
          ? await shopper.request(path)
          : await harness.app.request(`http://localhost${path}`);
      const text = await response.text();
      const cacheControl = response.headers.get("cache-control") ?? "";
      const personal =
        text.includes(shopper.csrfToken) ||
        text.includes(cartGuid) ||
        response.headers.getSetCookie().length > 0 ||
        (who === "newcomer" && /"csrfToken":"[\w-]{20,}"/.test(text));
      const isPrivate =
        /\bprivate\b|\bno-store\b/.test(cacheControl) && !/\bpublic\b|s-maxage/.test(cacheControl);
      if (personal && !isPrivate)
        mixed.push(`${who} ${path} (${response.status}) Cache-Control: ${cacheControl}`);
    };
    for (const path of paths) await Promise.all([check(path, "shopper"), check(path, "newcomer")]);
    expect(mixed).toEqual([]);
  }, 120_000);
});

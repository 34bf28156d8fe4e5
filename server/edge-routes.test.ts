import { describe, expect, it } from "vitest";
import { DEFAULT_EDGE_LIMITS } from "./edge-limits.ts";
import { edgeRouteFor, formRateLimitRule, isApiPath } from "./edge-routes.ts";

describe("the edge's view of a route", () => {
  it("counts a form's JSON endpoint and its page action (native or .data) in one bucket", () => {
    for (const path of ["/api/content/uk/contact-us", "/uk/help/contact-us", "/us/help/contact-us.data"])
      expect(edgeRouteFor(path).bucket).toBe("contact-us");
    expect(edgeRouteFor("/uk/help/contact-us").pageAction).toBe(true);
    expect(edgeRouteFor("/api/content/uk/contact-us").pageAction).toBe(false);
  });

  it("gives JSON calls the API body limit and forms and pages the form limit", () => {
    expect(edgeRouteFor("/uk/cart/entries").body).toBe("api");
    expect(edgeRouteFor("/api/product/notifyme")).toEqual({
      body: "api",
      bucket: "notify-me",
      pageAction: false,
    });
    expect(edgeRouteFor("/uk/join-request").body).toBe("form");
    expect(edgeRouteFor("/uk/checkout/secure/gift-boxes")).toEqual({ body: "api", pageAction: false });
    expect(edgeRouteFor("/checkout/secure/gift-message").pageAction).toBe(false);
    // The OAuth token endpoint takes a form body; its password grant counts attempts itself.
    expect(edgeRouteFor("/authorizationserver/oauth/token")).toEqual({ body: "form", pageAction: false });
    expect(edgeRouteFor("/uk/some/new/page")).toEqual({
      body: "form",
      bucket: "page-action",
      pageAction: true,
    });
  });

  it("takes the checkout's sign-in as a page action that counts its own sign-in attempts, as the sign-in page does", () => {
    for (const path of ["/uk/login/checkout", "/us/login/checkout.data", "/row/login/checkout/"])
      expect(edgeRouteFor(path)).toEqual(edgeRouteFor("/uk/login"));
    expect(edgeRouteFor("/uk/login/checkout")).toEqual({ body: "form", pageAction: true });
  });

  it("never counts the checkout, placing the order or adding to the bag per address: a NAT shares one", () => {
    for (const path of [
      "/uk/checkout/secure",
      "/us/checkout/secure.data",
      "/uk/bag/update",
      "/row/bag/update.data",
      "/uk/checkout/secure/redeem-gift-voucher.json",
      "/checkout/secure/redeem-gift-voucher.json",
      "/uk/checkout/secure/authorise-order",
    ])
      expect(formRateLimitRule("POST", path, DEFAULT_EDGE_LIMITS), path).toBeNull();
    expect(edgeRouteFor("/uk/checkout/secure")).toEqual({ body: "form", pageAction: true });
    expect(edgeRouteFor("/uk/bag/update")).toEqual({ body: "form", pageAction: true });
  });

  it("rate-limits state-changing posts only", () => {
    expect(formRateLimitRule("GET", "/uk/join-request", DEFAULT_EDGE_LIMITS)).toBeNull();
    expect(formRateLimitRule("POST", "/uk/cart/entries", DEFAULT_EDGE_LIMITS)).toBeNull();
    expect(formRateLimitRule("POST", "/uk/join-request", DEFAULT_EDGE_LIMITS)).toEqual({
      bucket: "newsletter",
      limit: 20,
      windowSeconds: 600,
    });
  });
});

describe("isApiPath", () => {
  it("leaves the bag page's address without a version to the pages, and keeps the bag's calls", () => {
    expect(isApiPath("/bag")).toBe(false);
    expect(isApiPath("/bag/")).toBe(false);
    expect(isApiPath("/bag/cart.json")).toBe(true);
    expect(isApiPath("/header/countryCurrency/")).toBe(true);
    expect(isApiPath("/foo")).toBe(false);
  });
});

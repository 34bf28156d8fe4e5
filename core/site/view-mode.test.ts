import { describe, expect, it } from "vitest";
import { decideAppRequest } from "./app-request.ts";
import { nextPromoIndex, promoIntervalMs, promoIsPaused } from "./promo-rotation.ts";
import { snackbarAutoCloses } from "./snackbar-rules.ts";
import { shellViewForPath, shellViewMode } from "./view-mode.ts";

describe("shell view mode (spec 000 §2, 001 §2)", () => {
  it("uses the simplified header without navigation on bag, checkout and checkout sign-in", () => {
    for (const path of ["bag", "/bag/", "checkout/secure", "login/checkout", "/login/checkout?step=1"]) {
      const mode = shellViewMode(path);
      expect(mode.simplifiedHeader, path).toBe(true);
      expect(mode.hideNavigation, path).toBe(true);
    }
  });

  it("keeps the full header on order confirmation", () => {
    const mode = shellViewMode("checkout/orderConfirmation/0001234");
    expect(mode.view).toBe("order-confirmation");
    expect(mode.simplifiedHeader).toBe(false);
    expect(mode.hideNavigation).toBe(false);
    expect(mode.reducedFooter).toBe(false);
  });

  it("reduces the footer on checkout and checkout sign-in only", () => {
    expect(shellViewMode("checkout/secure").reducedFooter).toBe(true);
    expect(shellViewMode("login/checkout").reducedFooter).toBe(true);
    expect(shellViewMode("bag").reducedFooter).toBe(false);
  });

  it("offers back to bag only after leaving the bag", () => {
    expect(shellViewMode("bag").backToBag).toBe(false);
    expect(shellViewMode("checkout/secure").backToBag).toBe(true);
  });

  it("treats every other path as the default view", () => {
    expect(shellViewForPath("")).toBe("default");
    expect(shellViewForPath("login")).toBe("default");
    expect(shellViewForPath("bags/c/totes")).toBe("default");
    expect(shellViewMode("home/p/123").simplifiedHeader).toBe(false);
  });
});

describe("app-request mode", () => {
  it("starts with the query parameter and remembers it", () => {
    expect(decideAppRequest({ param: "true", header: null, cookie: null })).toEqual({
      isAppRequest: true,
      cookie: "set",
    });
  });

  it("stays on through the cookie and ends with isAppRequest=false", () => {
    expect(decideAppRequest({ param: null, header: null, cookie: "true" }).isAppRequest).toBe(true);
    expect(decideAppRequest({ param: "false", header: null, cookie: "true" })).toEqual({
      isAppRequest: false,
      cookie: "clear",
    });
  });

  it("honours the app's request header without a cookie", () => {
    expect(decideAppRequest({ param: null, header: "true", cookie: null })).toEqual({
      isAppRequest: true,
      cookie: "keep",
    });
    expect(decideAppRequest({ param: null, header: null, cookie: null }).isAppRequest).toBe(false);
  });
});

describe("promo rotation (spec 000 §4)", () => {
  it("moves on by one and wraps around", () => {
    expect(nextPromoIndex(0, 3)).toBe(1);
    expect(nextPromoIndex(2, 3)).toBe(0);
    expect(nextPromoIndex(0, 0)).toBe(0);
  });

  it("pauses on hover, focus or a hidden tab", () => {
    expect(promoIsPaused({ hovered: false, focused: false, tabHidden: false })).toBe(false);
    expect(promoIsPaused({ hovered: true, focused: false, tabHidden: false })).toBe(true);
    expect(promoIsPaused({ hovered: false, focused: true, tabHidden: false })).toBe(true);
    expect(promoIsPaused({ hovered: false, focused: false, tabHidden: true })).toBe(true);
  });

  it("lets a page setting override the configured interval", () => {
    expect(promoIntervalMs(5000)).toBe(5000);
    expect(promoIntervalMs(5000, 8000)).toBe(8000);
    expect(promoIntervalMs(5000, 0)).toBe(5000);
    expect(promoIntervalMs(5000, null)).toBe(5000);
  });
});

describe("snackbar (spec 000 §4)", () => {
  it("auto-closes only when the toggle and the close control are both enabled", () => {
    expect(snackbarAutoCloses(true, true)).toBe(true);
    expect(snackbarAutoCloses(false, true)).toBe(false);
    expect(snackbarAutoCloses(true, false)).toBe(false);
  });
});

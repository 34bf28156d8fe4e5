import { describe, expect, it } from "vitest";
import { ANCHOR_SCROLL_STEP_MS, easeInOut, sameRouteAnchorId, scrollPositionAt } from "./anchor-scroll.ts";
import { linkClickOn as clickOn } from "./link-click-fake.ts";

const here = new URL("http://shop.test/uk/Towels/p/P1?swatch=white");

describe("same-route anchor links (spec 000 §2)", () => {
  it("take a bare hash and this page's own address with a hash", () => {
    expect(sameRouteAnchorId(clickOn({ href: "#reviews" }), here)).toBe("reviews");
    expect(sameRouteAnchorId(clickOn({ href: "?swatch=white#reviews" }), here)).toBe("reviews");
    expect(sameRouteAnchorId(clickOn({ href: "/uk/Towels/p/P1?swatch=white#care%20guide" }), here)).toBe(
      "care guide",
    );
  });

  it("leave other pages, other queries, empty hashes and clicks that are not plain", () => {
    expect(sameRouteAnchorId(clickOn({ href: "/uk/Towels/p/P2#reviews" }), here)).toBeNull();
    expect(sameRouteAnchorId(clickOn({ href: "?swatch=grey#reviews" }), here)).toBeNull();
    expect(
      sameRouteAnchorId(clickOn({ href: "https://elsewhere.test/uk/Towels/p/P1?swatch=white#a" }), here),
    ).toBeNull();
    expect(sameRouteAnchorId(clickOn({ href: "?swatch=white#" }), here)).toBeNull();
    expect(sameRouteAnchorId(clickOn({ href: "?swatch=white#a", target: "_blank" }), here)).toBeNull();
    expect(sameRouteAnchorId(clickOn({ href: "?swatch=white#a" }, { ctrlKey: true }), here)).toBeNull();
    expect(
      sameRouteAnchorId(clickOn({ href: "?swatch=white#a" }, { defaultPrevented: true }), here),
    ).toBeNull();
    expect(sameRouteAnchorId(clickOn({ href: "?swatch=white#a" }, { button: 1 }), here)).toBeNull();
  });
});

describe("the scroll step (spec 000 §9: 750 ms per step)", () => {
  it("lasts 750 ms", () => {
    expect(ANCHOR_SCROLL_STEP_MS).toBe(750);
  });

  it("starts where the page is, ends on the anchor, and passes the middle halfway", () => {
    expect(scrollPositionAt(100, 1100, 0)).toBe(100);
    expect(scrollPositionAt(100, 1100, 375)).toBe(600);
    expect(scrollPositionAt(100, 1100, 750)).toBe(1100);
    expect(scrollPositionAt(100, 1100, 2000)).toBe(1100);
    expect(scrollPositionAt(1100, 100, 750)).toBe(100);
  });

  it("eases in and out, never going backwards", () => {
    let last = 0;
    for (let i = 0; i <= 100; i++) {
      const value = easeInOut(i / 100);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
  });
});

import { describe, expect, it } from "vitest";
import { RECENTLY_VIEWED_KEPT } from "../../../core/recommendations/recommendation-rules.ts";
import { parseRecentlyViewed, recentlyViewedFrom, withViewed } from "./recently-viewed.ts";

describe("the recently viewed cookie", () => {
  it("puts the product just viewed first, once", () => {
    expect(withViewed(["A", "B", "C"], "B")).toBe("B.A.C");
  });

  it("keeps only the newest views", () => {
    const many = Array.from({ length: RECENTLY_VIEWED_KEPT }, (_, i) => `P${i}`);
    expect(withViewed(many, "NEW").split(".")).toHaveLength(RECENTLY_VIEWED_KEPT);
    expect(withViewed(many, "NEW").startsWith("NEW.P0.")).toBe(true);
  });

  it("reads only product codes from a request's cookies, each once", () => {
    expect(recentlyViewedFrom("a=1; recentlyViewed=A.B.<script>.A; b=2")).toEqual(["A", "B"]);
    expect(recentlyViewedFrom(null)).toEqual([]);
    expect(parseRecentlyViewed("")).toEqual([]);
  });
});

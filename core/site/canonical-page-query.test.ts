import { describe, expect, it } from "vitest";
import { canonicalPageQuery } from "./canonical-page-query.ts";

const canonical = (query: string) => canonicalPageQuery(new URLSearchParams(query)).toString();

describe("canonicalPageQuery", () => {
  it("keeps a page number past the first, and nothing else", () => {
    expect(canonical("page=2")).toBe("page=2");
    expect(canonical("sort=price-asc&colour=Sage&page=3&layout=single")).toBe("page=3");
    expect(canonical("page=007")).toBe("page=7");
  });

  it("leaves page 1, a missing page and a page that is no number out", () => {
    for (const query of [
      "page=1",
      "",
      "sort=newest",
      "page=0",
      "page=two",
      "page=-2",
      "page=2.5",
      "page=99999999",
    ])
      expect(canonical(query)).toBe("");
  });
});

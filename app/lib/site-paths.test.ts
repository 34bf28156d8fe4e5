import { describe, expect, it } from "vitest";
import { alternateLinks, pageAddress, safeReturnPath, splitVersionPath } from "./site-paths.ts";

describe("splitVersionPath", () => {
  it("reads the version and the rest of the path", () => {
    expect(splitVersionPath("/us/help/delivery")).toEqual({ version: "us", path: "help/delivery" });
    expect(splitVersionPath("/elsewhere/x")).toEqual({ version: "uk", path: "x" });
  });

  it("sees through the loader-data addresses of client navigations", () => {
    expect(splitVersionPath("/row/our-world.data")).toEqual({ version: "row", path: "our-world" });
    expect(splitVersionPath("/uk.data")).toEqual({ version: "uk", path: "" });
    expect(pageAddress("/_root.data")).toBe("");
    expect(pageAddress("/uk/help/data")).toBe("/uk/help/data");
  });
});

describe("safeReturnPath", () => {
  it("keeps a path of the same version, with its query", () => {
    expect(safeReturnPath("/uk/Towels/p/P10000001?swatch=white", "uk")).toBe(
      "/uk/Towels/p/P10000001?swatch=white",
    );
    expect(safeReturnPath("/us", "us")).toBe("/us");
  });

  it("sends anything else to the version's home: other sites, other versions, odd paths", () => {
    for (const value of [
      "//evil.example/uk/",
      "/\\evil.example",
      "https://evil.example/uk/",
      "/ukevil/x",
      "/us/bag",
      "/uk/../us/bag",
      "/uk/ x",
      "",
      null,
    ])
      expect(safeReturnPath(value, "uk")).toBe("/uk/");
  });
});

describe("alternateLinks", () => {
  it("sends searchers whose language and region no version matches to the rest-of-world site", () => {
    const { canonical, alternates } = alternateLinks("https://shop.example", "/uk/help/delivery");
    expect(canonical).toBe("https://shop.example/uk/help/delivery");
    expect(alternates).toEqual([
      { hrefLang: "en-GB", href: "https://shop.example/uk/help/delivery" },
      { hrefLang: "en-US", href: "https://shop.example/us/help/delivery" },
      { hrefLang: "en", href: "https://shop.example/row/help/delivery" },
      { hrefLang: "x-default", href: "https://shop.example/row/help/delivery" },
    ]);
  });

  it("keeps the canonical query it is given on the page and every alternate", () => {
    const links = alternateLinks(
      "https://shop.example",
      "/us/Bedroom/c/Bed-Linen",
      new URLSearchParams("page=3"),
    );
    expect(links.canonical).toBe("https://shop.example/us/Bedroom/c/Bed-Linen?page=3");
    expect(links.alternates.map((a) => a.href)).toEqual([
      "https://shop.example/uk/Bedroom/c/Bed-Linen?page=3",
      "https://shop.example/us/Bedroom/c/Bed-Linen?page=3",
      "https://shop.example/row/Bedroom/c/Bed-Linen?page=3",
      "https://shop.example/row/Bedroom/c/Bed-Linen?page=3",
    ]);
  });
});

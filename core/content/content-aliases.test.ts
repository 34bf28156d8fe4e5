import { describe, expect, it } from "vitest";
import { contentPathCandidates, topLevelHelpAlias } from "./content-aliases.ts";

describe("content path candidates (spec 000 §2 help aliases, our-world children)", () => {
  it("tries the exact path first", () => {
    expect(contentPathCandidates("/help/delivery/")).toEqual(["help/delivery"]);
  });

  it("sends starred aliases' longer names to the alias page", () => {
    expect(contentPathCandidates("help/black-friday-2026")).toEqual([
      "help/black-friday-2026",
      "help/black-friday",
    ]);
    expect(contentPathCandidates("help/business-to-business-gifts")).toContain("help/business-to-business");
    expect(contentPathCandidates("help/gift-cards-extra")).toEqual(["help/gift-cards-extra"]);
  });

  it("falls back from a help sub-category to its category", () => {
    expect(contentPathCandidates("help/returns/faulty")).toEqual(["help/returns/faulty", "help/returns"]);
  });

  it("maps our-world features to their article", () => {
    expect(contentPathCandidates("our-world/design/ft/the-art-of-white/abc123")).toEqual([
      "our-world/design/ft/the-art-of-white/abc123",
      "our-world/design/the-art-of-white",
    ]);
    expect(contentPathCandidates("our-world/ft/careers")).toEqual([
      "our-world/ft/careers",
      "our-world/careers",
    ]);
  });
});

describe("top-level help aliases (spec 000 §2)", () => {
  it("sends each alias at the top of a version to its help page, with a sub-category", () => {
    expect(topLevelHelpAlias("wedding-list")).toBe("help/wedding-list");
    expect(topLevelHelpAlias("gift-cards")).toBe("help/gift-cards");
    expect(topLevelHelpAlias("brilliant-breakfast/")).toBe("help/brilliant-breakfast");
    expect(topLevelHelpAlias("giving-tuesday")).toBe("help/giving-tuesday");
    expect(topLevelHelpAlias("international-womens-day")).toBe("help/international-womens-day");
    expect(topLevelHelpAlias("wedding-list/faq")).toBe("help/wedding-list/faq");
  });

  it("takes every name a starred alias begins", () => {
    expect(topLevelHelpAlias("black-friday")).toBe("help/black-friday");
    expect(topLevelHelpAlias("black-friday-2026")).toBe("help/black-friday-2026");
    expect(topLevelHelpAlias("business-to-business-gifts")).toBe("help/business-to-business-gifts");
  });

  it("leaves the pages that own an address under an alias, and everything else", () => {
    expect(topLevelHelpAlias("gift-cards/balance")).toBeNull();
    expect(topLevelHelpAlias("subscription")).toBeNull();
    expect(topLevelHelpAlias("gift-cards-extra")).toBeNull();
    expect(topLevelHelpAlias("help/wedding-list")).toBeNull();
    expect(topLevelHelpAlias("wedding-list/a/b")).toBeNull();
    expect(topLevelHelpAlias("")).toBeNull();
    expect(topLevelHelpAlias("bag")).toBeNull();
  });
});

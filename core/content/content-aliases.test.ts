import { describe, expect, it } from "vitest";
import { contentPathCandidates } from "./content-aliases.ts";

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

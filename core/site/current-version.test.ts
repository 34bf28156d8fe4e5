import { describe, expect, it } from "vitest";
import { currentVersionFor, versionedAddress } from "./current-version.ts";

describe("the current version (spec 000 §2: a route without a version goes to it)", () => {
  it("is the version of the page the shopper came from", () => {
    expect(currentVersionFor({ fromPath: "/us/bag?x=1", chosenCountry: "GB" })).toBe("us");
    expect(currentVersionFor({ fromPath: "/row" })).toBe("row");
  });

  it("is the chosen country's version when the page came from is none of ours or carries no version", () => {
    expect(currentVersionFor({ fromPath: "/foo", chosenCountry: "US" })).toBe("us");
    expect(currentVersionFor({ chosenCountry: "fr" })).toBe("row");
    expect(currentVersionFor({ chosenCountry: "GB" })).toBe("uk");
  });

  it("is uk with no clue, or only clues that are not countries", () => {
    expect(currentVersionFor({})).toBe("uk");
    expect(currentVersionFor({ chosenCountry: "United States" })).toBe("uk");
    expect(currentVersionFor({ fromPath: "/usa/" })).toBe("uk");
  });
});

describe("versionedAddress", () => {
  it("puts the version in front of the path and keeps the query", () => {
    expect(versionedAddress("us", "/foo", "?colour=sage")).toBe("/us/foo?colour=sage");
    expect(versionedAddress("row", "/", "")).toBe("/row/");
    expect(versionedAddress("uk", "/xx/whatever", "")).toBe("/uk/xx/whatever");
  });
});

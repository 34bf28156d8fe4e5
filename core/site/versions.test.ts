import { describe, expect, it } from "vitest";
import { versionForCountry, versionFromSegment, withVersion } from "./versions.ts";

describe("versions", () => {
  it.each([
    ["uk", "uk"],
    ["us", "us"],
    ["row", "row"],
    ["xx", "uk"],
    ["", "uk"],
    [undefined, "uk"],
    ["UK", "uk"],
  ])("the first segment %s selects %s", (segment, version) => {
    expect(versionFromSegment(segment)).toBe(version);
  });

  it.each([
    ["GB", "uk"],
    ["us", "us"],
    ["FR", "row"],
    ["NL", "row"],
    ["JP", "row"],
  ])("country %s gives version %s", (country, version) => {
    expect(versionForCountry(country)).toBe(version);
  });

  it("prefixes site links with the version unless they carry one", () => {
    expect(withVersion("us", "/help")).toBe("/us/help");
    expect(withVersion("us", "help/returns")).toBe("/us/help/returns");
    expect(withVersion("us", "/")).toBe("/us/");
    expect(withVersion("us", "/row/help")).toBe("/row/help");
    expect(withVersion("uk", "https://example.com/x")).toBe("https://example.com/x");
    expect(withVersion("uk", "//cdn.example.com/x")).toBe("//cdn.example.com/x");
  });
});

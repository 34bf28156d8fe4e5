import { describe, expect, it } from "vitest";
import { isRestrictedPostcode, normalisePostcode } from "./restricted-postcodes.ts";

describe("isRestrictedPostcode", () => {
  it.each([
    "HS1 2AB",
    "ZE1 0AA",
    "KW15 1AA",
    "IV2 3BB",
    "PA20 0AA",
    "PA49 1AA",
    "PA60 1AA",
    "PA78 6TB",
    "PH17 2AA",
    "PH26 3AA",
    "PH30 4AA",
    "PH44 1AA",
    "PH49 4AA",
    "PH50 4AA",
    "KA27 8AA",
    "KA28 0AA",
    "TR21 0AA",
    "TR25 0AA",
    "IM1 1AA",
    "GY1 1AA",
    "JE2 3AB",
    "BT1 1AA",
    "BFPO 123",
  ])("restricts %s", (postcode) => {
    expect(isRestrictedPostcode(postcode)).toBe(true);
  });

  it.each([
    "SW1A 1AA",
    "EC1A 1BB",
    "PA2 1AB",
    "PA19 1AA",
    "PA50 1AA",
    "PA80 1AA",
    "PH1 1AA",
    "PH16 5AA",
    "PH27 1AA",
    "PH51 1AA",
    "KA26 9AA",
    "TR1 1AA",
    "TR20 8AA",
    "",
  ])("does not restrict %s", (postcode) => {
    expect(isRestrictedPostcode(postcode)).toBe(false);
  });

  it("ignores case and spaces, and reads a postcode written without its space or as an outward code", () => {
    expect(isRestrictedPostcode("  kw1  4yt ")).toBe(true);
    expect(isRestrictedPostcode("pa201ab")).toBe(true);
    expect(isRestrictedPostcode("PA20")).toBe(true);
    expect(isRestrictedPostcode("bfpo123")).toBe(true);
    expect(isRestrictedPostcode("sw1a1aa")).toBe(false);
  });

  it("normalises to upper case with single spaces", () => {
    expect(normalisePostcode("  pa20   1ab ")).toBe("PA20 1AB");
  });
});

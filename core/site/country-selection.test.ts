import { describe, expect, it } from "vitest";
import { addressAfterCountryChange, selectedCountryFor } from "./country-selection.ts";

describe("addressAfterCountryChange", () => {
  it("keeps the page and moves it to the country's version", () => {
    expect(addressAfterCountryChange("US", "/uk/help/delivery")).toBe("/us/help/delivery");
    expect(addressAfterCountryChange("FR", "/uk/help/delivery?tab=2")).toBe("/row/help/delivery?tab=2");
    expect(addressAfterCountryChange("GB", "/row/Bedroom/c/Bed-Linen")).toBe("/uk/Bedroom/c/Bed-Linen");
  });

  it("answers the same page when the version does not change", () => {
    expect(addressAfterCountryChange("DE", "/row/our-world")).toBe("/row/our-world");
    expect(addressAfterCountryChange("gb", "/uk/")).toBe("/uk/");
  });

  it("goes to the new version's home page from the order confirmation page", () => {
    expect(addressAfterCountryChange("US", "/uk/checkout/orderConfirmation/000123")).toBe("/us/");
  });

  it("treats a path without a version as a page of the site and drops the fragment", () => {
    expect(addressAfterCountryChange("US", "/help#top")).toBe("/us/help");
  });

  it.each([undefined, "", "//evil.example/x", "/\\evil.example", "https://evil.example/", "help"])(
    "never sends the shopper off the site (%s gives the home page)",
    (path) => {
      expect(addressAfterCountryChange("US", path)).toBe("/us/");
    },
  );
});

describe("selectedCountryFor", () => {
  it("is the shopper's choice when the version serves that country", () => {
    expect(selectedCountryFor("row", "NL")).toBe("NL");
    expect(selectedCountryFor("us", "us")).toBe("US");
  });

  it("is the version's default without a choice or when the choice belongs to another version", () => {
    expect(selectedCountryFor("uk", undefined)).toBe("GB");
    expect(selectedCountryFor("uk", "FR")).toBe("GB");
    expect(selectedCountryFor("row", "US")).toBe("FR");
  });
});

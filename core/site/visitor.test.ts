import { describe, expect, it } from "vitest";
import { visitorCountry, visitorCurrency } from "./visitor.ts";

describe("visitor country and currency", () => {
  it("uses the version's defaults for a visitor who has not chosen", () => {
    expect(visitorCountry("us", {})).toBe("US");
    expect(visitorCurrency("row", {})).toBe("EUR");
  });

  it("keeps a choice on the version that serves it", () => {
    expect(visitorCountry("row", { country: "FR", currency: "EUR" })).toBe("FR");
    expect(visitorCurrency("row", { country: "FR", currency: "EUR" })).toBe("EUR");
  });

  it("ignores a choice on a version that cannot serve it", () => {
    expect(visitorCountry("uk", { country: "FR", currency: "EUR" })).toBe("GB");
    expect(visitorCurrency("uk", { country: "FR", currency: "EUR" })).toBe("GBP");
  });
});

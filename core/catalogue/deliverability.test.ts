import { describe, expect, it } from "vitest";
import { isDeliverableTo } from "./deliverability.ts";

const rules = {
  internationalDeliveryAvailable: false,
  restrictedCountryCodes: ["AU"],
  unrestrictedCountryCodes: ["IE"],
  homeCountry: "GB",
};

describe("international delivery (spec 002 §5)", () => {
  it("delivers to a country on the unrestricted list even without international delivery", () => {
    expect(isDeliverableTo("IE", rules)).toBe(true);
  });

  it("never delivers to a restricted country", () => {
    expect(isDeliverableTo("AU", { ...rules, internationalDeliveryAvailable: true })).toBe(false);
  });

  it("delivers to the home country without international delivery", () => {
    expect(isDeliverableTo("gb", rules)).toBe(true);
    expect(isDeliverableTo("FR", rules)).toBe(false);
  });

  it("delivers anywhere unrestricted when international delivery is available", () => {
    expect(isDeliverableTo("FR", { ...rules, internationalDeliveryAvailable: true })).toBe(true);
  });

  it("lets the unrestricted list win over the restricted one", () => {
    expect(isDeliverableTo("IE", { ...rules, restrictedCountryCodes: ["IE"] })).toBe(true);
  });
});

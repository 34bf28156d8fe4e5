import { describe, expect, it } from "vitest";
import { deliveryPricingFor } from "./delivery-pricing.ts";

const config = { freeDeliveryThreshold: 15_000, standardDeliveryCharge: { GBP: 895, USD: 1200, EUR: 995 } };

describe("deliveryPricingFor", () => {
  it("has the standard charge and the free threshold in the version's own currency", () => {
    expect(deliveryPricingFor(config, "row", "EUR")).toEqual({ standardCharge: 995, freeThreshold: 15_000 });
  });

  it("has no free threshold in another currency, since amounts are never converted", () => {
    expect(deliveryPricingFor(config, "row", "GBP")).toEqual({ standardCharge: 895, freeThreshold: null });
    expect(deliveryPricingFor(config, "uk", "USD")).toEqual({ standardCharge: 1200, freeThreshold: null });
  });

  it("stops on a currency without a configured charge rather than delivering for free", () => {
    expect(() => deliveryPricingFor(config, "uk", "JPY")).toThrow(/no JPY charge for the uk version/);
  });
});

import { describe, expect, it } from "vitest";
import {
  furnitureDeliveryCharge,
  modeCharge,
  storeDeliveryCharge,
  type TariffFacts,
} from "./delivery-tariffs.ts";

function facts(overrides: Partial<TariffFacts> = {}): TariffFacts {
  return {
    version: "uk",
    currency: "GBP",
    zone: null,
    linesSubtotal: 3000,
    standardCharge: 495,
    freeThreshold: 5000,
    freeStandardDelivery: false,
    ...overrides,
  };
}

describe("modeCharge", () => {
  it("charges the uk modes in pounds", () => {
    expect(modeCharge("STD", facts())).toBe(495);
    expect(modeCharge("NEXTDAY", facts())).toBe(695);
    expect(modeCharge("NOMINATE", facts())).toBe(695);
    expect(modeCharge("SAT", facts())).toBe(895);
    expect(modeCharge("SUN", facts())).toBe(995);
    expect(modeCharge("COLLECT+", facts())).toBe(395);
  });

  it("makes standard and Collect+ free from the free threshold, the faster modes never", () => {
    const over = facts({ linesSubtotal: 5000 });
    expect(modeCharge("STD", over)).toBe(0);
    expect(modeCharge("COLLECT+", over)).toBe(0);
    expect(modeCharge("NEXTDAY", over)).toBe(695);
  });

  it("makes standard free with a free-delivery promotion, and only standard", () => {
    const promoted = facts({ freeStandardDelivery: true });
    expect(modeCharge("STD", promoted)).toBe(0);
    expect(modeCharge("COLLECT+", promoted)).toBe(395);
  });

  it("sells express shipping at $25 on the us site and nothing at the weekend", () => {
    const us = facts({ version: "us", currency: "USD", standardCharge: 800, freeThreshold: 7500 });
    expect(modeCharge("STD", us)).toBe(800);
    expect(modeCharge("NEXTDAY", us)).toBe(2500);
    expect(modeCharge("SAT", us)).toBeNull();
    expect(modeCharge("COLLECT+", us)).toBeNull();
  });

  it("charges standard abroad at the zone's rate in the cart's currency", () => {
    const row = facts({ version: "row", currency: "EUR", standardCharge: 995, freeThreshold: 15_000 });
    expect(modeCharge("STD", { ...row, zone: "Europe" })).toBe(1295);
    expect(modeCharge("STD", { ...row, zone: "RestOfWorld" })).toBe(2495);
    expect(modeCharge("STD", { ...row, zone: "Europe", currency: "GBP" })).toBe(1095);
    expect(modeCharge("STD", { ...row, zone: "RestOfWorld", currency: "USD" })).toBe(2795);
    expect(modeCharge("STD", { ...row, zone: "Europe", currency: "JPY" })).toBeNull();
    expect(modeCharge("NEXTDAY", { ...row, zone: "Europe" })).toBeNull();
  });
});

describe("furniture and store delivery", () => {
  it("charges the two-person furniture team per currency", () => {
    expect(furnitureDeliveryCharge("GBP")).toBe(4900);
    expect(furnitureDeliveryCharge("USD")).toBe(6900);
    expect(furnitureDeliveryCharge("EUR")).toBe(5900);
    expect(furnitureDeliveryCharge("JPY")).toBeNull();
  });

  it("charges £7.95 to send a line from a store to the cardholder, in pounds only", () => {
    expect(storeDeliveryCharge("GBP")).toBe(795);
    expect(storeDeliveryCharge("EUR")).toBeNull();
  });
});

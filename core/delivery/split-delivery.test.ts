import { describe, expect, it } from "vitest";
import type { DeliveryGroup, DeliveryLine } from "./delivery-types.ts";
import { isSplitDeliveryLine, planDeliveries } from "./split-delivery.ts";

function line(entryNumber: number, deliveryGroup: DeliveryGroup): DeliveryLine {
  return {
    entryNumber,
    productCode: `P${entryNumber}`,
    name: "Oak bed",
    quantity: 1,
    deliveryGroup,
    internationalDelivery: false,
    restrictedCountries: [],
  };
}

describe("planDeliveries", () => {
  it("sends the parcel on the mode's date and each other group on its own date", () => {
    const lines = [
      line(0, "standard"),
      line(1, "madeToOrder11"),
      line(2, "furniture"),
      line(3, "standard"),
      line(4, "madeToOrder6"),
      line(5, "madeToOrder9"),
      line(6, "furnitureBackOrder"),
    ];
    expect(planDeliveries(lines, "2026-12-01", "2026-11-26", "GBP")).toEqual([
      { group: "standard", entryNumbers: [0, 3], deliveryDate: "2026-12-01", charge: 0 },
      { group: "furniture", entryNumbers: [2], deliveryDate: "2026-12-10", charge: 4900 },
      { group: "furnitureBackOrder", entryNumbers: [6], deliveryDate: "2027-01-12", charge: 0 },
      { group: "madeToOrder6", entryNumbers: [4], deliveryDate: "2027-01-07", charge: 0 },
      { group: "madeToOrder9", entryNumbers: [5], deliveryDate: "2027-01-28", charge: 0 },
      { group: "madeToOrder11", entryNumbers: [1], deliveryDate: "2027-02-11", charge: 0 },
    ]);
  });

  it("charges furniture once, on a back order when that is the only furniture", () => {
    const plans = planDeliveries([line(0, "furnitureBackOrder")], "2026-12-01", "2026-11-26", "USD");
    expect(plans).toEqual([expect.objectContaining({ group: "furnitureBackOrder", charge: 6900 })]);
  });

  it("moves a made-to-order date falling on a bank holiday to the next working day", () => {
    const [plan] = planDeliveries([line(0, "madeToOrder6")], "2026-11-18", "2026-11-13", "EUR");
    expect(plan?.deliveryDate).toBe("2026-12-29");
  });

  it("plans nothing for an empty bag", () => {
    expect(planDeliveries([], "2026-12-01", "2026-11-26", "GBP")).toEqual([]);
  });

  it("stops on a currency furniture is not sold in rather than delivering it for free", () => {
    expect(() => planDeliveries([line(0, "furniture")], "2026-12-01", "2026-11-26", "JPY")).toThrow(
      RangeError,
    );
  });
});

describe("isSplitDeliveryLine", () => {
  it("is every group but standard", () => {
    expect(isSplitDeliveryLine({ deliveryGroup: "standard" })).toBe(false);
    expect(isSplitDeliveryLine({ deliveryGroup: "madeToOrder6" })).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { RETURN_WINDOW_DAYS, returnPolicyFor } from "./return-policy.ts";

const towel = { categoryCodes: ["Bathroom", "Towels"], deliveryGroup: "standard" } as const;

describe("returnPolicyFor", () => {
  it("takes most things back within the window: free in the UK, for a label charge in the US, at the shopper's cost elsewhere", () => {
    expect(returnPolicyFor("uk", towel)).toEqual({
      returnable: true,
      windowDays: RETURN_WINDOW_DAYS,
      inStore: true,
      postage: { kind: "free" },
      returnTo: "GB",
    });
    expect(returnPolicyFor("us", towel)).toMatchObject({
      returnable: true,
      inStore: true,
      postage: { kind: "label", charges: { USD: 895 } },
      returnTo: "US",
    });
    expect(returnPolicyFor("row", towel)).toMatchObject({ inStore: false, postage: { kind: "shopper" } });
  });

  it("takes duvets, pillows and mattress toppers back only when faulty, for hygiene", () => {
    for (const code of ["Duvets", "Pillows", "Mattress-Toppers"])
      expect(returnPolicyFor("uk", { ...towel, categoryCodes: ["Bedroom", "Duvets-Pillows", code] })).toEqual(
        {
          returnable: false,
          reason: "hygiene",
        },
      );
  });

  it("takes made-to-order pieces back only when faulty", () => {
    expect(returnPolicyFor("uk", { ...towel, deliveryGroup: "madeToOrder6" })).toEqual({
      returnable: false,
      reason: "madeToOrder",
    });
    expect(returnPolicyFor("uk", { ...towel, deliveryGroup: "furniture" }).returnable).toBe(true);
  });
});

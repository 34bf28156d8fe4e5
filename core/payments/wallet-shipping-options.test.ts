import { describe, expect, it } from "vitest";
import type { DeliveryModeOption } from "../delivery/delivery-types.ts";
import { describeWalletMode } from "./wallet-mode-description.ts";
import {
  limitDescription,
  SHIPPING_OPTION_DESCRIPTION_LIMIT,
  walletShippingOptions,
} from "./wallet-shipping-options.ts";

// spec 001 §9: a Google Pay shipping option's description is at most 200 characters.

const mode = (
  code: DeliveryModeOption["code"],
  charge: number,
  refusal: DeliveryModeOption["refusal"] = null,
) =>
  ({
    code,
    groupCode: null,
    name: `${code} delivery`,
    charge,
    refusal,
    deliveryDate: "2026-12-01",
    cutOff: null,
    nominatedDates: [],
  }) satisfies DeliveryModeOption;

describe("limitDescription", () => {
  it("keeps a short description as it is", () => {
    expect(limitDescription("Arrives Tuesday 1 December")).toBe("Arrives Tuesday 1 December");
  });

  it("cuts a long one at a word to at most 200 characters with an ellipsis", () => {
    const long = "Delivered by our courier in a two-hour slot ".repeat(10);
    const cut = limitDescription(long);
    expect(cut.length).toBeLessThanOrEqual(SHIPPING_OPTION_DESCRIPTION_LIMIT);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.at(-2)).not.toBe(" ");
  });

  it("cuts a description without spaces too", () => {
    expect(limitDescription("x".repeat(500))).toHaveLength(200);
  });
});

describe("walletShippingOptions", () => {
  it("lists the modes that can be picked, priced, with descriptions within the limit", () => {
    const options = walletShippingOptions(
      [mode("STD", 495), mode("NEXTDAY", 995, "restrictedPostCode"), mode("SAT", 1500)],
      "GBP",
      "en-GB",
      (m) => `${describeWalletMode(m, "en-GB")} ${"and more ".repeat(40)}`,
    );
    expect(options.map((o) => o.id)).toEqual(["STD", "SAT"]);
    expect(options[0]).toMatchObject({ amount: 495, formattedAmount: "£4.95" });
    expect(options[0]?.description.startsWith("Arrives Tuesday 1 December")).toBe(true);
    for (const option of options) expect(option.description.length).toBeLessThanOrEqual(200);
  });
});

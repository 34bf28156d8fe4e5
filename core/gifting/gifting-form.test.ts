import { describe, expect, it } from "vitest";
import { giftingFormFields, giftingFormSchema } from "./gifting-form.ts";

const parse = (pairs: [string, string][]) => giftingFormSchema.safeParse(giftingFormFields(pairs));

describe("the gifting form (bag page intents)", () => {
  it("reads a gift box add with every ticked line", () => {
    const parsed = parse([
      ["intent", "gift-box-add"],
      ["CSRFToken", "t"],
      ["giftBoxType", "GIFTWRAP"],
      ["entryNumber", "0"],
      ["entryNumber", "3"],
      ["personalMessage", "Love, Tom"],
    ]);
    expect(parsed.success && parsed.data).toMatchObject({
      intent: "gift-box-add",
      giftBoxType: "GIFTWRAP",
      entryNumber: [0, 3],
      personalMessage: "Love, Tom",
    });
  });

  it("reads an add with no line ticked, for the service to refuse with its wording", () => {
    const parsed = parse([
      ["intent", "gift-box-add"],
      ["giftBoxType", "GIFTB"],
    ]);
    expect(parsed.success && parsed.data).toMatchObject({ entryNumber: [], personalMessage: "" });
  });

  it("refuses an unknown box type or intent", () => {
    expect(
      parse([
        ["intent", "gift-box-add"],
        ["giftBoxType", "BOX"],
      ]).success,
    ).toBe(false);
    expect(parse([["intent", "gift-box-steal"]]).success).toBe(false);
  });

  it("reads a removal by box number", () => {
    const parsed = parse([
      ["intent", "gift-box-remove"],
      ["giftBoxNo", "2"],
    ]);
    expect(parsed.success && parsed.data).toEqual({ intent: "gift-box-remove", giftBoxNo: 2 });
    expect(
      parse([
        ["intent", "gift-box-remove"],
        ["giftBoxNo", "0"],
      ]).success,
    ).toBe(false);
  });

  it("reads a box's message, and the order's when no box is named", () => {
    const box = parse([
      ["intent", "gift-message"],
      ["giftBoxNo", "1"],
      ["message", "Hi"],
    ]);
    expect(box.success && box.data).toEqual({ intent: "gift-message", giftBoxNo: 1, message: "Hi" });
    const order = parse([
      ["intent", "gift-message"],
      ["giftBoxNo", ""],
      ["message", "Hi"],
    ]);
    expect(order.success && order.data).toEqual({ intent: "gift-message", message: "Hi" });
  });
});

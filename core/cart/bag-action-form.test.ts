import { describe, expect, it } from "vitest";
import { giftingFormSchema } from "../gifting/gifting-form.ts";
import { bagActionFields, bagActionSchema, isAddIntent, isGiftingIntent } from "./bag-action-form.ts";

const read = (fields: [string, string][] | Record<string, string>) =>
  bagActionSchema.safeParse(bagActionFields(Array.isArray(fields) ? fields : Object.entries(fields)));

describe("the bag's one form", () => {
  it("reads the adding intents, bundle pieces gathered from their own fields", () => {
    expect(read({ intent: "add", productSku: "SKU-1" }).data).toEqual({
      intent: "add",
      productSku: "SKU-1",
      quantity: 1,
    });
    expect(read({ intent: "add", productSku: "" }).data).toEqual({ intent: "add", quantity: 1 });
    expect(
      read([
        ["intent", "add-bundle"],
        ["bundleCode", "BUNDLE-1"],
        ["piece-0", "SKU-A"],
        ["piece-2", "SKU-B"],
        ["giftBox", "on"],
      ]).data,
    ).toEqual({
      intent: "add-bundle",
      bundleCode: "BUNDLE-1",
      giftBox: "on",
      pieces: [
        [0, "SKU-A"],
        [2, "SKU-B"],
      ],
    });
  });

  it("reads the bag page's line and promotion intents", () => {
    expect(read({ intent: "update-quantity", entryNumber: "2", quantity: "3" }).data).toEqual({
      intent: "update-quantity",
      entryNumber: 2,
      quantity: 3,
    });
    expect(read({ intent: "remove", entryNumber: "0" }).data).toEqual({ intent: "remove", entryNumber: 0 });
    expect(read({ intent: "move-to-saved", entryNumber: "1" }).success).toBe(true);
    expect(read({ intent: "remove-promotion", code: "WELCOME10" }).success).toBe(true);
    // Codes are printed in capitals; a shopper may type them in any case and spacing.
    expect(read({ intent: "apply-promotion", code: "  welcome10 " }).data).toEqual({
      intent: "apply-promotion",
      code: "WELCOME10",
    });
  });

  it("reads the gifting intents as the gifting schema does, repeated lines and an empty message kept", () => {
    const giftBox: [string, string][] = [
      ["intent", "gift-box-add"],
      ["giftBoxType", "GIFTB"],
      ["entryNumber", "0"],
      ["entryNumber", "2"],
    ];
    expect(read(giftBox).data).toEqual({
      intent: "gift-box-add",
      giftBoxType: "GIFTB",
      entryNumber: [0, 2],
      personalMessage: "",
    });
    expect(read({ intent: "gift-message", giftBoxNo: "", message: "" }).data).toEqual({
      intent: "gift-message",
      message: "",
    });
    expect(read({ intent: "gift-box-remove", giftBoxNo: "1" }).data).toEqual({
      intent: "gift-box-remove",
      giftBoxNo: 1,
    });
  });

  it("is one union holding the gifting schema's own members", () => {
    for (const member of giftingFormSchema.options) expect(bagActionSchema.options).toContain(member);
    expect(isGiftingIntent("gift-box-add")).toBe(true);
    expect(isGiftingIntent("remove")).toBe(false);
    expect(isAddIntent("add-bundle")).toBe(true);
    expect(isAddIntent("remove")).toBe(false);
  });

  it("refuses an unknown intent, a quantity of none and codes that are not codes", () => {
    expect(read({ intent: "empty-bag" }).success).toBe(false);
    expect(read({ productSku: "SKU-1" }).success).toBe(false);
    expect(read({ intent: "add", productSku: "<b>" }).success).toBe(false);
    expect(read({ intent: "update-quantity", entryNumber: "1", quantity: "0" }).success).toBe(false);
    expect(read({ intent: "apply-promotion", code: "<script>" }).success).toBe(false);
    expect(read({ intent: "apply-promotion", code: "" }).success).toBe(false);
    expect(read({ intent: "gift-box-add", giftBoxType: "NOT_A_BOX" }).success).toBe(false);
  });

  it("reads a gift card's fields loosely, leaving the rules to the gift card schema", () => {
    expect(
      read({ intent: "add-gift-card", productCode: "GCARD", design: "CLASSIC", amount: "50", giftBox: "on" })
        .data,
    ).toEqual({
      intent: "add-gift-card",
      productCode: "GCARD",
      design: "CLASSIC",
      amount: "50",
      customAmount: "",
      recipientName: "",
      recipientEmail: "",
      senderName: "",
      personalMessage: "",
      sendDate: "",
      giftBox: "on",
    });
    expect(read({ intent: "add-gift-card", productCode: "SHIRT" }).success).toBe(false);
  });
});

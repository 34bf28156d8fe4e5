import { describe, expect, it } from "vitest";
import { bagPageFormFields, bagPageFormSchema, isGiftingIntent } from "./bag-page-form.ts";

const read = (fields: Record<string, string>) =>
  bagPageFormSchema.safeParse(bagPageFormFields(Object.entries(fields)));

describe("the bag page's form", () => {
  it("reads each intent of the closed set with its fields", () => {
    expect(read({ intent: "update-quantity", entryNumber: "2", quantity: "3" }).data).toEqual({
      intent: "update-quantity",
      entryNumber: 2,
      quantity: 3,
    });
    expect(read({ intent: "remove", entryNumber: "0" }).data).toEqual({ intent: "remove", entryNumber: 0 });
    expect(read({ intent: "move-to-saved", entryNumber: "1" }).success).toBe(true);
    expect(read({ intent: "remove-promotion", code: "WELCOME10" }).success).toBe(true);
  });

  it("takes a promo code in any case and spacing, as printed in capitals", () => {
    expect(read({ intent: "apply-promotion", code: "  welcome10 " }).data).toEqual({
      intent: "apply-promotion",
      code: "WELCOME10",
    });
  });

  it("refuses an unknown intent, a quantity of none and a code that is not one", () => {
    expect(read({ intent: "empty-bag" }).success).toBe(false);
    expect(read({ intent: "update-quantity", entryNumber: "1", quantity: "0" }).success).toBe(false);
    expect(read({ intent: "apply-promotion", code: "<script>" }).success).toBe(false);
    expect(read({ intent: "apply-promotion", code: "" }).success).toBe(false);
  });

  it("hands the gifting intents to their own schema", () => {
    expect(isGiftingIntent("gift-box-add")).toBe(true);
    expect(isGiftingIntent("gift-message")).toBe(true);
    expect(isGiftingIntent("remove")).toBe(false);
  });
});

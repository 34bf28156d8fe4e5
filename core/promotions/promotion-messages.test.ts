import { describe, expect, it } from "vitest";
import { PROMOTION_REFUSALS } from "../pricing/cart-pricing-types.ts";
import {
  promotionAppliedMessage,
  promotionRefusalMessage,
  promotionRemovedMessage,
} from "./promotion-messages.ts";

describe("promotion wording", () => {
  it("explains every refusal in a sentence", () => {
    for (const reason of PROMOTION_REFUSALS) {
      expect(promotionRefusalMessage(reason, { locale: "en-GB" }), reason).toMatch(/^[A-Z].+\.$/);
    }
  });

  it("says what an unknown or out-of-date code means for the shopper", () => {
    expect(promotionRefusalMessage("unknown", { locale: "en-GB" })).toBe(
      "Sorry, we don't recognise that code. Please check it and try again.",
    );
    expect(promotionRefusalMessage("expired", { locale: "en-GB" })).toBe("Sorry, this code has expired.");
    expect(promotionRefusalMessage("notYetValid", { locale: "en-GB" })).toBe(
      "Sorry, this code can't be used yet.",
    );
  });

  it("names the spend a threshold code needs in the version's locale", () => {
    expect(
      promotionRefusalMessage("belowThreshold", {
        locale: "en-GB",
        threshold: { amount: 7500, currency: "GBP" },
      }),
    ).toBe("Spend £75 or more to use this code.");
    expect(
      promotionRefusalMessage("belowThreshold", {
        locale: "en-US",
        threshold: { amount: 7550, currency: "USD" },
      }),
    ).toBe("Spend $75.50 or more to use this code.");
  });

  it("names the code a refused one cannot be combined with", () => {
    expect(promotionRefusalMessage("notCombinable", { locale: "en-GB", otherCode: "WELCOME10" })).toBe(
      "Sorry, this code can't be used with WELCOME10. Remove WELCOME10 to use it instead.",
    );
  });

  it("confirms a code applied or removed", () => {
    expect(promotionAppliedMessage("SAVE10")).toBe("Code SAVE10 applied");
    expect(promotionRemovedMessage("SAVE10")).toBe("Code SAVE10 removed");
  });
});

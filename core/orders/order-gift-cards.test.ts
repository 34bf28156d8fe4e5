import { describe, expect, it } from "vitest";
import { eGiftCardSendAt } from "./order-gift-cards.ts";

describe("an e-gift card's send time", () => {
  const now = new Date("2026-11-28T15:00:00.000Z");

  it("is now for today once eight o'clock has passed, and for no date", () => {
    expect(eGiftCardSendAt("2026-11-28", now)).toEqual(now);
    expect(eGiftCardSendAt(null, now)).toEqual(now);
  });

  it("is eight in the morning London time on a later day, in winter and in summer time", () => {
    expect(eGiftCardSendAt("2026-12-25", now).toISOString()).toBe("2026-12-25T08:00:00.000Z");
    expect(eGiftCardSendAt("2027-05-01", now).toISOString()).toBe("2027-05-01T07:00:00.000Z");
  });

  it("is eight today when bought earlier in the morning", () => {
    const early = new Date("2026-11-28T06:30:00.000Z");
    expect(eGiftCardSendAt("2026-11-28", early).toISOString()).toBe("2026-11-28T08:00:00.000Z");
  });
});

describe("an e-gift card's send time at the shop's own hour (E_GIFT_CARD_SEND_HOUR)", () => {
  it("is that hour London time on its day, and now for today once it has passed", () => {
    const early = new Date("2026-11-28T06:30:00.000Z");
    expect(eGiftCardSendAt("2026-12-25", early, 10).toISOString()).toBe("2026-12-25T10:00:00.000Z");
    expect(eGiftCardSendAt("2026-11-28", early, 0)).toEqual(early);
    expect(eGiftCardSendAt("2026-11-28", early, 7).toISOString()).toBe("2026-11-28T07:00:00.000Z");
  });
});

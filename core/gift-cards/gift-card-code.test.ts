import { describe, expect, it } from "vitest";
import { giftCardCodeHash, lastFourOf, normaliseGiftCardCode } from "./gift-card-code.ts";

describe("gift card codes", () => {
  it("reads a code typed in groups, in any case, as the one printed code", () => {
    expect(normaliseGiftCardCode("gc12 3456 7890 1234")).toBe("GC12345678901234");
    expect(normaliseGiftCardCode(" GC12-3456-7890-1234 ")).toBe("GC12345678901234");
  });

  it("refuses what can never be a card without looking it up", () => {
    for (const input of [
      "",
      "GC1234",
      "GC123456789012345",
      "XX12345678901234",
      "GC1234567890123A",
      "GC 1234 ' or 1=1",
    ])
      expect(normaliseGiftCardCode(input)).toBeNull();
    expect(normaliseGiftCardCode(`GC12345678901234${" ".repeat(100)}`)).toBeNull();
  });

  it("keeps a digest and the last four digits, never the code", () => {
    const hash = giftCardCodeHash("GC12345678901234");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("12345678901234");
    expect(giftCardCodeHash("GC12345678901234")).toBe(hash);
    expect(giftCardCodeHash("GC12345678901235")).not.toBe(hash);
    expect(lastFourOf("GC12345678901234")).toBe("1234");
  });
});

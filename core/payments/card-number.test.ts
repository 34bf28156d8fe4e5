import { describe, expect, it } from "vitest";
import {
  cardBrand,
  cardDigits,
  isCardExpired,
  maskCardNumber,
  parseExpiry,
  passesLuhn,
  securityCodeLength,
} from "./card-number.ts";

describe("card numbers", () => {
  it("keeps the digits of a number typed with spaces or dashes, and nothing else", () => {
    expect(cardDigits("4444 3333 2222 1111")).toBe("4444333322221111");
    expect(cardDigits("4444-3333-2222-1111")).toBe("4444333322221111");
    expect(cardDigits("4444 3333 2222 111a")).toBeNull();
    expect(cardDigits("4444")).toBeNull();
  });

  it("checks the Luhn digit", () => {
    for (const valid of ["4444333322221111", "5555555555554444", "4000000000000002", "378282246310005"]) {
      expect(passesLuhn(valid)).toBe(true);
    }
    expect(passesLuhn("4444333322221112")).toBe(false);
    expect(passesLuhn("4000000000000001")).toBe(false);
  });

  it("tells Visa, Mastercard (both ranges) and American Express apart, and no other scheme", () => {
    expect(cardBrand("4444333322221111")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2221000000000009")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBeNull();
  });

  it("masks to the last four digits", () => {
    expect(maskCardNumber("4444333322221111")).toBe("•••• 1111");
  });

  it("asks American Express for four security digits and the others three", () => {
    expect(securityCodeLength("amex")).toBe(4);
    expect(securityCodeLength("visa")).toBe(3);
  });
});

describe("card expiry", () => {
  it("reads MM/YY and MM/YYYY, and refuses anything else", () => {
    expect(parseExpiry("03/30")).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry(" 3 / 2030 ")).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(parseExpiry("00/30")).toBeNull();
    expect(parseExpiry("0330")).toBeNull();
  });

  it("is good to the last moment of its month and expired from the first of the next", () => {
    const card = { month: 11, year: 2026 };
    expect(isCardExpired(card, new Date("2026-11-30T23:59:59.999Z"))).toBe(false);
    expect(isCardExpired(card, new Date("2026-12-01T00:00:00.000Z"))).toBe(true);
    expect(isCardExpired({ month: 12, year: 2026 }, new Date("2026-12-31T12:00:00Z"))).toBe(false);
  });
});

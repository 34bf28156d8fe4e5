import { describe, expect, it } from "vitest";
import {
  hashGuestToken,
  isOrderNumber,
  luhnCheckDigit,
  newGuestToken,
  newOrderNumber,
} from "./order-number.ts";

describe("order numbers", () => {
  it("uses the Luhn check digit", () => {
    // 7992739871 is the textbook Luhn example: its check digit is 3.
    expect(luhnCheckDigit("7992739871")).toBe(3);
    expect(isOrderNumber("79927398713")).toBe(true);
  });

  it("are eleven digits that carry their own check", () => {
    for (let i = 0; i < 200; i++) {
      const number = newOrderNumber();
      expect(number).toMatch(/^\d{11}$/);
      expect(isOrderNumber(number)).toBe(true);
    }
  });

  it("refuse a mistyped digit, a swap of neighbours and anything not eleven digits", () => {
    expect(isOrderNumber("79927398714")).toBe(false);
    expect(isOrderNumber("97927398713")).toBe(false);
    expect(isOrderNumber("7992739871")).toBe(false);
    expect(isOrderNumber("7992739871a")).toBe(false);
  });

  it("are random, not a sequence", () => {
    const numbers = new Set(Array.from({ length: 500 }, () => newOrderNumber()));
    expect(numbers.size).toBe(500);
  });
});

describe("guest tokens", () => {
  it("are long random secrets kept only as a SHA-256 digest", () => {
    const token = newGuestToken();
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(newGuestToken()).not.toBe(token);
    expect(hashGuestToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashGuestToken(token)).not.toContain(token);
  });
});

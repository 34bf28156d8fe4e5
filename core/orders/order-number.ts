import { createHash, randomBytes, randomInt } from "node:crypto";

// Order numbers are printed on mails and read out on the phone, and a guest may look an order up with one: they are
// random (not a sequence someone could walk), ten digits from the system's secure generator, and end in a Luhn
// check digit so a mistyped number is refused before any lookup.

const BODY_DIGITS = 10;

/** The Luhn check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts from the rightmost body digit, which sits next to the check digit.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Eleven digits: ten random, then the check digit. */
export function newOrderNumber(): string {
  let body = "";
  for (let i = 0; i < BODY_DIGITS; i++) body += String(randomInt(0, 10));
  return `${body}${luhnCheckDigit(body)}`;
}

/** Eleven digits whose last is the check digit of the rest. */
export function isOrderNumber(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  return luhnCheckDigit(value.slice(0, BODY_DIGITS)) === Number(value.slice(BODY_DIGITS));
}

/** A guest's secret for looking the order up without an account: shown once, kept only as a digest. */
export function newGuestToken(): string {
  return randomBytes(24).toString("base64url");
}

export function hashGuestToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

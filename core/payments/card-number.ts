import type { CardBrand } from "./card-brands.ts";

// Card rules any hosted payment page applies before asking the issuer: the Luhn check digit, the brand from the
// leading digits (the schemes' published ranges), the masked form the store may show, and the expiry month.

/** The digits of a typed card number, spaces and dashes dropped; null when anything else was typed. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Visa 4…, Mastercard 51–55 and 2221–2720, American Express 34 and 37; other schemes are not accepted. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return "visa";
  const firstFour = Number(digits.slice(0, 4));
  if (digits.length === 16 && (/^5[1-5]/.test(digits) || (firstFour >= 2221 && firstFour <= 2720))) {
    return "mastercard";
  }
  if (/^3[47]\d{13}$/.test(digits)) return "amex";
  return null;
}

/** "•••• 1111": the only form of the number that leaves the payment page. */
export function maskCardNumber(digits: string): string {
  return `•••• ${digits.slice(-4)}`;
}

/** American Express prints four digits on the front; the others three on the back. */
export function securityCodeLength(brand: CardBrand): number {
  return brand === "amex" ? 4 : 3;
}

/** "MM/YY" (or "MM / YY", "MM/YYYY") as month and four-digit year; null when it is not a date. */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12 || year < 2000 || year > 2099) return null;
  return { month, year };
}

/** A card is good to the last day of its expiry month (UTC), and expired from the first of the next. */
export function isCardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const firstOfNextMonth = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() >= firstOfNextMonth;
}

import { createHash } from "node:crypto";

// What a shopper may type as a gift card code: `GC` and 14 digits, printed in groups on the card, so spaces and
// hyphens are dropped and case ignored ("gc12 3456 7890 1234" is GC12345678901234). Anything else can never be a
// card, so it is not looked up at all (docs/decisions/023-gift-card-ledger.md).

const CODE_PATTERN = /^GC\d{14}$/;

/** Longest input worth reading: a code typed with a separator between every character. */
export const MAX_GIFT_CARD_INPUT_LENGTH = 64;

/** The code as stored and hashed (upper case, no separators), or null when the input cannot be a code. */
export function normaliseGiftCardCode(input: string): string | null {
  if (input.length > MAX_GIFT_CARD_INPUT_LENGTH) return null;
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/**
 * The plain SHA-256 digest of a code (digest version 1, decision 023). A code is a bearer secret like a
 * password-less voucher: the database keeps a digest and the last four digits, never the code. Cards are found by
 * the keyed digest made from this one (gift-card-digests.ts); alone it only names the rows stored before keys.
 */
export function giftCardCodeHash(normalisedCode: string): string {
  return createHash("sha256").update(`twc-gift-card:${normalisedCode}`).digest("hex");
}

/** The last four digits: all a shopper is shown of a card once it is applied. */
export function lastFourOf(normalisedCode: string): string {
  return normalisedCode.slice(-4);
}

// What a shopper may type as a promotion code. Codes are stored upper case (core/pricing/cart-pricing-types.ts),
// so "save10 " and "SAVE10" are one code; anything else can never match one, so it is not looked up at all.

const MAX_PROMOTION_CODE_LENGTH = 32;

const CODE_PATTERN = /^[A-Z0-9-]+$/;

/** The code as stored (trimmed, upper case), or null when the input cannot be a code. */
export function normalisePromotionCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  if (code.length === 0 || code.length > MAX_PROMOTION_CODE_LENGTH || !CODE_PATTERN.test(code)) return null;
  return code;
}

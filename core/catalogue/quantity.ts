// spec 002 §5 "Numbers" and §9: quantity starts at 1; a valid integer between min and max.
export const DEFAULT_QUANTITY = 1;
export const MIN_QUANTITY = 1;
/** Most of one item a single add may carry, whatever the stock. */
export const MAX_QUANTITY_PER_ADD = 10;

type QuantityCheck =
  | { valid: true; value: number }
  | { valid: false; reason: "notInteger"; nearest: [number, number] }
  | { valid: false; reason: "tooLow"; min: number }
  | { valid: false; reason: "tooHigh"; max: number };

/** The largest quantity the page offers: 10, or fewer when stock is lower (never below 1). */
export function maxQuantityFor(stockLevel: number, limit = MAX_QUANTITY_PER_ADD): number {
  return Math.max(MIN_QUANTITY, Math.min(limit, Math.floor(stockLevel)));
}

export function checkQuantity(
  input: string | number,
  min = MIN_QUANTITY,
  max = MAX_QUANTITY_PER_ADD,
): QuantityCheck {
  const text = String(input).trim();
  const value = Number(text);
  if (text === "" || !Number.isFinite(value))
    return { valid: false, reason: "notInteger", nearest: [min, min + 1] };
  if (!Number.isInteger(value)) {
    const lower = Math.floor(value);
    return { valid: false, reason: "notInteger", nearest: [lower, lower + 1] };
  }
  if (value < min) return { valid: false, reason: "tooLow", min };
  if (value > max) return { valid: false, reason: "tooHigh", max };
  return { valid: true, value };
}

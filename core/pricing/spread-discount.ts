// A discount taken off several lines is split between them so that each refund of a line returns exactly its
// share and the shares add up to the discount to the penny.

/**
 * Splits `amount` over lines in proportion to what is left of each (`remaining`, minor units) by largest
 * remainder: every line gets the whole part of its exact share, and the units left over go one each to the
 * lines with the largest fractions (the earlier line on a tie). `amount` must not exceed the sum of
 * `remaining`; no line then gets more than is left of it.
 */
export function spreadDiscount(amount: number, remaining: readonly number[]): number[] {
  const total = remaining.reduce((sum, value) => sum + value, 0);
  if (amount <= 0 || total <= 0) return remaining.map(() => 0);
  if (amount > total) throw new RangeError(`Cannot spread ${amount} over lines worth ${total}`);
  // BigInt keeps amount × line exact: a large bag's product can pass Number.MAX_SAFE_INTEGER.
  const whole = BigInt(amount);
  const of = BigInt(total);
  const shares = remaining.map((value) => {
    const exact = whole * BigInt(value);
    return { floor: Number(exact / of), fraction: exact % of };
  });
  let leftOver = amount - shares.reduce((sum, share) => sum + share.floor, 0);
  const byFraction = shares
    .map((share, index) => ({ index, fraction: share.fraction }))
    .filter((share) => share.fraction > 0n)
    .sort((a, b) => (a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1));
  const result = shares.map((share) => share.floor);
  for (const { index } of byFraction) {
    if (leftOver === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    leftOver -= 1;
  }
  return result;
}

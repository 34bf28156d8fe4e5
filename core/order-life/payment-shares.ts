// Each line's share of what the shopper paid (docs/decisions/056-an-orders-life.md). The order keeps its discounts,
// delivery, gift boxes and tax as order totals, not per line, so the amount paid is spread over the lines in
// proportion to their prices, by largest remainder: the shares always add up to the amount paid to the penny. Each
// line's share is then split between the gift cards (redeemed when the order was placed) and the way of paying
// (authorised, captured on dispatch), by the same rule.

/** Splits `total` in proportion to `weights`, in whole minor units, adding up to `total` exactly. */
export function spreadProportionally(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = sum > 0 ? weights : weights.map(() => 1);
  const partsSum = sum > 0 ? sum : weights.length;
  const exact = parts.map((weight) => (total * weight) / partsSum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  // The pennies left go to the largest remainders; ties to the earlier line, so the split is deterministic.
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  order.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares;
}

export interface LineShare {
  entryNumber: number;
  /** What the line cost the shopper after the order's discounts and charges were spread. */
  share: number;
  /** The part paid by gift cards. */
  giftCardShare: number;
  /** The part paid by the card, PayPal or a wallet. */
  paymentShare: number;
}

/** The lines' shares of an order paid `giftCards` by gift cards and `payment` by its way of paying. */
export function lineShares(
  lines: readonly { entryNumber: number; lineTotal: number }[],
  paid: { giftCards: number; payment: number },
): LineShare[] {
  const weights = lines.map((line) => line.lineTotal);
  const shares = spreadProportionally(paid.giftCards + paid.payment, weights);
  const giftCardShares = spreadProportionally(paid.giftCards, shares);
  return lines.map((line, index) => {
    const share = shares[index] ?? 0;
    const giftCardShare = giftCardShares[index] ?? 0;
    return { entryNumber: line.entryNumber, share, giftCardShare, paymentShare: share - giftCardShare };
  });
}

/**
 * The part of `share` (a line of `quantity` units) carried by units `from` to `from + count`. Counted on the
 * running total, so a line taken a unit at a time adds up to its share exactly, whatever the rounding.
 */
export function unitsAmount(share: number, quantity: number, from: number, count: number): number {
  const upTo = (units: number) => (units >= quantity ? share : Math.floor((share * units) / quantity));
  return upTo(from + count) - upTo(from);
}

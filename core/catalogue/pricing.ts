// One way to price what a shopper sees or buys: a product's "from" price, a bundle's set price, a listing
// card's price and (later) the bag's and checkout's totals. Amounts are integer minor units throughout
// (ARCHITECTURE.md "Rules of the road"); formatting happens only at the edge.

/** A price in minor units; `wasAmount` is set only when the item is reduced (spec 002 §3 priceData). */
interface PricePoint {
  amount: number;
  wasAmount: number | null;
}

export interface PricedLine<P extends PricePoint> {
  price: P | null;
  quantity: number;
}

/**
 * The total of some lines, each price times its quantity (spec 002 §4 "Bundle add": a set costs the sum of its
 * pieces). When any line is reduced the total has a was-price: the sum of each line's was-price, or its price
 * when that line is not reduced. Null when there is nothing to add up or a line has no price, since a total
 * missing a part would be wrong. The result takes the first line's other fields (its currency).
 */
export function sumPrices<P extends PricePoint>(lines: readonly PricedLine<P>[]): P | null {
  const first = lines[0]?.price;
  if (!first || lines.some((line) => line.price === null)) return null;
  const priced = lines as readonly { price: P; quantity: number }[];
  const amount = priced.reduce((sum, line) => sum + line.price.amount * line.quantity, 0);
  const reduced = priced.some((line) => line.price.wasAmount !== null);
  const wasAmount = reduced
    ? priced.reduce((sum, line) => sum + (line.price.wasAmount ?? line.price.amount) * line.quantity, 0)
    : null;
  return { ...first, amount, wasAmount };
}

/**
 * The lowest of some prices and whether they differ (spec 002 §3: prices that vary between sizes show
 * "From" the lowest until a size is chosen; a collection starts from its cheapest piece).
 */
export function lowestPrice<P extends PricePoint>(
  prices: readonly (P | null)[],
): { price: P | null; varies: boolean } {
  const known = prices.filter((price): price is P => price !== null);
  const lowest = known.reduce<P | null>(
    (min, price) => (min && min.amount <= price.amount ? min : price),
    null,
  );
  return { price: lowest, varies: known.some((price) => price.amount !== lowest?.amount) };
}

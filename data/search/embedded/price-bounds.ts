import type { SearchCurrency } from "../../../core/search/search-document.ts";
import { type Bitset, bitsOf } from "./bitset.ts";
import type { SearchTable } from "./search-table.ts";

/** The lowest and highest price (minor units) of the products of a table in `scope`; null when none. */
export function priceRangeIn(
  table: SearchTable,
  scope: Bitset,
  currency: SearchCurrency,
): { low: number; high: number } | null {
  const amount = table.amount[currency];
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  let any = false;
  for (const slot of bitsOf(scope)) {
    const a = amount[slot]!;
    any = true;
    if (a < low) low = a;
    if (a > high) high = a;
  }
  return any ? { low, high } : null;
}

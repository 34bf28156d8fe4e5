import type { SearchCurrency } from "../../../core/search/search-document.ts";
import type { SortCode } from "../../../core/search/search-query.ts";
import { type Bitset, countBits, hasBit } from "./bitset.ts";
import { keepBest, positions } from "./keep-best.ts";
import type { SearchTable } from "./search-table.ts";
import type { TextMatches } from "./text-matches.ts";

/**
 * The slots of `matched` in the order `sortDocuments` gives their products. Without text scores
 * that order does not depend on the query, so the table keeps it per sort and a listing walks it,
 * keeping what it matched; relevance with text sorts the matches by their scores.
 */
export function orderSlots(
  table: SearchTable,
  matched: Bitset,
  sort: SortCode,
  currency: SearchCurrency,
  text: TextMatches | null,
): Int32Array {
  const out = new Int32Array(countBits(matched));
  if (sort !== "relevance" || !text) {
    const order = table.order(sort, currency);
    let k = 0;
    for (let i = 0; i < order.length && k < out.length; i++) {
      const slot = order[i]!;
      if (hasBit(matched, slot)) out[k++] = slot;
    }
    return out;
  }
  // Relevance with text: sold-out last, then score, then code. Comparing those one by one for
  // 15,000 matches took longer than the rest of the listing, so instead each match's key is its
  // sold-out flag and the rank of its score among the distinct scores, and the matches are
  // counting-sorted by key in code order (which keeps equal keys in code order).
  const { slots, scores } = text;
  const scoreOf = new Float64Array(table.capacity);
  const distinct = new Float64Array(out.length);
  let n = 0;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (!hasBit(matched, slot)) continue;
    scoreOf[slot] = scores[i]!;
    distinct[n++] = -scores[i]!;
  }
  distinct.sort();
  let kinds = 0;
  for (let i = 0; i < n; i++)
    if (i === 0 || distinct[i] !== distinct[kinds - 1]) distinct[kinds++] = distinct[i]!;
  const codeOrder = table.order("code", currency);
  const inCodeOrder = new Int32Array(n);
  const keys = new Int32Array(n);
  const bucketStart = new Int32Array(2 * kinds + 1);
  let k = 0;
  for (let i = 0; i < codeOrder.length && k < n; i++) {
    const slot = codeOrder[i]!;
    if (!hasBit(matched, slot)) continue;
    const score = -scoreOf[slot]!;
    let low = 0;
    let high = kinds;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (distinct[mid]! < score) low = mid + 1;
      else high = mid;
    }
    const key = (table.isSoldOut(slot) ? kinds : 0) + low;
    inCodeOrder[k] = slot;
    keys[k++] = key;
    bucketStart[key + 1]!++;
  }
  for (let b = 0; b < 2 * kinds; b++) bucketStart[b + 1]! += bucketStart[b]!;
  for (let i = 0; i < n; i++) out[bucketStart[keys[i]!]!++] = inCodeOrder[i]!;
  return out;
}

/** The slots of the `limit` best text matches, best first; equal scores in code order. */
export function bestMatches(matches: TextMatches, table: SearchTable, limit: number): Int32Array {
  const { slots, scores } = matches;
  const codes = table.codes;
  const better = (a: number, b: number) =>
    scores[a]! > scores[b]! || (scores[a] === scores[b] && codes[slots[a]!]! < codes[slots[b]!]!);
  // Suggestions want 3 out of thousands: one pass keeps the best few in order.
  const best = keepBest(positions(slots.length), limit, better);
  return Int32Array.from(best, (i) => slots[i]!);
}

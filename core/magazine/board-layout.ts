import { ASPECT_WEIGHTS, type Aspect, MAX_VISIBLE_FILTERS } from "./magazine-types.ts";

// Board layout rules (spec 002 §9): cards go into 3, 2 or 1 columns; each next card goes to the
// column whose cards weigh least so far (landscape 0.75, square 1, portrait 1.33), which keeps
// the columns' heights close without measuring anything.
export function balanceColumns<T extends { aspect: Aspect }>(
  cards: readonly T[],
  columnCount: number,
): T[][] {
  const count = Math.max(1, Math.floor(columnCount));
  const columns: T[][] = Array.from({ length: count }, () => []);
  const weights = new Array<number>(count).fill(0);
  for (const card of cards) {
    let lightest = 0;
    for (let i = 1; i < count; i++) if (weights[i]! < weights[lightest]!) lightest = i;
    columns[lightest]!.push(card);
    weights[lightest]! += ASPECT_WEIGHTS[card.aspect];
  }
  return columns;
}

/** Columns at a viewport width: 1 under 768, 2 under 1024, else 3. */
export function boardColumns(width: number): number {
  if (width < 768) return 1;
  if (width < 1024) return 2;
  return 3;
}

/** Category filters visible before "more" at a width: 2 on small mobile, 3 on large mobile, 5 above. */
export function visibleFilterCount(width: number): number {
  if (width < 480) return MAX_VISIBLE_FILTERS.smallMobile;
  if (width < 768) return MAX_VISIBLE_FILTERS.largeMobile;
  return MAX_VISIBLE_FILTERS.desktop;
}

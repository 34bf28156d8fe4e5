/**
 * The best `limit` items, best first, in one pass that keeps them in order as it goes: for a handful out
 * of thousands (suggestions), where sorting everything would be the cost. Items that neither is better
 * than keep the order they came in, as a stable sort would give.
 */
export function keepBest<T>(items: Iterable<T>, limit: number, better: (a: T, b: T) => boolean): T[] {
  const best: T[] = [];
  if (limit <= 0) return best;
  for (const item of items) {
    if (best.length === limit && !better(item, best[limit - 1]!)) continue;
    let at = best.length === limit ? limit - 1 : best.length;
    while (at > 0 && better(item, best[at - 1]!)) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = item;
  }
  return best;
}

/** 0, 1, … count − 1: positions to pass to `keepBest` when the comparison reads parallel arrays. */
export function* positions(count: number): Generator<number> {
  for (let i = 0; i < count; i++) yield i;
}

// Typo tolerance over the words the text index knows (text-index.ts): which known words are
// within an edit distance of a typed one. A word's letter mask rules most words out in two integer
// operations; the survivors get a Levenshtein table limited to the band that can stay within the
// distance.

/**
 * Which characters a word has, one bit each: a–z have their own bit, every other character shares
 * one of the six left. One edit adds or drops at most one bit, so two words `d` edits apart differ
 * by at most `d` bits each way (`maskDistanceAtMost`).
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    mask |= 1 << (c >= 97 && c <= 122 ? c - 97 : 26 + (c % 6));
  }
  return mask;
}

function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** False when two words cannot be within `max` edits of each other, judged by their masks alone. */
export function maskDistanceAtMost(a: number, b: number, max: number): boolean {
  return bitCount(a & ~b) <= max && bitCount(b & ~a) <= max;
}

let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

/**
 * The Levenshtein distance (insertions, deletions, substitutions) between `a` and `b` when it is
 * at most `max`, else -1. Only cells within `max` of the diagonal are computed, and the work stops
 * once a whole row exceeds `max`.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return -1;
  if (m + 1 > previousRow.length) {
    previousRow = new Int32Array(m + 1);
    currentRow = new Int32Array(m + 1);
  }
  let prev = previousRow;
  let cur = currentRow;
  const over = max + 1;
  for (let j = 0; j <= Math.min(m, max); j++) prev[j] = j;
  if (max + 1 <= m) prev[max + 1] = over;
  for (let i = 1; i <= n; i++) {
    const low = Math.max(1, i - max);
    const high = Math.min(m, i + max);
    // Cells left of the band are further than `max` from the diagonal, so more than `max` edits.
    cur[0] = i;
    if (low > 1) cur[low - 1] = over;
    let rowMin = i <= max ? i : over;
    const ca = a.charCodeAt(i - 1);
    for (let j = low; j <= high; j++) {
      const substitute = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const remove = prev[j]! + 1;
      const insert = cur[j - 1]! + 1;
      const v = Math.min(substitute, remove, insert);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (high + 1 <= m) cur[high + 1] = over;
    if (rowMin > max) return -1;
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  const distance = prev[m]!;
  return distance <= max ? distance : -1;
}

/**
 * A set of small whole numbers (product slots) as one bit each in 32-bit words. Listings keep one
 * per category and per facet value, so narrowing and counting are word-wide AND and popcount
 * instead of a pass over product objects (docs/decisions/012-own-search-index.md).
 */
export type Bitset = Uint32Array;

/** Words needed for `size` bits. */
export function wordsFor(size: number): number {
  return (size + 31) >>> 5;
}

export function createBitset(size: number): Bitset {
  return new Uint32Array(wordsFor(size));
}

export function hasBit(set: Bitset, bit: number): boolean {
  return ((set[bit >>> 5]! >>> (bit & 31)) & 1) === 1;
}

export function setBit(set: Bitset, bit: number): void {
  set[bit >>> 5]! |= 1 << (bit & 31);
}

export function clearBit(set: Bitset, bit: number): void {
  set[bit >>> 5]! &= ~(1 << (bit & 31));
}

/** A copy with room for `size` bits (a set grows when products are added). */
export function resized(set: Bitset, size: number): Bitset {
  const next = createBitset(size);
  next.set(set.subarray(0, Math.min(set.length, next.length)));
  return next;
}

/** Set bits in one word (SWAR popcount). */
export function bitsIn(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countBits(set: Bitset): number {
  let count = 0;
  for (let i = 0; i < set.length; i++) if (set[i] !== 0) count += bitsIn(set[i]!);
  return count;
}

/** |a ∩ b| without building the intersection. */
export function countAnd(a: Bitset, b: Bitset): number {
  const n = Math.min(a.length, b.length);
  let count = 0;
  for (let i = 0; i < n; i++) {
    const w = a[i]! & b[i]!;
    if (w !== 0) count += bitsIn(w);
  }
  return count;
}

/** `target` ∩= `other` (bits past the end of `other` are cleared). */
export function andInto(target: Bitset, other: Bitset): Bitset {
  const n = Math.min(target.length, other.length);
  for (let i = 0; i < n; i++) target[i]! &= other[i]!;
  target.fill(0, n);
  return target;
}

/** `target` ∪= `other`. */
export function orInto(target: Bitset, other: Bitset): Bitset {
  const n = Math.min(target.length, other.length);
  for (let i = 0; i < n; i++) target[i]! |= other[i]!;
  return target;
}

/** The set bits in ascending order. */
export function bitsOf(set: Bitset): Int32Array {
  const out = new Int32Array(countBits(set));
  let k = 0;
  for (let i = 0; i < set.length; i++) {
    let w = set[i]!;
    while (w !== 0) {
      const low = w & -w;
      out[k++] = (i << 5) + 31 - Math.clz32(low);
      w ^= low;
    }
  }
  return out;
}

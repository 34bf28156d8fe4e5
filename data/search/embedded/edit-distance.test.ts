import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editDistanceWithin, letterMask, maskDistanceAtMost } from "./edit-distance.ts";

/** The whole Levenshtein table: slow and obviously right. */
function levenshtein(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      rows[i]![j] = Math.min(
        rows[i - 1]![j]! + 1,
        rows[i]![j - 1]! + 1,
        rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  return rows[a.length]![b.length]!;
}

// Short words over a few letters, so near misses are common.
const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "e", "n", "s", "1", "é"), maxLength: 12 });

describe("edit distance within a bound", () => {
  it("is the Levenshtein distance when it is within the bound, else -1", () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const distance = levenshtein(a, b);
        expect(editDistanceWithin(a, b, max)).toBe(distance <= max ? distance : -1);
      }),
      { numRuns: 3000 },
    );
  });

  it("counts a swap of two letters as two edits, as MiniSearch did", () => {
    expect(editDistanceWithin("towle", "towel", 1)).toBe(-1);
    expect(editDistanceWithin("towle", "towel", 2)).toBe(2);
    expect(editDistanceWithin("cashmre", "cashmere", 2)).toBe(1);
    expect(editDistanceWithin("lnen", "linen", 1)).toBe(1);
    expect(editDistanceWithin("", "ab", 2)).toBe(2);
    expect(editDistanceWithin("abc", "", 2)).toBe(-1);
  });

  it("never rules out by letter mask a word that is within the distance", () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        if (levenshtein(a, b) <= max)
          expect(maskDistanceAtMost(letterMask(a), letterMask(b), max)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("rules out words with too many letters the other lacks", () => {
    expect(maskDistanceAtMost(letterMask("linen"), letterMask("towel"), 2)).toBe(false);
    expect(maskDistanceAtMost(letterMask("cashmre"), letterMask("cashmere"), 2)).toBe(true);
  });
});

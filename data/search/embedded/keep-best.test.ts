import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keepBest, positions } from "./keep-best.ts";

describe("keepBest", () => {
  it("gives what a stable sort's first few would, for any input", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 })),
        fc.integer({ min: 0, max: 12 }),
        (values, limit) => {
          const items = values.map((value, order) => ({ value, order }));
          const sorted = [...items].sort((a, b) => b.value - a.value).slice(0, limit);
          expect(keepBest(items, limit, (a, b) => a.value > b.value)).toEqual(sorted);
        },
      ),
    );
  });

  it("reads positions for comparisons over parallel arrays", () => {
    const scores = [3, 9, 1, 9, 5];
    expect(keepBest(positions(scores.length), 3, (a, b) => scores[a]! > scores[b]!)).toEqual([1, 3, 4]);
    expect(keepBest(positions(0), 3, () => true)).toEqual([]);
  });
});

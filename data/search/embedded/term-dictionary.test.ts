import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseTerm } from "../../../core/search/normalise-term.ts";
import { buildTermDictionary, catalogueTerms } from "./term-dictionary.ts";

describe("related terms", () => {
  const docs = [
    {
      code: "A",
      name: "Spa Towel",
      categoryCode: "Towels",
      categoryCodes: ["Towels"],
      colours: ["White", "Sage"],
    },
    { code: "B", name: "Hotel Towel", categoryCode: "Towels", categoryCodes: ["Towels"], colours: ["White"] },
    {
      code: "C",
      name: "Towelling Robe",
      categoryCode: "Robes",
      categoryCodes: ["Robes"],
      colours: ["White"],
    },
  ];
  const dictionary = buildTermDictionary(
    catalogueTerms(docs, [
      { code: "Towels", name: "Towels", isVisible: true },
      { code: "Robes", name: "Robes", isVisible: true },
    ]),
  );

  it("finds terms by any word's start, most products first, with counts", () => {
    const terms = dictionary.lookup("tow", 7);
    expect(terms[0]).toEqual({ term: "towels", count: 2 });
    expect(terms.map((t) => t.term)).toEqual(
      expect.arrayContaining(["white towels", "spa towel", "towelling robe"]),
    );
  });

  it("limits how many it returns and ignores case and punctuation", () => {
    expect(dictionary.lookup("TOW!", 2)).toHaveLength(2);
    expect(normaliseTerm("  Bed & Bath ")).toBe("bed and bath");
  });

  it("offers the best terms' most popular products for suggestions", () => {
    expect(dictionary.topProducts("tow", 3)).toEqual(["A", "B", "C"]);
    expect(dictionary.topProducts("zz", 3)).toEqual([]);
  });

  it("keeps the best few terms in the order sorting them all gives, ties in the order found", () => {
    const word = fc.constantFrom("towel", "towelling", "tow", "white", "whisper", "sage", "spa", "robe");
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 4 })), {
          maxLength: 40,
        }),
        fc.constantFrom("t", "to", "tow", "towel", "w", "whi", "s", "sage t", "robe", "x"),
        fc.integer({ min: 1, max: 8 }),
        (list, prefix, limit) => {
          const entries = new Map(list.map(([words, count]) => [words.join(" "), { count, top: [] }]));
          const dictionary = buildTermDictionary(entries);
          // Asking for more than the dictionary keeps sorts every match.
          expect(dictionary.lookup(prefix, limit)).toEqual(dictionary.lookup(prefix, 100).slice(0, limit));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("answers the same when built from the dictionary it replaces, with its terms reordered and recounted", () => {
    const word = fc.constantFrom("towel", "towels", "white", "sage", "spa", "robe", "bath");
    const termList = fc.uniqueArray(
      fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" ")),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(
        termList,
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 30, maxLength: 30 }),
        fc.boolean(),
        (terms, counts, addOne) => {
          const first = buildTermDictionary(new Map(terms.map((t) => [t, { count: 1, top: [t] }])));
          // The next catalogue: same terms (or one more) in another order, with other counts.
          const next = [...terms].reverse();
          if (addOne) next.push("bath robe towels spa");
          const entries = new Map(next.map((t, i) => [t, { count: counts[i % 30]!, top: [`${t}!`] }]));
          const reused = buildTermDictionary(entries, first);
          const fresh = buildTermDictionary(entries);
          for (const prefix of ["t", "tow", "towels", "w", "s", "spa", "robe", "bath r", "x"]) {
            expect(reused.lookup(prefix, 7)).toEqual(fresh.lookup(prefix, 7));
            expect(reused.lookup(prefix, 100)).toEqual(fresh.lookup(prefix, 100));
            expect(reused.topProducts(prefix, 3)).toEqual(fresh.topProducts(prefix, 3));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

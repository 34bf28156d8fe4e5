import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { searchWords, type TextFields, TextIndex, typoDistance } from "./text-index.ts";

// The engine the text index replaced (docs/decisions/012), set up as it was: its answers are the
// reference the index must keep giving.
const BOOST = { name: 3, category: 2, colours: 2, keywords: 1, description: 0.5 };
function miniSearch(docs: readonly (TextFields & { code: string })[]) {
  const engine = new MiniSearch<TextFields & { code: string }>({
    idField: "code",
    fields: ["name", "category", "colours", "keywords", "description"],
    storeFields: [],
  });
  engine.addAll(docs);
  return (text: string) => {
    const prefix = (_term: string, i: number, terms: string[]) => i === terms.length - 1;
    const exact = engine.search(text, { prefix, combineWith: "AND", boost: BOOST });
    const hits =
      exact.length >= 3
        ? exact
        : engine.search(text, {
            prefix,
            fuzzy: (term) => (term.length < 4 ? false : term.length < 7 ? 1 : 2),
            combineWith: "AND",
            boost: BOOST,
          });
    return new Map(hits.map((h) => [String(h.id), h.score]));
  };
}

// A small seeded generator, so the corpus is the same on every run.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const VOCABULARY =
  "towel towels towelling bath bathrobe sheet sheets duvet cover covers linen linens cashmere jumper candle candles pyjamas white sage navy grey cotton egyptian waffle robe kids baby soft warm wool throw cushion mug".split(
    " ",
  );
const COLOURS = ["White", "Sage", "Navy", "Grey", "Blush Pink"];
const CATEGORIES = ["Towels", "Bed Linen", "Duvet Covers", "Nightwear", "Gifts & Sets", "Home"];

function corpus(count: number, seed: number): (TextFields & { code: string })[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const words = (n: number) => Array.from({ length: n }, () => pick(VOCABULARY)).join(" ");
  return Array.from({ length: count }, (_, i) => ({
    code: `P${String(i).padStart(4, "0")}`,
    name: `${pick(["The", "Classic", "Spa", ""])} ${words(1 + Math.floor(next() * 3))}`.trim(),
    category: `${pick(CATEGORIES)} ${pick(CATEGORIES)}`,
    colours: Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(COLOURS)).join(" "),
    keywords: next() < 0.3 ? "" : words(Math.floor(next() * 6)),
    description: `${words(5 + Math.floor(next() * 20))}, ${words(3)}.`,
  }));
}

const QUERIES = [
  "towel",
  "towe",
  "t",
  "white towels",
  "sage towel",
  "cashmere jumper",
  "cashmre",
  "pyjamass",
  "lnen",
  "towle",
  "candel",
  "duvet cover",
  "duvet c",
  "Bed Linen",
  "gifts & sets",
  "blush",
  "zzqxjv",
  "towel towel",
  "   ",
  "ROBE!",
  "egyptian cotton waffle",
  "baby kids",
  // A typo forces the typo-tolerant pass, where the last word's extensions count as prefixes only.
  "cashmre towe",
  "pyjamass shee",
  "lnen cotto",
];

function expectSameAnswers(
  index: TextIndex,
  slotCode: (slot: number) => string,
  reference: (text: string) => Map<string, number>,
) {
  for (const text of QUERIES) {
    const expected = reference(text);
    const { slots, scores } = index.match(text);
    const actual = new Map(Array.from(slots, (slot, i) => [slotCode(slot), scores[i]!]));
    expect([...actual.keys()].sort(), text).toEqual([...expected.keys()].sort());
    for (const [code, score] of expected)
      expect(actual.get(code)! / score, `${text} ${code}`).toBeCloseTo(1, 9);
  }
}

describe("text index", () => {
  const docs = corpus(400, 7);

  it("finds the same products with the same scores as MiniSearch did", () => {
    const index = new TextIndex();
    docs.forEach((doc, slot) => {
      index.add(slot, doc);
    });
    expectSameAnswers(index, (slot) => docs[slot]!.code, miniSearch(docs));
  });

  it("gives the same answers after products are removed, replaced and added", () => {
    const index = new TextIndex();
    docs.forEach((doc, slot) => {
      index.add(slot, doc);
    });
    const held = new Map(docs.map((doc, slot) => [slot, doc]));
    // Remove every third, change every fifth's name, and add new products in freed and new slots.
    for (let slot = 0; slot < docs.length; slot += 3) {
      index.remove(slot);
      held.delete(slot);
    }
    for (let slot = 1; slot < docs.length; slot += 5) {
      const doc = { ...docs[slot]!, name: "Waffle Cashmere Throw" };
      index.add(slot, doc);
      held.set(slot, doc);
    }
    const extra = corpus(60, 11).map((doc) => ({ ...doc, code: `N${doc.code}` }));
    extra.forEach((doc, i) => {
      const slot = i < 30 ? i * 3 : docs.length + i;
      index.add(slot, doc);
      held.set(slot, doc);
    });
    const remaining = [...held].sort(([a], [b]) => a - b);
    expectSameAnswers(index, (slot) => held.get(slot)!.code, miniSearch(remaining.map(([, doc]) => doc)));
  });

  it("matches the last word as a prefix and the others whole", () => {
    const index = new TextIndex();
    index.add(0, { name: "Towelling Robe", category: "", colours: "", keywords: "", description: "" });
    index.add(1, { name: "Towel", category: "", colours: "", keywords: "", description: "" });
    expect(Array.from(index.match("towel").slots).sort()).toEqual([0, 1]);
    expect(Array.from(index.match("towel robe").slots)).toEqual([]);
    expect(Array.from(index.match("robe towel").slots)).toEqual([0]);
  });

  it("tolerates typos only when exact and prefix matches find fewer than 3 products", () => {
    const index = new TextIndex();
    ["linen", "linen", "linen", "lined"].forEach((name, slot) => {
      index.add(slot, { name, category: "", colours: "", keywords: "", description: "" });
    });
    expect(index.match("linen").slots).toHaveLength(3);
    expect(Array.from(index.match("lnen").slots).sort()).toEqual([0, 1, 2]);
    expect(typoDistance("lne")).toBe(0);
    expect(typoDistance("linen")).toBe(1);
    expect(typoDistance("cashmere")).toBe(2);
  });

  it("reads words as MiniSearch did: split on spaces and punctuation, lower case", () => {
    expect(searchWords("Bed & Bath, kids'  Robes!")).toEqual(["bed", "bath", "kids", "robes"]);
    expect(searchWords("  ")).toEqual([]);
  });

  it("forgets a removed product", () => {
    const index = new TextIndex();
    index.add(0, { name: "Sage Towel", category: "", colours: "", keywords: "", description: "" });
    index.add(1, { name: "Sage Robe", category: "", colours: "", keywords: "", description: "" });
    index.remove(0);
    expect(Array.from(index.match("sage").slots)).toEqual([1]);
    expect(index.size).toBe(1);
    index.add(0, { name: "Navy Towel", category: "", colours: "", keywords: "", description: "" });
    expect(Array.from(index.match("sage").slots)).toEqual([1]);
    expect(Array.from(index.match("navy").slots)).toEqual([0]);
  });
});

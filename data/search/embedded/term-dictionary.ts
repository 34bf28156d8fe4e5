import { normaliseTerm } from "../../../core/search/normalise-term.ts";
import type { TermCount } from "../../../core/search/search-provider.ts";
import { keepBest } from "./keep-best.ts";

export interface TermDictionary {
  readonly size: number;
  /** Terms with a word starting with the typed text; terms that start with it first, then by product count. */
  lookup(prefix: string, limit: number): TermCount[];
  /** The most popular products of the best terms for the typed text: suggestion products in O(1). */
  topProducts(prefix: string, limit: number): string[];
}

interface TermEntry {
  count: number;
  /** Product codes, most popular first (at most a handful). */
  top: string[];
}

// How many index entries one lookup reads at most: bounds the cost of a very common prefix.
const MAX_SCAN = 4000;
// A lookup keeps this many best terms, so the related terms (7) and the suggestion products (from
// the best 3) of one keystroke share it.
const KEEP = 8;

/** The sorted keys of a dictionary, kept so the next dictionary over the same terms can reuse them. */
interface SortedKeys {
  terms: readonly string[];
  keyText: readonly string[];
  keyTerm: Int32Array;
  keyStart: Uint8Array;
  /** [start, end) of each run of equal key texts (different terms ending in the same words). */
  ties: Int32Array;
}
const sortedKeys = new WeakMap<TermDictionary, SortedKeys>();

/**
 * The related-search terms behind suggestions (spec 000 §3): category names, colour + category
 * phrases and product names, each with the number of products it finds. Every word start of every
 * term is a key in one sorted list, so a lookup is a binary search plus a short scan.
 *
 * `previous`: the dictionary this one replaces. A stock or price change alters counts and top
 * products but seldom the terms themselves; then its sorted keys are reused (sorting 140,000 keys
 * was most of a refresh), with only equal keys put back in this dictionary's term order.
 */
export function buildTermDictionary(
  entries: ReadonlyMap<string, TermEntry>,
  previous?: TermDictionary,
): TermDictionary {
  const terms = [...entries.keys()];
  const termCount = Int32Array.from(terms, (t) => entries.get(t)?.count ?? 0);
  const keys = reusedKeys(terms, previous && sortedKeys.get(previous)) ?? sortKeys(terms);
  const { keyText, keyTerm, keyStart } = keys;

  /** Terms with a key starting with the text, in key order, and whether one of those keys is the term's start. */
  const scan = (wanted: string) => {
    let low = 0;
    let high = keyText.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (keyText[mid]! < wanted) low = mid + 1;
      else high = mid;
    }
    const found = new Map<number, boolean>();
    for (let i = low; i < keyText.length && i < low + MAX_SCAN; i++) {
      if (!keyText[i]!.startsWith(wanted)) break;
      const term = keyTerm[i]!;
      found.set(term, found.get(term) === true || keyStart[i] === 1);
    }
    return found;
  };

  let last: { wanted: string; best: TermCount[] } | null = null;
  const best = (wanted: string): TermCount[] => {
    if (last?.wanted === wanted) return last.best;
    const found = scan(wanted);
    // The best few by product count, then terms that start with the text; otherwise first found
    // first (what a stable sort of them all would give, without sorting them all).
    const before = (a: [number, boolean], b: [number, boolean]) =>
      termCount[a[0]]! - termCount[b[0]]! > 0 || (termCount[a[0]] === termCount[b[0]] && a[1] && !b[1]);
    const kept = keepBest(found, KEEP, before);
    const result = kept.map(([index]) => ({ term: terms[index]!, count: termCount[index]! }));
    last = { wanted, best: result };
    return result;
  };

  const dictionary: TermDictionary = {
    size: terms.length,
    topProducts(prefix, limit) {
      const codes = new Set<string>();
      for (const { term } of dictionary.lookup(prefix, limit)) {
        for (const code of entries.get(term)?.top ?? []) {
          codes.add(code);
          if (codes.size === limit) return [...codes];
        }
      }
      return [...codes];
    },
    lookup(prefix, limit) {
      const wanted = normaliseTerm(prefix);
      if (!wanted) return [];
      if (limit > KEEP) return lookupAll(wanted, limit);
      return best(wanted).slice(0, limit);
    },
  };
  // More than KEEP terms: sort them all (nothing in the shop asks for that many).
  const lookupAll = (wanted: string, limit: number): TermCount[] =>
    [...scan(wanted)]
      .sort(([a, aStart], [b, bStart]) => termCount[b]! - termCount[a]! || Number(bStart) - Number(aStart))
      .slice(0, limit)
      .map(([index]) => ({ term: terms[index]!, count: termCount[index]! }));
  sortedKeys.set(dictionary, keys);
  return dictionary;
}

function sortKeys(terms: readonly string[]): SortedKeys {
  // The keys as parallel arrays (text, term, whether it is the term's start) in key order; keys
  // of equal text stay in term order (the sort is stable).
  const unsortedText: string[] = [];
  const unsortedTerm: number[] = [];
  const unsortedStart: boolean[] = [];
  terms.forEach((term, index) => {
    let position = 0;
    for (const word of term.split(" ")) {
      unsortedText.push(term.slice(position));
      unsortedTerm.push(index);
      unsortedStart.push(position === 0);
      position += word.length + 1;
    }
  });
  const byKey = Array.from(unsortedText, (_, i) => i).sort((a, b) =>
    unsortedText[a]! < unsortedText[b]! ? -1 : unsortedText[a]! > unsortedText[b]! ? 1 : 0,
  );
  const keyText = byKey.map((i) => unsortedText[i]!);
  const ties: number[] = [];
  let runStart = 0;
  for (let i = 1; i <= keyText.length; i++)
    if (i === keyText.length || keyText[i] !== keyText[runStart]) {
      if (i - runStart > 1) ties.push(runStart, i);
      runStart = i;
    }
  return {
    terms,
    keyText,
    keyTerm: Int32Array.from(byKey, (i) => unsortedTerm[i]!),
    keyStart: Uint8Array.from(byKey, (i) => (unsortedStart[i]! ? 1 : 0)),
    ties: Int32Array.from(ties),
  };
}

/** The previous sorted keys renumbered for `terms`, when they are the same terms; else null. */
function reusedKeys(terms: readonly string[], previous: SortedKeys | undefined): SortedKeys | null {
  if (!previous || previous.terms.length !== terms.length) return null;
  const index = new Map<string, number>();
  terms.forEach((term, i) => {
    index.set(term, i);
  });
  const renumber = new Int32Array(previous.terms.length);
  for (let i = 0; i < previous.terms.length; i++) {
    const now = index.get(previous.terms[i]!);
    if (now === undefined) return null;
    renumber[i] = now;
  }
  const keyTerm = previous.keyTerm.map((term) => renumber[term]!);
  const keyStart = previous.keyStart.slice();
  // Equal keys in term order, as sorting them afresh would leave them.
  for (let r = 0; r < previous.ties.length; r += 2) {
    const start = previous.ties[r]!;
    const end = previous.ties[r + 1]!;
    const run = Array.from(
      { length: end - start },
      (_, i) => [keyTerm[start + i]!, keyStart[start + i]!] as const,
    ).sort((a, b) => a[0] - b[0]);
    run.forEach(([term, isStart], i) => {
      keyTerm[start + i] = term;
      keyStart[start + i] = isStart;
    });
  }
  return { terms, keyText: previous.keyText, keyTerm, keyStart, ties: previous.ties };
}

const TOP_PRODUCTS_PER_TERM = 3;

/**
 * The terms a catalogue yields, with counts and each term's most popular products. `docs` come in
 * popularity order, so the first products seen for a term are its top ones.
 */
export function catalogueTerms(
  docs: Iterable<{
    code: string;
    name: string;
    categoryCode: string;
    categoryCodes: readonly string[];
    colours: readonly string[];
  }>,
  categories: readonly { code: string; name: string; isVisible: boolean }[],
): Map<string, TermEntry> {
  const entries = new Map<string, TermEntry>();
  const bump = (key: string, code: string) => {
    if (!key) return;
    const entry = entries.get(key);
    if (!entry) entries.set(key, { count: 1, top: [code] });
    else {
      entry.count++;
      if (entry.top.length < TOP_PRODUCTS_PER_TERM) entry.top.push(code);
    }
  };
  // Names, category names and colour phrases repeat across products: each is normalised once.
  const names = new Map<string, string>();
  const visible = new Map(
    categories.filter((c) => c.isVisible).map((c) => [c.code, { name: c.name, key: normaliseTerm(c.name) }]),
  );
  const phrases = new Map<string, Map<string, string>>();
  const phrase = (colour: string, categoryCode: string, categoryName: string) => {
    let byColour = phrases.get(categoryCode);
    if (!byColour) {
      byColour = new Map();
      phrases.set(categoryCode, byColour);
    }
    let key = byColour.get(colour);
    if (key === undefined) {
      key = normaliseTerm(`${colour} ${categoryName}`);
      byColour.set(colour, key);
    }
    return key;
  };
  for (const doc of docs) {
    let nameKey = names.get(doc.name);
    if (nameKey === undefined) {
      nameKey = normaliseTerm(doc.name);
      names.set(doc.name, nameKey);
    }
    bump(nameKey, doc.code);
    // Each term once per product: a category named like the product, or listed twice, counts once.
    const seen = [nameKey];
    for (const code of doc.categoryCodes) {
      const category = visible.get(code);
      if (category?.name && !seen.includes(category.key)) {
        seen.push(category.key);
        bump(category.key, doc.code);
      }
    }
    const own = visible.get(doc.categoryCode);
    if (own?.name)
      doc.colours.forEach((colour, i) => {
        if (doc.colours.indexOf(colour) === i) bump(phrase(colour, doc.categoryCode, own.name), doc.code);
      });
  }
  return entries;
}

import type { TermCount } from "./search-index.ts";

/** Lower case, single spaces, no punctuation: how terms are stored and looked up. */
export function normaliseTerm(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export interface TermDictionary {
  readonly size: number;
  /** Terms with a word starting with the typed text; terms that start with it first, then by product count. */
  lookup(prefix: string, limit: number): TermCount[];
  /** The most popular products of the best terms for the typed text: suggestion products in O(1). */
  topProducts(prefix: string, limit: number): string[];
}

export interface TermEntry {
  count: number;
  /** Product codes, most popular first (at most a handful). */
  top: string[];
}

// How many index entries one lookup reads at most: bounds the cost of a very common prefix.
const MAX_SCAN = 4000;

/**
 * The related-search terms behind suggestions (spec 000 §3): category names, colour + category
 * phrases and product names, each with the number of products it finds. Every word start of every
 * term is a key in one sorted array, so a lookup is a binary search plus a short scan.
 */
export function buildTermDictionary(entries: ReadonlyMap<string, TermEntry>): TermDictionary {
  const terms = [...entries.keys()];
  const termCount = terms.map((t) => entries.get(t)?.count ?? 0);
  const keys: { key: string; term: number; start: boolean }[] = [];
  terms.forEach((term, index) => {
    let position = 0;
    for (const word of term.split(" ")) {
      keys.push({ key: term.slice(position), term: index, start: position === 0 });
      position += word.length + 1;
    }
  });
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

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
      let low = 0;
      let high = keys.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (keys[mid]!.key < wanted) low = mid + 1;
        else high = mid;
      }
      const best = new Map<number, boolean>();
      for (let i = low; i < keys.length && i < low + MAX_SCAN; i++) {
        const entry = keys[i]!;
        if (!entry.key.startsWith(wanted)) break;
        best.set(entry.term, (best.get(entry.term) ?? false) || entry.start);
      }
      return [...best]
        .sort(([a, aStart], [b, bStart]) => termCount[b]! - termCount[a]! || Number(bStart) - Number(aStart))
        .slice(0, limit)
        .map(([index]) => ({ term: terms[index]!, count: termCount[index]! }));
    },
  };
  return dictionary;
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
  const bump = (term: string, code: string) => {
    const key = normaliseTerm(term);
    if (!key) return;
    const entry = entries.get(key);
    if (!entry) entries.set(key, { count: 1, top: [code] });
    else {
      entry.count++;
      if (entry.top.length < TOP_PRODUCTS_PER_TERM) entry.top.push(code);
    }
  };
  const visible = new Map(categories.filter((c) => c.isVisible).map((c) => [c.code, c.name]));
  for (const doc of docs) {
    const seen = new Set<string>([normaliseTerm(doc.name)]);
    bump(doc.name, doc.code);
    const own = visible.get(doc.categoryCode);
    for (const code of doc.categoryCodes) {
      const name = visible.get(code);
      if (name && !seen.has(normaliseTerm(name))) {
        seen.add(normaliseTerm(name));
        bump(name, doc.code);
      }
    }
    if (own) for (const colour of new Set(doc.colours)) bump(`${colour} ${own}`, doc.code);
  }
  return entries;
}

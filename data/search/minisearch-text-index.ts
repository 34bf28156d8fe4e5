import MiniSearch from "minisearch";
import type { SearchDocument } from "../../core/search/search-document.ts";
import type { TextMatch } from "../../core/search/search-index.ts";

interface TextFields {
  code: string;
  name: string;
  category: string;
  colours: string;
  keywords: string;
  description: string;
}

// Where a word counts most: a hit in the name beats one in the description (decision 003).
const BOOST = { name: 3, category: 2, colours: 2, keywords: 1, description: 0.5 };
// Below this many exact/prefix hits, typo tolerance is tried as well.
const FUZZY_WHEN_FEWER_THAN = 3;

/**
 * Full text over names, categories, colours, keywords and descriptions (MiniSearch, chosen by the
 * benchmark in docs/decisions/003-search-engine.md). The last word matches as a prefix, so a term
 * being typed finds products; typo tolerance is the fallback, as it is the dear part.
 */
export function createTextIndex(categoryName: (code: string) => string | undefined) {
  const engine = new MiniSearch<TextFields>({
    idField: "code",
    fields: ["name", "category", "colours", "keywords", "description"],
    storeFields: [],
  });
  const fields = (doc: SearchDocument): TextFields => ({
    code: doc.code,
    name: doc.name,
    category: doc.categoryCodes.map((code) => categoryName(code) ?? "").join(" "),
    colours: doc.colours.join(" "),
    keywords: doc.keywords,
    description: distinctWords(doc.description),
  });
  return {
    addAll(docs: readonly SearchDocument[]) {
      engine.addAll(docs.map(fields));
    },
    replace(doc: SearchDocument) {
      if (engine.has(doc.code)) engine.discard(doc.code);
      engine.add(fields(doc));
    },
    remove(code: string) {
      if (engine.has(code)) engine.discard(code);
    },
    match(text: string): TextMatch[] {
      const prefixLast = (_term: string, i: number, terms: string[]) => i === terms.length - 1;
      const exact = engine.search(text, { prefix: prefixLast, combineWith: "AND", boost: BOOST });
      if (exact.length >= FUZZY_WHEN_FEWER_THAN)
        return exact.map((r) => ({ code: String(r.id), score: r.score }));
      const fuzzy = engine.search(text, {
        prefix: prefixLast,
        fuzzy: (term) => (term.length < 4 ? false : term.length < 7 ? 1 : 2),
        combineWith: "AND",
        boost: BOOST,
      });
      return fuzzy.map((r) => ({ code: String(r.id), score: r.score }));
    },
  };
}

const STOP_WORDS = new Set(
  "the and for with from that this your are you our its into made has have will can all each".split(" "),
);

/** A description's distinct content words: ranking needs no repeats or filler, and the index stays small. */
function distinctWords(text: string): string {
  const words = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/))
    if (word.length > 2 && !STOP_WORDS.has(word)) words.add(word);
  return [...words].join(" ");
}

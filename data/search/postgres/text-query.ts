import { sql } from "kysely";
import { normaliseTerm } from "../../../core/search/normalise-term.ts";
import type { Db } from "../../db.ts";

// A typed word that starts no known word is taken as a typo: the nearest few known words by
// trigram similarity (pg_trgm) stand in for it.
const TYPO_ALTERNATIVES = 3;
const MAX_WORDS = 12;

/**
 * A search's text as a tsquery (the 'simple' configuration: no stemming, as the embedded index):
 * every word must match, each as a prefix (`tow:*`), a word that starts no known word replaced by
 * its nearest known words. Null when the text has no words.
 */
export async function textQuery(db: Db, text: string): Promise<string | null> {
  const words = [...new Set(normaliseTerm(text).split(" ").filter(Boolean))].slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const rows = await sql<{ typed: string; known: boolean; near: string[] }>`
    select typed,
      exists (select 1 from search_words where word like typed || '%') as known,
      array(
        select word from search_words where word % typed order by word <-> typed, word limit ${TYPO_ALTERNATIVES}
      ) as near
    from unnest(${words}::text[]) as typed`.execute(db);
  const byWord = new Map(rows.rows.map((r) => [r.typed, r]));
  // Normalised words are letters and digits only, so they are safe inside a tsquery.
  return words
    .map((word) => {
      const row = byWord.get(word);
      if (!row || row.known || row.near.length === 0) return `${word}:*`;
      return `(${[`${word}:*`, ...row.near.filter((w) => /^[a-z0-9]+$/.test(w))].join(" | ")})`;
    })
    .join(" & ");
}

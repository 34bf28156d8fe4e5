import { sql } from "kysely";
import type { FacetCounts } from "../../../core/search/facets.ts";
import { normaliseTerm } from "../../../core/search/normalise-term.ts";
import type { SearchCategory, SearchDocument } from "../../../core/search/search-document.ts";
import type { ProviderSuggestions, SearchProvider } from "../../../core/search/search-provider.ts";
import { type Db, inTransaction } from "../../db.ts";
import { loadSearchCategories, loadSearchDocuments } from "../load-search-documents.ts";
import { setsContaining } from "../set-documents.ts";
import { listingQuery } from "./listing-sql.ts";
import { rowValues, SEARCH_COLUMNS } from "./search-rows.ts";
import { textQuery } from "./text-query.ts";

// One lock for every instance: two that boot together build the shared index once.
const BUILD_LOCK = 720_011;
const INSERT_BATCH = 400;

/**
 * The PostgreSQL search provider (docs/decisions/011-search-provider.md): one shared index in the
 * database (migration 0006) that every instance reads, full text by a weighted tsvector with
 * prefix matching, typos by pg_trgm's nearest known words, facets counted by one grouped query.
 * The writer's instance refreshes it; other instances have nothing to refresh.
 */
export function createPostgresSearch(db: Db): SearchProvider & { rebuild(): Promise<void> } {
  let categories: SearchCategory[] = [];
  let built = false;

  const visibleNames = () => new Map(categories.filter((c) => c.isVisible).map((c) => [c.code, c.name]));
  const allNames = () => new Map(categories.map((c) => [c.code, c.name]));

  const write = async (executor: Db, docs: readonly SearchDocument[]) => {
    const visible = visibleNames();
    const names = allNames();
    for (let i = 0; i < docs.length; i += INSERT_BATCH) {
      const rows = docs.slice(i, i + INSERT_BATCH).map((doc) => rowValues(doc, names, visible));
      await sql`insert into search_products (${sql.raw(SEARCH_COLUMNS.join(", "))})
        values ${sql.join(rows)}
        on conflict (code) do update set ${sql.raw(
          SEARCH_COLUMNS.filter((c) => c !== "code")
            .map((c) => `${c} = excluded.${c}`)
            .join(", "),
        )}`.execute(executor);
    }
  };

  // The words typos are corrected to, and each suggestion term's count and most popular products
  // (sold-out last, then popularity: a category listing's relevance order).
  const derive = async (executor: Db) => {
    await sql`insert into search_words (word)
      select word from ts_stat('select words from search_products') on conflict do nothing`.execute(executor);
    await sql`delete from search_terms`.execute(executor);
    await sql`insert into search_terms (term, count, top)
      select term, count(*)::int,
        (array_agg(code order by sold_out, popularity desc, code collate "C"))[1:3]
      from search_products, unnest(terms) as term group by term`.execute(executor);
  };

  const rebuild = async (onlyWhenStale = false) => {
    categories = await loadSearchCategories(db);
    await inTransaction(db, async (trx) => {
      const executor = trx as unknown as Db;
      await sql`select pg_advisory_xact_lock(${BUILD_LOCK})`.execute(executor);
      if (onlyWhenStale && !(await isStale(executor))) return;
      const docs = await loadSearchDocuments(db, categories);
      await sql`delete from search_products`.execute(executor);
      await sql`delete from search_words`.execute(executor);
      await write(executor, docs);
      await derive(executor);
      await executor
        .insertInto("meta")
        .values({ key: "search_index_built_at", value: new Date().toISOString() })
        .onConflict((c) => c.column("key").doUpdateSet({ value: new Date().toISOString() }))
        .execute();
    });
  };

  // This instance's writes are applied one at a time, in order (the index is shared; PostgreSQL
  // orders other instances' writes).
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = turn.then(work, work);
    turn = next.catch(() => {});
    return next;
  };

  const ready = rebuild(true).then(() => {
    built = true;
  });
  ready.catch(() => {});

  const provider: SearchProvider & { rebuild(): Promise<void> } = {
    name: "postgres",
    shared: true,
    ready,
    isReady: () => built,
    categories: () => categories,
    rebuild: () => inTurn(() => rebuild(false)),

    async query(q) {
      await ready;
      const text = q.text ? await textQuery(db, q.text) : null;
      const { facets: facetSql, page: pageSql } = listingQuery(q, text);
      const [facetRows, pageRows] = await Promise.all([
        facetSql.execute(db),
        q.page.limit > 0 ? pageSql.execute(db) : Promise.resolve({ rows: [] }),
      ]);
      const facets: FacetCounts = {
        category: new Map(),
        colour: new Map(),
        size: new Map(),
        price: new Map(),
        rating: new Map(),
        newIn: new Map(),
        sale: new Map(),
      };
      let total = 0;
      let low: number | null = null;
      let high: number | null = null;
      for (const row of facetRows.rows) {
        const n = Number(row.n);
        if (row.facet === "total") total = n;
        else if (row.facet === "low") low = row.n === null ? null : n;
        else if (row.facet === "high") high = row.n === null ? null : n;
        else if (n > 0) facets[row.facet as keyof FacetCounts].set(row.value, n);
      }
      return {
        codes: pageRows.rows.map((r) => r.code),
        total,
        facets,
        priceRange: low === null || high === null ? null : { low, high },
      };
    },

    async suggest({ term, terms, products }): Promise<ProviderSuggestions> {
      await ready;
      const wanted = normaliseTerm(term);
      if (!wanted) return { terms: [], products: [] };
      // Terms with a word starting with what was typed: most products first, then those that start with it.
      const rows = await sql<{ term: string; count: number; top: string[] }>`
        select term, count, top from search_terms
        where term like ${`${wanted}%`} or term like ${`% ${wanted}%`}
        order by count desc, (term like ${`${wanted}%`}) desc, term collate "C"
        limit ${Math.max(terms, products)}`.execute(db);
      const codes = new Set<string>();
      for (const row of rows.rows.slice(0, products))
        for (const code of row.top) if (codes.size < products) codes.add(code);
      let found = [...codes];
      // A typo matches no known term: the best typo-tolerant text matches instead.
      if (found.length === 0) {
        const text = await textQuery(db, term);
        if (text) {
          const best = await sql<{ code: string }>`
            select code from search_products where words @@ to_tsquery('simple', ${text})
            order by ts_rank(words, to_tsquery('simple', ${text})) desc, code collate "C" limit ${products}`.execute(
            db,
          );
          found = best.rows.map((r) => r.code);
        }
      }
      return {
        terms: rows.rows.slice(0, terms).map((r) => ({ term: r.term, count: Number(r.count) })),
        products: found,
      };
    },

    async documents(codes) {
      await ready;
      if (codes.length === 0) return [];
      const rows = await sql<{ code: string; document: SearchDocument }>`
        select code, document from search_products where code = any(${[...codes]}::text[])`.execute(db);
      const byCode = new Map(rows.rows.map((r) => [r.code, r.document]));
      return codes.map((code) => byCode.get(code)).filter((doc): doc is SearchDocument => doc !== undefined);
    },

    refresh: (productCodes) => inTurn(() => refresh(productCodes)),
  };
  return provider;

  async function refresh(productCodes: readonly string[]) {
    await ready;
    const codes = [...new Set([...productCodes, ...(await setsContaining(db, productCodes))])];
    if (codes.length === 0) return;
    const fresh = await loadSearchDocuments(db, categories, codes);
    const found = new Set(fresh.map((d) => d.code));
    const gone = codes.filter((code) => !found.has(code));
    await inTransaction(db, async (trx) => {
      const executor = trx as unknown as Db;
      if (gone.length > 0)
        await sql`delete from search_products where code = any(${gone}::text[])`.execute(executor);
      await write(executor, fresh);
      await derive(executor);
    });
  }
}

/** Whether the shared index is missing or older than the catalogue's last seed. */
async function isStale(db: Db): Promise<boolean> {
  const rows = await db
    .selectFrom("meta")
    .select(["key", "value"])
    .where("key", "in", ["seeded_at", "search_index_built_at"])
    .execute();
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const builtAt = value("search_index_built_at");
  return !builtAt || (value("seeded_at") ?? "") > builtAt;
}

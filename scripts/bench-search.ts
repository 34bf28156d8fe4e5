// `node scripts/bench-search.ts [--provider embedded|postgres] [--slowest] [--json]` (DATABASE_URL = a
// seeded database; `npm run bench` runs it on the bench databases, once per provider): builds the
// search index in this process and measures what shoppers wait for — suggestions (target p99 ≤ 10 ms)
// and listings with facets (target p95 ≤ 30 ms) — by calling the search service directly, without
// HTTP. `npm run bench` measures the same over HTTP. --json ends with one line of the figures.

import { parseArgs } from "node:util";
import type { SearchProvider } from "../core/search/search-provider.ts";
import { parseSearchQuery } from "../core/search/search-query-schema.ts";
import { createSearchService, type ListingScope } from "../core/search/search-service.ts";
import { openDatabase } from "../data/db.ts";
import { migrateToLatest } from "../data/migrate.ts";
import { createEmbeddedSearch } from "../data/search/embedded/embedded-search.ts";
import { createPostgresSearch } from "../data/search/postgres/postgres-search.ts";

const { values: options } = parseArgs({
  options: {
    provider: { type: "string", default: "embedded" },
    slowest: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
  },
});
if (options.provider !== "embedded" && options.provider !== "postgres")
  throw new Error("--provider must be embedded or postgres");

// Run with --expose-gc (npm run bench does) so the heap figure is what the index keeps, not garbage.
const collect = () => (globalThis as { gc?: () => void }).gc?.();
const database = openDatabase(process.env.DATABASE_URL);
await migrateToLatest(database.db);
collect();
const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
let provider: SearchProvider;
let indexStats = () => "";
if (options.provider === "postgres") {
  if (database.dialect !== "postgres")
    throw new Error("--provider postgres needs a postgres:// DATABASE_URL");
  // On a freshly seeded database the shared index is older than the seed, so this builds it.
  provider = createPostgresSearch(database.db);
} else {
  const embedded = createEmbeddedSearch(database.db);
  indexStats = () => {
    const stats = embedded.stats();
    return `${stats.products} products, ${stats.terms} terms, `;
  };
  provider = embedded;
}
await provider.ready;
const search = createSearchService(provider);
const buildMs = performance.now() - started;
collect();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1048576;
console.log(
  `search index (${options.provider} on ${database.dialect}): ${indexStats()}built in ${(buildMs / 1000).toFixed(1)} s, heap +${heapMb.toFixed(0)} MB`,
);
const figures: Record<string, Record<string, number>> = {};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2);
};
/**
 * Times every call; the first round is "cold" (nothing cached yet), the rest repeat what shoppers
 * repeat. With --slowest, also names the slowest first-time calls, to see what a percentile is made of.
 */
async function time(
  label: string,
  runs: [name: string, run: () => Promise<unknown>][],
  rounds: number,
  ps: number[],
) {
  const cold: number[] = [];
  const all: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const [, run] of runs) {
      const t = performance.now();
      await run();
      const ms = performance.now() - t;
      all.push(ms);
      if (r === 0) cold.push(ms);
    }
  const line = (values: number[]) => ps.map((p) => `p${p} ${percentile(values, p)} ms`).join("   ");
  for (const [name, values] of [
    ["first time", cold],
    ["all rounds", all],
  ] as const)
    figures[`${label}, ${name}`] = Object.fromEntries(
      ps.map((p) => [`p${p}`, Number(percentile(values, p))]),
    );
  console.log(`${`${label}, first time`.padEnd(52)} ${line(cold)}   (${cold.length} calls)`);
  console.log(`${`${label}, all rounds`.padEnd(52)} ${line(all)}   (${all.length} calls)`);
  if (options.slowest)
    for (const i of cold
      .map((_, i) => i)
      .sort((a, b) => cold[b]! - cold[a]!)
      .slice(0, 5))
      console.log(`    ${cold[i]!.toFixed(2).padStart(8)} ms  ${runs[i]![0]}`);
}

// What a shopper types, keystroke by keystroke, including typos.
const words = [
  "towels",
  "candle",
  "pyjamas",
  "duvet cover",
  "cashmere",
  "white",
  "linen",
  "sage",
  "bathrobe",
  "baby",
];
const typed = words.flatMap((w) => Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i + 2)));
await time(
  "suggestions",
  [...typed, "towle", "candel", "cashmre"].map((term) => [term, () => search.suggest(term)]),
  5,
  [50, 95, 99],
);

const categories: ListingScope[] = [
  "Bedroom",
  "Bed-Linen",
  "Duvet-Covers",
  "Towels",
  "Sale",
  "New-Arrivals",
  "Clothing",
].map((categoryCode) => ({ kind: "category", categoryCode }));
const queries = [
  "",
  "sort=price-asc",
  "sort=rating&colour=White",
  "colour=Sage&size=M&sort=price-desc",
  "newIn=true&page=2",
  "price=25-50&rating=4",
];
const listingRuns: [string, () => Promise<unknown>][] = [];
for (const scope of categories)
  for (const q of queries)
    listingRuns.push([
      `${scope.kind === "category" ? scope.categoryCode : "search"}?${q}`,
      () =>
        search
          .listing({
            scope,
            query: parseSearchQuery(new URLSearchParams(q)),
            currency: "GBP",
            locale: "en-GB",
          })
          .catch(() => null),
    ]);
for (const text of ["towel", "white towels", "cashmere jumper", "candle", "linen", "pyjamas", "duvet"])
  for (const q of ["", "&sort=price-asc", "&colour=White&sort=newest"])
    listingRuns.push([
      `search?text=${text}${q}`,
      () =>
        search
          .listing({
            scope: { kind: "search" },
            query: parseSearchQuery(new URLSearchParams(`text=${encodeURIComponent(text)}${q}`)),
            currency: "GBP",
            locale: "en-GB",
          })
          .catch(() => null),
    ]);
await time("listings and search results", listingRuns, 3, [50, 95, 99]);
if (options.json) console.log(JSON.stringify({ provider: options.provider, buildMs, figures }));
await database.close();

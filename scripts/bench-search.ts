// `node scripts/bench-search.ts [--slowest]` (DATABASE_URL = a seeded database; `npm run bench` runs it on the
// bench database): builds the search index in this process and measures what shoppers wait for —
// suggestions (target p99 ≤ 10 ms) and listings with facets (target p95 ≤ 30 ms) — by calling the
// search service directly, without HTTP. `npm run bench` measures the same over HTTP.

import { parseSearchQuery } from "../core/search/search-query.ts";
import type { ListingScope } from "../core/search/search-service.ts";
import { openDatabase } from "../data/db.ts";
import { createInProcessSearch } from "../data/search/in-process-search.ts";

// Run with --expose-gc (npm run bench does) so the heap figure is what the index keeps, not garbage.
const collect = () => (globalThis as { gc?: () => void }).gc?.();
const database = openDatabase(process.env.DATABASE_URL);
collect();
const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
const search = createInProcessSearch(database.db);
await search.ready;
const buildMs = performance.now() - started;
collect();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1048576;
const stats = search.stats();
console.log(
  `search index: ${stats.products} products, ${stats.terms} terms, built in ${(buildMs / 1000).toFixed(1)} s, heap +${heapMb.toFixed(0)} MB`,
);

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
  console.log(`${`${label}, first time`.padEnd(52)} ${line(cold)}   (${cold.length} calls)`);
  console.log(`${`${label}, all rounds`.padEnd(52)} ${line(all)}   (${all.length} calls)`);
  if (process.argv.includes("--slowest"))
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
  "suggestions (in process)",
  [...typed, "towle", "candel", "cashmre"].map((term) => [
    term,
    () => search.suggest({ term, versionPrefix: "/uk", thumbnail: (id) => `/images/${id}/160.webp` }),
  ]),
  5,
  [50, 99],
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
await time("listings and search results (in process)", listingRuns, 3, [50, 95]);
await database.close();

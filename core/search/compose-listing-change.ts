import {
  MULTI_FACETS,
  readSearchQuery,
  type SearchQuery,
  searchQueryString,
  withQuery,
} from "./search-query.ts";

/**
 * A listing change asked for while an earlier one is still loading (spec 002 §4 "Listing"). Each
 * link and control on a listing page was built from the listing it shows (`shown`) and leads to `target`; the
 * shopper may already have asked for another state (`requested`, say a colour whose results have not arrived).
 * The change the control stands for, `target` against `shown`, is applied to `requested`, so a sort picked
 * while a colour loads keeps the colour. Multi-select facets add and remove the values the control toggles;
 * every other part takes the target's value where the control changes it. Query strings in and out, with
 * or without the leading "?"; a query that does not parse leaves the target as it is.
 */
export function composeListingChange(shown: string, target: string, requested: string): string {
  const read = (query: string) => readSearchQuery(new URLSearchParams(query.replace(/^\?/, "")));
  const [from, to, latest] = [read(shown), read(target), read(requested)];
  if (!from || !to || !latest) return target;
  const change: Partial<SearchQuery> = {};
  for (const key of ["text", "sort", "page", "priceMin", "priceMax", "layout", "view"] as const) {
    if (to[key] !== from[key]) Object.assign(change, { [key]: to[key] });
  }
  const filters = { ...latest.filters };
  let filtersChanged = false;
  for (const code of MULTI_FACETS) {
    const added = to.filters[code].filter((value) => !from.filters[code].includes(value));
    const removed = new Set(from.filters[code].filter((value) => !to.filters[code].includes(value)));
    if (added.length === 0 && removed.size === 0) continue;
    const kept = latest.filters[code].filter((value) => !removed.has(value));
    filters[code] = [...kept, ...added.filter((value) => !kept.includes(value))];
    filtersChanged = true;
  }
  for (const code of ["rating", "newIn", "sale"] as const) {
    if (to.filters[code] === from.filters[code]) continue;
    Object.assign(filters, { [code]: to.filters[code] });
    filtersChanged = true;
  }
  if (filtersChanged) change.filters = filters;
  return searchQueryString(withQuery(latest, change));
}

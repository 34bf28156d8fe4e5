import { FILTER_PARAMS } from "../search/filter-params.ts";
import type { TrackingEventOf } from "./tracking-events.ts";

// spec 002 §7 "Sort Items" and "Filter Items": what a change of a listing's query (core/search/search-query.ts
// searchQueryString) did. Paging and layout are neither; a new search text is a new listing, not a change.

function filtersOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of FILTER_PARAMS) for (const value of params.getAll(name).sort()) kept.append(name, value);
  return kept.toString();
}

/** The sort and filter events of going from one query string of a listing to the next. */
export function listingChangeEvents(
  previousQuery: string,
  nextQuery: string,
): TrackingEventOf<"Sort Items" | "Filter Items">[] {
  const before = new URLSearchParams(previousQuery.replace(/^\?/, ""));
  const after = new URLSearchParams(nextQuery.replace(/^\?/, ""));
  if ((before.get("text") ?? "") !== (after.get("text") ?? "")) return [];
  const events: TrackingEventOf<"Sort Items" | "Filter Items">[] = [];
  const sortBefore = before.get("sort") ?? "relevance";
  const sortAfter = after.get("sort") ?? "relevance";
  if (sortBefore !== sortAfter) events.push({ event: "Sort Items", sortBy: sortAfter.slice(0, 64) });
  const filters = filtersOf(after);
  if (filtersOf(before) !== filters) events.push({ event: "Filter Items", filters: filters.slice(0, 500) });
  return events;
}

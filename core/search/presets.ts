import { type SearchQuery, searchQueryString, withQuery } from "./search-query.ts";

export interface Preset {
  code: "newIn" | "sale" | "topRated" | "newest";
  name: string;
  selected: boolean;
  query: string;
}

/**
 * Presets are one-tap shortcuts to a common filter or order over the same listing (spec 002 §2):
 * new in, sale, top rated and newest. Selecting a selected preset clears it.
 */
export function presets(query: SearchQuery, available: { newIn: number; sale: number }): Preset[] {
  const f = query.filters;
  const list: Preset[] = [];
  if (available.newIn > 0 || f.newIn)
    list.push({
      code: "newIn",
      name: "New in",
      selected: f.newIn,
      query: searchQueryString(withQuery(query, { filters: { ...f, newIn: !f.newIn } })),
    });
  if (available.sale > 0 || f.sale)
    list.push({
      code: "sale",
      name: "Sale",
      selected: f.sale,
      query: searchQueryString(withQuery(query, { filters: { ...f, sale: !f.sale } })),
    });
  list.push({
    code: "topRated",
    name: "Top rated",
    selected: f.rating === 4,
    query: searchQueryString(withQuery(query, { filters: { ...f, rating: f.rating === 4 ? null : 4 } })),
  });
  list.push({
    code: "newest",
    name: "Newest first",
    selected: query.sort === "newest",
    query: searchQueryString(withQuery(query, { sort: query.sort === "newest" ? "relevance" : "newest" })),
  });
  return list;
}

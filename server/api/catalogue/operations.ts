import type { OperationGroup } from "../openapi/json-operation.ts";
import { autocompleteQuery, categoryUrlsQuery } from "./suggestion-routes.ts";

// Listing, search and suggestions (spec 000 §7, 002 §7) for the OpenAPI document; routes in this folder. The
// listing's query string is the listing state the page's own address carries (core/search/search-query.ts).

const LISTING = "The listing: products, facets, counts and pagination (`private, no-store`).";

export const catalogueOperations: OperationGroup = {
  tag: "Catalogue",
  description: "Listing and search results as JSON, search-as-you-type, and categories' addresses.",
  operations: [
    {
      method: "get",
      paths: ["/:version/async/search/*"],
      summary: "A listing or search page's results after a change",
      description:
        "`path` is the page's path in the version, e.g. `search` with `?text=towel&sort=price-asc`.",
      responses: { 200: LISTING, 404: "The path is not a listing page." },
    },
    {
      method: "get",
      paths: ["/:version/*"],
      summary: "A listing page's results on first load",
      description:
        "Answers JSON only where `path` is a listing page's path followed by `/search` (e.g. " +
        "`Bedroom/Bed-Linen/c/Duvet-Covers/search?colour=Sage`); every other address under a version is a page.",
      responses: { 200: LISTING },
    },
    {
      method: "get",
      paths: ["/:version/search/autocomplete"],
      summary: "Suggestions while the shopper types",
      description: "The same for everyone: `public, max-age=60`.",
      query: autocompleteQuery,
      responses: { 200: "`suggestionGroups`: related searches, categories and products." },
    },
    {
      method: "get",
      paths: ["/:version/json/getCategoryUrlsFromCatIds.json"],
      summary: "The addresses of categories by id",
      description: "The same for everyone: `public, max-age=300`.",
      query: categoryUrlsQuery,
      responses: { 200: "`{categoryUrls}`." },
    },
  ],
};

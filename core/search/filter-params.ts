/** The query parameters of a listing that filter its results (core/search/search-query.ts), as the URL names them. */
export const FILTER_PARAMS = [
  "category",
  "colour",
  "size",
  "price",
  "rating",
  "newIn",
  "sale",
  "priceMin",
  "priceMax",
] as const;

import { DomainError } from "../errors/domain-error.ts";

export interface Pagination {
  currentPage: number;
  pageSize: number;
  numberOfPages: number;
  totalNumberOfResults: number;
}

/** How many pages a listing of `total` products fills: at least one, which may be empty. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Pages are numbered from 1; a page past the last one is a bad link, answered 400 by the JSON APIs (the listing
 * pages correct it first: listing-range.ts).
 */
export function paginate(total: number, page: number, pageSize: number): Pagination & { start: number } {
  const numberOfPages = pageCount(total, pageSize);
  if (page > numberOfPages)
    throw new DomainError(
      "invalid",
      `page ${page} does not exist: there ${numberOfPages === 1 ? "is 1 page" : `are ${numberOfPages} pages`}.`,
      { page: `page must be between 1 and ${numberOfPages}` },
    );
  return {
    currentPage: page,
    pageSize,
    numberOfPages,
    totalNumberOfResults: total,
    start: (page - 1) * pageSize,
  };
}

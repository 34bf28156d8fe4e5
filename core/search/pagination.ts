import { DomainError } from "../errors/domain-error.ts";

export interface Pagination {
  currentPage: number;
  pageSize: number;
  numberOfPages: number;
  totalNumberOfResults: number;
}

/** Pages are numbered from 1; a page past the last one is a bad link, answered 400. */
export function paginate(total: number, page: number, pageSize: number): Pagination & { start: number } {
  const numberOfPages = Math.max(1, Math.ceil(total / pageSize));
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

// spec 002 §4 "Store finder": the page starts at 1; §9: 15 stores a page.
export const STORE_FINDER_PAGE_SIZE = 15;

export interface StorePage<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  totalPages: number;
  total: number;
}

/** One page of a list; a page past the end shows the last page, so a stale shared link still shows stores. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  pageSize = STORE_FINDER_PAGE_SIZE,
): StorePage<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, totalPages, total: items.length };
}

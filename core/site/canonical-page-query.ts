/**
 * The part of a paginated page's query string (a listing, a collection, the magazine) that names a page of its own
 * for search engines: the page number, so that page 2 is indexed as page 2 rather than folded into page 1 (each
 * lists other things). Filters, sorts, searches and layouts only rearrange the same pages and stay out; page 1 is
 * the address without a number.
 */
export function canonicalPageQuery(params: URLSearchParams): URLSearchParams {
  const page = params.get("page");
  const canonical = new URLSearchParams();
  if (page !== null && /^\d{1,7}$/.test(page) && Number(page) > 1)
    canonical.set("page", String(Number(page)));
  return canonical;
}

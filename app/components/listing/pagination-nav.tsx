import { useLocation } from "react-router";
import type { Pagination } from "../../../core/search/pagination.ts";
import { RouteLink } from "../../lib/route-links/route-link.tsx";
import { useSite } from "../../lib/use-site.ts";
import { useListingChange } from "./use-listing-change.ts";
import "./pagination-nav.css";

/** The pages to offer: first, last and the current one with its neighbours; gaps as null. */
function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1]! > 1) out.push(null);
    out.push(page);
  });
  return out;
}

export function PaginationNav({ pagination, query }: { pagination: Pagination; query: string }) {
  const { t } = useSite();
  const { pathname } = useLocation();
  const { compose } = useListingChange(query);
  if (pagination.numberOfPages <= 1) return null;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(query.slice(1));
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    const s = params.toString();
    return `${pathname}${compose(s ? `?${s}` : "")}`;
  };
  const { currentPage: current, numberOfPages: pages } = pagination;
  return (
    <nav className="pagination" aria-label={t("listing.pagination")}>
      <p className="pagination__status">{t("listing.pageOf", { page: current, pages })}</p>
      <ul>
        <li>
          {current > 1 ? (
            <RouteLink to={hrefFor(current - 1)} rel="prev" className="pagination__step">
              {t("listing.previous")}
            </RouteLink>
          ) : (
            <span className="pagination__step pagination__step--off">{t("listing.previous")}</span>
          )}
        </li>
        {pageWindow(current, pages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={page}>
              <RouteLink
                to={hrefFor(page)}
                aria-current={page === current ? "page" : undefined}
                aria-label={t("listing.goToPage", { page })}
                className="pagination__page"
              >
                {page}
              </RouteLink>
            </li>
          ),
        )}
        <li>
          {current < pages ? (
            <RouteLink to={hrefFor(current + 1)} rel="next" className="pagination__step">
              {t("listing.next")}
            </RouteLink>
          ) : (
            <span className="pagination__step pagination__step--off">{t("listing.next")}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}

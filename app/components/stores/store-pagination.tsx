import { useSite } from "../../lib/use-site.ts";
import { UiLink } from "../../ui/link.tsx";
import "../magazine/board-pagination.css";

interface StorePaginationProps {
  /** 1-based (spec 002 §4: the finder's page starts at 1). */
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

/** The finder's page links (15 stores a page): plain `?page=` links, so paging works without JavaScript. */
export function StorePagination({ page, totalPages, hrefFor }: StorePaginationProps) {
  const { t } = useSite();
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className="board-pagination" aria-label={t("stores.pagination")}>
      <ul className="board-pagination__list">
        {page > 1 && (
          <li>
            <UiLink
              path={hrefFor(page - 1)}
              inline={false}
              className="board-pagination__link board-pagination__link--step"
            >
              {t("stores.previousPage")}
            </UiLink>
          </li>
        )}
        {pages.map((target) => (
          <li key={target}>
            <UiLink
              path={hrefFor(target)}
              inline={false}
              className="board-pagination__link"
              aria-current={target === page ? "page" : undefined}
              aria-label={t("stores.page", { page: target })}
            >
              {String(target)}
            </UiLink>
          </li>
        ))}
        {page < totalPages && (
          <li>
            <UiLink
              path={hrefFor(page + 1)}
              inline={false}
              className="board-pagination__link board-pagination__link--step"
            >
              {t("stores.nextPage")}
            </UiLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

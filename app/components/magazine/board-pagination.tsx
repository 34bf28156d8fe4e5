import { useSite } from "../../lib/use-site.ts";
import { UiLink } from "../../ui/link.tsx";
import "./board-pagination.css";

interface BoardPaginationProps {
  /** 0-based, as the search answers. */
  page: number;
  nbPages: number;
  hrefFor: (page: number) => string;
  onSelect: (page: number) => boolean;
}

/** Page links under the board (60 articles a page); real links, taken over by the board's script. */
export function BoardPagination({ page, nbPages, hrefFor, onSelect }: BoardPaginationProps) {
  const { t } = useSite();
  if (nbPages <= 1) return null;
  const link = (target: number, label: string, className: string, current = false) => (
    <UiLink
      path={hrefFor(target)}
      inline={false}
      className={className}
      aria-current={current ? "page" : undefined}
      aria-label={label}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        if (onSelect(target)) event.preventDefault();
      }}
    >
      {className.includes("--step") ? label : String(target + 1)}
    </UiLink>
  );
  return (
    <nav className="board-pagination" aria-label={t("magazine.pagination")}>
      <ul className="board-pagination__list">
        {page > 0 && (
          <li>
            {link(
              page - 1,
              t("magazine.previousPage"),
              "board-pagination__link board-pagination__link--step",
            )}
          </li>
        )}
        {Array.from({ length: nbPages }, (_, index) => (
          <li key={index}>
            {link(index, t("magazine.page", { page: index + 1 }), "board-pagination__link", index === page)}
          </li>
        ))}
        {page < nbPages - 1 && (
          <li>
            {link(page + 1, t("magazine.nextPage"), "board-pagination__link board-pagination__link--step")}
          </li>
        )}
      </ul>
    </nav>
  );
}

import { useState } from "react";
import type { MagazineCategory } from "../../../core/magazine/magazine-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { UiLink } from "../../ui/link.tsx";
import { useHydrated } from "../shell/use-hydrated.ts";
import "./category-filters.css";

const LIST_ID = "magazine-filter-list";

interface CategoryFiltersProps {
  categories: readonly MagazineCategory[];
  active: string | null;
  /** True when the board showed the category itself (the link then does not navigate). */
  onSelect: (slug: string | null) => boolean;
}

/**
 * The board's category filters: real links (they work without JavaScript), at most 5 visible,
 * 3 on large and 2 on small mobile (CSS by width), the rest behind a "more" control, which without
 * JavaScript is a link that shows the whole list.
 */
export function CategoryFilters({ categories, active, onSelect }: CategoryFiltersProps) {
  const { t } = useSite();
  const [expanded, setExpanded] = useState(false);
  const hydrated = useHydrated();
  const entries = [
    { slug: null, name: t("magazine.all") },
    ...categories.map((c) => ({ slug: c.slug, name: c.name })),
  ];
  return (
    <nav
      className={expanded ? "magazine-filters magazine-filters--expanded" : "magazine-filters"}
      aria-label={t("magazine.filters")}
    >
      <ul className="magazine-filters__list" id={LIST_ID}>
        {entries.map((entry) => {
          const isActive = entry.slug === active;
          return (
            <li
              key={entry.slug ?? "all"}
              className={
                isActive ? "magazine-filters__item magazine-filters__item--active" : "magazine-filters__item"
              }
            >
              <UiLink
                path={entry.slug ? `/magazine/${entry.slug}` : "/magazine"}
                inline={false}
                className="magazine-filters__link"
                aria-current={isActive ? "page" : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  if (onSelect(entry.slug)) event.preventDefault();
                }}
              >
                {entry.name}
              </UiLink>
            </li>
          );
        })}
      </ul>
      {hydrated ? (
        <button
          type="button"
          className="magazine-filters__more"
          aria-expanded={expanded}
          aria-controls={LIST_ID}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t("magazine.less") : t("magazine.more")}
        </button>
      ) : (
        // Before hydration (or without JavaScript) a link to the list, which CSS shows whole as the target.
        <a href={`#${LIST_ID}`} className="magazine-filters__more">
          {t("magazine.more")}
        </a>
      )}
    </nav>
  );
}

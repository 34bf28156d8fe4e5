import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Layout, View } from "../../../core/search/search-query.ts";
import type { SortOption } from "../../../core/search/sorts.ts";
import { noteRequestedNavigation } from "../../lib/navigation/requested-navigation.ts";
import { RouteLink } from "../../lib/route-links/route-link.tsx";
import { useSite } from "../../lib/use-site.ts";
import { useSelectCommit } from "../../ui/select-commit.ts";
import { Form } from "../../ui/site-form.tsx";
import { useHydrated } from "../shell/use-hydrated.ts";
import { hiddenFields } from "./query-fields.ts";
import { useListingChange } from "./use-listing-change.ts";
import "./listing-toolbar.css";
import "../../ui/button.css";

interface ToolbarProps {
  sorts: readonly SortOption[];
  query: string;
  layout: Layout;
  view: View;
  filterCount: number;
  onOpenFilters: () => void;
}

/** Sort, layout and view (spec 002 §2: layout double by default, view base by default) and the mobile filter button. */
export function ListingToolbar({ sorts, query, layout, view, filterCount, onOpenFilters }: ToolbarProps) {
  const { t } = useSite();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { requested, compose } = useListingChange(query);
  const selected = sorts.find((s) => s.selected) ?? sorts[0];
  // The sort shown while a keyboard user steps through the options; the listing changes once they choose
  // (WCAG 3.2.2 On Input), and follows the listing when that changes.
  const [draft, setDraft] = useState<string | undefined>(selected?.code);
  // A change whose load failed leaves the listing as it was (spec 000 §8): the address is shown again (a new
  // location), and the sort shown goes back to the listing's. Adjusted while rendering, keyed by both.
  const shown = `${selected?.code ?? ""}|${key}`;
  const [draftShown, setDraftShown] = useState(shown);
  if (draftShown !== shown) {
    setDraftShown(shown);
    setDraft(selected?.code);
  }
  const sortHandlers = useSelectCommit(setDraft, (select) => {
    const option = sorts.find((s) => s.code === select.value);
    // Stepping back to the sort shown asks for nothing, unless another change is still loading.
    if (option && (option.code !== selected?.code || requested !== query)) {
      const to = `${pathname}${compose(option.query)}`;
      noteRequestedNavigation(to);
      navigate(to, { preventScrollReset: true });
    }
  });
  // Layout and view change the latest listing asked for, not only the one shown.
  const withParam = (name: string, value: string, fallback: string) => {
    const params = new URLSearchParams(requested.replace(/^\?/, ""));
    if (value === fallback) params.delete(name);
    else params.set(name, value);
    const s = params.toString();
    return `${pathname}${s ? `?${s}` : ""}`;
  };
  return (
    <div className="listing-toolbar">
      <button
        type="button"
        className="listing-toolbar__filter ui-button ui-button--secondary"
        onClick={onOpenFilters}
      >
        {filterCount > 0 ? t("listing.filtersApplied", { count: filterCount }) : t("listing.filters")}
      </button>
      <Form method="get" className="listing-toolbar__sort" preventScrollReset>
        {hiddenFields(requested, ["sort"]).map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="listing-sort">{t("listing.sortBy")}</label>
        <select id="listing-sort" name="sort" value={draft} {...sortHandlers}>
          {sorts.map((sort) => (
            <option key={sort.code} value={sort.code}>
              {sort.name}
            </option>
          ))}
        </select>
        {!hydrated && (
          <button type="submit" className="ui-button ui-button--text">
            {t("listing.apply")}
          </button>
        )}
      </Form>
      <div className="listing-toolbar__display">
        <ToggleGroup
          label={t("listing.layout")}
          options={[
            { value: "double", label: t("listing.layoutDouble"), icon: "double" },
            { value: "single", label: t("listing.layoutSingle"), icon: "single" },
          ]}
          current={layout}
          href={(v) => withParam("layout", v, "double")}
        />
        <ToggleGroup
          label={t("listing.view")}
          options={[
            { value: "base", label: t("listing.viewBase") },
            { value: "alternate", label: t("listing.viewAlternate") },
          ]}
          current={view}
          href={(v) => withParam("view", v, "base")}
        />
      </div>
    </div>
  );
}

function ToggleGroup({
  label,
  options,
  current,
  href,
}: {
  label: string;
  options: { value: string; label: string; icon?: "double" | "single" }[];
  current: string;
  href: (value: string) => string;
}) {
  return (
    <fieldset className="toggle-group">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <RouteLink
          key={option.value}
          to={href(option.value)}
          preventScrollReset
          replace
          className={
            option.value === current
              ? "toggle-group__option toggle-group__option--on"
              : "toggle-group__option"
          }
          aria-current={option.value === current ? "true" : undefined}
          aria-label={option.icon ? option.label : undefined}
          rel="nofollow"
        >
          {option.icon ? <LayoutIcon kind={option.icon} /> : option.label}
        </RouteLink>
      ))}
    </fieldset>
  );
}

function LayoutIcon({ kind }: { kind: "double" | "single" }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      {kind === "double" ? (
        <>
          <rect x="1.5" y="1.5" width="6" height="15" fill="none" stroke="currentColor" />
          <rect x="10.5" y="1.5" width="6" height="15" fill="none" stroke="currentColor" />
        </>
      ) : (
        <rect x="3.5" y="1.5" width="11" height="15" fill="none" stroke="currentColor" />
      )}
    </svg>
  );
}

import { useEffect, useRef } from "react";
import { useSite } from "../../routes/version-layout.tsx";
import { SEARCH_PANEL_ID } from "./search-toggle.tsx";
import { useShellState } from "./shell-state.tsx";

/**
 * The search panel slot under the header bar, open while the shell's "search" panel is. Until the search panel
 * with suggestions arrives, it is the plain search form of spec 000 "Search panel": GET to the search page with
 * the field `text`.
 */
export function HeaderSearch() {
  const { openPanel } = useShellState();
  if (openPanel !== "search") return null;
  return <PlainSearchForm />;
}

function PlainSearchForm() {
  const { version, t } = useSite();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <search id={SEARCH_PANEL_ID} className="shell-search">
      <form method="get" action={`/${version}/search`} className="shell-search__form">
        <label htmlFor="shell-search-text" className="visually-hidden">
          {t("header.search.label")}
        </label>
        <input
          ref={input}
          id="shell-search-text"
          name="text"
          type="search"
          className="shell-search__input"
          placeholder={t("header.search.placeholder")}
          autoComplete="off"
        />
        <button type="submit" className="button">
          {t("header.search.submit")}
        </button>
      </form>
    </search>
  );
}

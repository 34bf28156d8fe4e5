import { lazy, Suspense } from "react";
import { SEARCH_PANEL_ID } from "./search-toggle.tsx";
import { useShellState } from "./shell-state.tsx";
import "./header-search.css";

/**
 * The search panel under the header bar (spec 000 "Search panel"), open while the shell's "search" panel is.
 * Without JavaScript the search toggle is a link to the search page instead.
 */
// Loaded when the shopper first opens search: most page views never do, so its code stays off the first load.
const SearchPanel = lazy(() =>
  import("../search/search-panel.tsx").then((module) => ({ default: module.SearchPanel })),
);

export function HeaderSearch() {
  const { openPanel, close } = useShellState();
  if (openPanel !== "search") return null;
  return (
    <div id={SEARCH_PANEL_ID} className="shell-search">
      <Suspense fallback={null}>
        <SearchPanel onClose={() => close("search")} />
      </Suspense>
    </div>
  );
}

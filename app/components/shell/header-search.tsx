import { SearchPanel } from "../search/search-panel.tsx";
import { SEARCH_PANEL_ID } from "./search-toggle.tsx";
import { useShellState } from "./shell-state.tsx";

/**
 * The search panel under the header bar (spec 000 "Search panel"), open while the shell's "search" panel is.
 * Without JavaScript the search toggle is a link to the search page instead.
 */
export function HeaderSearch() {
  const { openPanel, close } = useShellState();
  if (openPanel !== "search") return null;
  return (
    <div id={SEARCH_PANEL_ID} className="shell-search">
      <SearchPanel onClose={() => close("search")} />
    </div>
  );
}

// The finder's selected store (spec 002 §4 "Store finder": selected store with index, expanded, scroll) and the
// map's visibility, as one reducer: a marker, a card's "Show on map" and the reset all change them in one place.

export interface StoreSelection {
  /** The store's place on the current page, from 0. */
  index: number;
  /** Its week of opening hours is open. */
  expanded: boolean;
  /** Its card is to be scrolled into view (once: the effect that scrolls clears it). */
  scroll: boolean;
}

/**
 * "auto": the map is beside the list on wide screens and behind "Show map" on narrow ones (CSS decides);
 * "open": shown at every width; "closed": hidden at every width, the list alone.
 */
export type MapMode = "auto" | "open" | "closed";

export interface StoreFinderView {
  selected: StoreSelection | null;
  map: MapMode;
}

export type StoreFinderAction =
  | { type: "select"; index: number; scroll: boolean }
  | { type: "toggleHours"; index: number; open: boolean }
  | { type: "scrolled" }
  | { type: "showMap" }
  | { type: "hideMap" }
  /** A new search or page: the old page's index means nothing on the new one. */
  | { type: "newResults" }
  | { type: "reset" };

export const DEFAULT_FINDER_VIEW: StoreFinderView = { selected: null, map: "auto" };

export function storeFinderView(state: StoreFinderView, action: StoreFinderAction): StoreFinderView {
  switch (action.type) {
    case "select":
      return { ...state, selected: { index: action.index, expanded: true, scroll: action.scroll } };
    case "toggleHours":
      if (action.open) return { ...state, selected: { index: action.index, expanded: true, scroll: false } };
      return state.selected?.index === action.index
        ? { ...state, selected: { ...state.selected, expanded: false } }
        : state;
    case "scrolled":
      return state.selected ? { ...state, selected: { ...state.selected, scroll: false } } : state;
    case "showMap":
      return { ...state, map: "open" };
    case "hideMap":
      return { ...state, map: "closed" };
    case "newResults":
      return { ...state, selected: null };
    case "reset":
      return DEFAULT_FINDER_VIEW;
  }
}

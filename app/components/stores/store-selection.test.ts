import { describe, expect, it } from "vitest";
import { DEFAULT_FINDER_VIEW, storeFinderView } from "./store-selection.ts";

describe("the store finder's selected store and map", () => {
  it("selects a store expanded, scrolled to once, and keeps the map as it was", () => {
    const hidden = storeFinderView(DEFAULT_FINDER_VIEW, { type: "hideMap" });
    const chosen = storeFinderView(hidden, { type: "select", index: 3, scroll: true });
    expect(chosen).toEqual({ selected: { index: 3, expanded: true, scroll: true }, map: "closed" });
    expect(storeFinderView(chosen, { type: "scrolled" }).selected).toEqual({
      index: 3,
      expanded: true,
      scroll: false,
    });
  });

  it("collapses the selected store's hours without losing the selection", () => {
    const chosen = storeFinderView(DEFAULT_FINDER_VIEW, { type: "select", index: 1, scroll: false });
    expect(storeFinderView(chosen, { type: "toggleHours", index: 1, open: false }).selected).toEqual({
      index: 1,
      expanded: false,
      scroll: false,
    });
    expect(storeFinderView(chosen, { type: "toggleHours", index: 4, open: false })).toBe(chosen);
  });

  it("clears the selection on new results but keeps the map off, and the reset restores every default", () => {
    const off = storeFinderView(
      storeFinderView(DEFAULT_FINDER_VIEW, { type: "select", index: 2, scroll: true }),
      { type: "hideMap" },
    );
    expect(storeFinderView(off, { type: "newResults" })).toEqual({ selected: null, map: "closed" });
    expect(storeFinderView(off, { type: "reset" })).toEqual(DEFAULT_FINDER_VIEW);
  });
});

// Whether the page's first render has committed. Set by the root's first effect: from then on nothing is
// hydrating, and what renders in the browser is React's own markup (StaticMarkup reads it).
let pageHydrated = false;

/** Called by the root's first effect: the page's hydration has committed. */
export function notePageHydrated(): void {
  pageHydrated = true;
}

export function isPageHydrated(): boolean {
  return pageHydrated;
}

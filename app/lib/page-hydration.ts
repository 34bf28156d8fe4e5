// Whether the page's first render has committed. Set by the root's first effect: from then on nothing is
// hydrating, and what renders in the browser is React's own markup (StaticMarkup reads it). Preact may hydrate the
// page in parts, over several tasks (app/lib/preact/hydration-slice-for-preact.tsx): each part still to hydrate
// holds the page's hydration open.
let pageHydrated = false;
let partsStillHydrating = 0;

/** Called by the root's first effect: the page's hydration has committed. */
export function notePageHydrated(): void {
  pageHydrated = true;
}

export function isPageHydrated(): boolean {
  return pageHydrated && partsStillHydrating === 0;
}

/** Holds the page's hydration open until the function it returns is called. */
export function holdPageHydration(): () => void {
  partsStillHydrating += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    partsStillHydrating -= 1;
  };
}

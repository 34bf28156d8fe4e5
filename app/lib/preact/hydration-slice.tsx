import type { ReactNode } from "react";

/**
 * A part of the page (one element: the header, the main, the footer) that the browser may hydrate in a task of its
 * own. React hydrates in slices by itself, so here it is its children. The Preact build (`BROWSER_REACT=preact`,
 * decision 066) resolves this module to `hydration-slice-for-preact.tsx`, which yields between such parts.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return children;
}

import type { ReactNode } from "react";

/**
 * A part of the page (one element: the header, the main, the footer) that the browser may hydrate in a task of its
 * own. React hydrates in slices by itself, so here it is its children. The Preact build (the default,
 * decision 066) resolves this module to `hydration-slice-for-preact.tsx`, which yields between such parts. Its
 * children must render exactly one element while the page hydrates: Preact keeps the next element of the server's
 * markup for a part it puts off, so a part that renders nothing would take its neighbour's.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return children;
}

import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and during hydration, true after. Controls that need JavaScript (panel toggles) render
 * their no-JS fallback (a plain link) until then, and swap to a button without a hydration mismatch.
 *
 * The swap is a transition: set plainly, the first effects after hydration re-rendered every such control (the
 * hamburger panel, the search toggle, the consent form…) in one synchronous render, a 10–20 ms task on a fast
 * machine; as a transition React renders it in slices that yield to the browser (issue 28).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

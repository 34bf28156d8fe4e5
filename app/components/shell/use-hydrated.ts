import { startTransition, useEffect, useState } from "react";
import { inNextTask } from "../../lib/in-next-task.ts";

/**
 * False on the server and during hydration, true after. Controls that need JavaScript (panel toggles) render
 * their no-JS fallback (a plain link) until then, and swap to a button without a hydration mismatch.
 *
 * Each control swaps in a task of its own, after the parts of the page still hydrating (issue 28): set plainly,
 * the first effects after hydration re-rendered every such control (the hamburger panel, the search toggle, the
 * consent form…) in one render, a 10–20 ms task on a fast machine. React would slice a transition by itself;
 * Preact, the browser's React (decision 066), renders it at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => inNextTask(() => startTransition(() => setHydrated(true))), []);
  return hydrated;
}

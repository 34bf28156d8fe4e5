import { useEffect, useState } from "react";

/**
 * False on the server and during hydration, true after. Controls that need JavaScript (panel toggles) render
 * their no-JS fallback (a plain link) until then, and swap to a button without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

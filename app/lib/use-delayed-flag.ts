import { useEffect, useState } from "react";

/**
 * True once `active` has stayed true for `delayMs`, false as soon as it ends: a loading placeholder shown only for
 * a load slow enough to need one (core/site/skeleton-delays.ts).
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) {
      setElapsed(false);
      return;
    }
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && elapsed;
}

import { useCallback, useEffect, useRef } from "react";

/**
 * One pending timer at a time: schedule an action after a delay, run it now, or cancel it. Used for the hover
 * delays of spec 000 §4 (main navigation, bag icon), where a newer intent always replaces an older one.
 */
export function useDelayedAction() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const schedule = useCallback(
    (action: () => void, delayMs: number) => {
      cancel();
      if (delayMs <= 0) {
        action();
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = undefined;
        action();
      }, delayMs);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}

/** True when the pointer can hover and the screen is desktop width (spec 000 §9: touch below 1024 px). */
export function isDesktopPointer(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(min-width: 1024px)").matches;
}

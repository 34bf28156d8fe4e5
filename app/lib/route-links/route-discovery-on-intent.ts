import { useEffect } from "react";

/** What a shopper may be about to follow: a site link, or a form posting to this site. */
const FOLLOWABLE = 'a[data-route-link], form[action^="/"]';
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/**
 * The element an intent event points at that React Router does not yet watch, or null. React Router watches elements
 * marked `data-discover` and asks the server for the routes of their addresses (decision 064).
 */
export function undiscoveredTarget(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const followable = target.closest(FOLLOWABLE);
  return followable && !followable.hasAttribute("data-discover") ? followable : null;
}

/**
 * With lazy route discovery the first page knows only its own routes (decision 064). A link or form the shopper
 * points at, focuses or touches is marked `data-discover`, so React Router fetches that address's routes while the
 * shopper decides and the click seldom waits for them; one that does still navigates, after one small request.
 * Mounted once, by the root.
 */
export function useRouteDiscoveryOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) =>
      undiscoveredTarget(event.target)?.setAttribute("data-discover", "true");
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, []);
}

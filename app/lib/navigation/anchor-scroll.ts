import { useEffect } from "react";
import { useNavigate } from "react-router";
import { type LinkClick, plainLinkClicked } from "./plain-link-click.ts";

// spec 000 §2 "Navigation behaviour", §9: on the same route, anchor links scroll smoothly, 750 ms per step (one
// step is one jump from where the page is to the anchor); instantly for a shopper who asks for reduced motion.
export const ANCHOR_SCROLL_STEP_MS = 750;

/**
 * The id of the element a click on a same-route anchor link goes to (`#delivery`, or this page's own address
 * with a hash), or null when the click is anything else: another page, a new tab, a modified click.
 */
export function sameRouteAnchorId(click: LinkClick, current: URL): string | null {
  const anchor = plainLinkClicked(click, "a[href]");
  if (!anchor) return null;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute("href") ?? "", current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || url.pathname !== current.pathname || url.search !== current.search)
    return null;
  if (url.hash.length < 2) return null;
  try {
    return decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
}

/** Ease in and out over one step: slow start, fast middle, gentle arrival. `progress` runs from 0 to 1. */
export function easeInOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2;
}

/** Where the window is after `elapsed` ms of a step from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsed: number, stepMs = ANCHOR_SCROLL_STEP_MS) {
  return from + (to - from) * easeInOut(elapsed / stepMs);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * Where the browser itself would put the anchor (its scroll-margin and the page's scroll-padding included): asked
 * by jumping there and back within one task, so nothing is painted in between.
 */
function anchorScrollTarget(element: Element): number {
  const start = window.scrollY;
  element.scrollIntoView({ block: "start", behavior: "instant" });
  const end = window.scrollY;
  window.scrollTo({ top: start, behavior: "instant" });
  return end;
}

/** Moves focus to the anchor, so a keyboard user goes on from there; an element that takes no focus is given -1. */
function focusAnchor(element: HTMLElement): void {
  if (!element.matches("a[href], button, input, select, textarea, [tabindex]")) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/**
 * Takes over clicks on same-route anchor links, document wide (mounted once, by the root): scrolls to the anchor
 * in one 750 ms step, moves focus there, and records the hash in the address through the router once there, so the
 * router's own scroll to the hash finds the page already in place.
 */
export function useSmoothAnchorScroll(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let frame = 0;
    const onClick = (event: MouseEvent) => {
      const id = sameRouteAnchorId(event, new URL(window.location.href));
      if (id === null) return;
      const element = document.getElementById(id);
      if (!element) return;
      event.preventDefault();
      cancelAnimationFrame(frame);
      // The whole address: a bare hash would lose the query (a listing's filters) and load the page again.
      const { pathname, search } = window.location;
      const address = `${pathname}${search}#${encodeURIComponent(id)}`;
      // Already the address (the same anchor again): a navigation to it would load the page's data again.
      const arrive = () => {
        if (window.location.hash !== `#${encodeURIComponent(id)}`)
          void navigate(address, { preventScrollReset: true });
      };
      focusAnchor(element);
      const from = window.scrollY;
      const to = anchorScrollTarget(element);
      if (prefersReducedMotion() || from === to) {
        window.scrollTo({ top: to, behavior: "instant" });
        arrive();
        return;
      }
      const started = performance.now();
      const step = (now: number) => {
        const elapsed = now - started;
        window.scrollTo({ top: scrollPositionAt(from, to, elapsed), behavior: "instant" });
        if (elapsed < ANCHOR_SCROLL_STEP_MS) frame = requestAnimationFrame(step);
        else arrive();
      };
      frame = requestAnimationFrame(step);
    };
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("click", onClick);
      cancelAnimationFrame(frame);
    };
  }, [navigate]);
}

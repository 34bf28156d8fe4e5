import { useLayoutEffect } from "react";
import {
  type DataStrategyResult,
  isRouteErrorResponse,
  type MiddlewareFunction,
  replace,
} from "react-router";
import {
  GENERIC_LOAD_ERROR,
  getHttpClient,
  HTTP_CLIENT_EVENTS,
  type NotificationDetail,
} from "../http-client.ts";

// spec 000 §8 "page or content load failure": the shell's self-closing notification over the page the shopper
// was on, not an error page in its place (docs/decisions/049-shell-navigation-rules.md).

/**
 * True for an error that means the page's data could not be loaded: no answer at all (a network failure) or a
 * server failure (5xx). A 4xx the page's loader threw on purpose (not found, forbidden) is the page's own answer,
 * and a redirect is where it sends the shopper.
 */
export function isLoadFailure(error: unknown): boolean {
  // A loader's redirect arrives as a thrown Response (a 3xx): where the page sends the shopper, not a failure.
  if (error instanceof Response) return error.status >= 500;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return true;
}

/**
 * Routes that show a failed load of their own instead: the checkout's failure state inside its shell, with Try
 * again (spec 001 §8, routes/checkout.tsx), is what the shopper needs there, not the page they came from.
 */
const ROUTES_SHOWING_THEIR_OWN_FAILURE: ReadonlySet<string> = new Set(["checkout"]);

/** True when any of a navigation's loader results failed to load, other than a route that shows its own failure. */
export function hasLoadFailure(results: Record<string, DataStrategyResult>): boolean {
  return Object.entries(results).some(
    ([routeId, result]) =>
      !ROUTES_SHOWING_THEIR_OWN_FAILURE.has(routeId) &&
      result.type === "error" &&
      isLoadFailure(result.result),
  );
}

interface Recovery {
  /** The path and query going back to: the page shown when the load failed. */
  address: string;
  /** The scroll position to keep there: going back is a navigation, which would scroll to the top. */
  scrollY: number;
  /** Set once the navigation back has been answered: the scroll position is due when it is shown. */
  answered: boolean;
}

/** What the middleware reads and tells outside React Router: the browser's, unless a test gives its own. */
interface LoadFailureSurroundings {
  /** The page shown (path, query, hash) and how far down it is scrolled. */
  shownPage(): { pathname: string; search: string; hash: string; scrollY: number };
  /** Shows the shell's self-closing notification. */
  notify(detail: NotificationDetail): void;
}

const browserSurroundings: LoadFailureSurroundings = {
  shownPage: () => ({ ...window.location, scrollY: window.scrollY }),
  notify: (detail) =>
    getHttpClient().events.dispatchEvent(new CustomEvent(HTTP_CLIENT_EVENTS.notification, { detail })),
};

/**
 * The root's client middleware: a navigation (or a data load) whose loaders fail keeps the page the shopper was
 * on and shows the notification. React Router cannot cancel a navigation from here, so it is sent back to the
 * address shown, and that second navigation answers with no data at all: every loader's data is kept as shown,
 * with nothing fetched (a server that is down cannot fail it again). `takeRecoveredScroll` answers, once, where
 * the page was scrolled to when the way back has been shown.
 */
export function createLoadFailureMiddleware(surroundings: LoadFailureSurroundings = browserSurroundings) {
  let recovery: Recovery | null = null;

  const middleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ request }, next) => {
    if (request.method !== "GET") return next();
    const url = new URL(request.url);
    if (recovery && !recovery.answered && recovery.address === `${url.pathname}${url.search}`) {
      recovery.answered = true;
      return {};
    }
    recovery = null;
    const results = await next();
    if (request.signal.aborted || !hasLoadFailure(results)) return results;
    surroundings.notify({ message: GENERIC_LOAD_ERROR, autoDismiss: true });
    const { pathname, search, hash, scrollY } = surroundings.shownPage();
    recovery = { address: `${pathname}${search}`, scrollY, answered: false };
    throw replace(`${pathname}${search}${hash}`);
  };

  function takeRecoveredScroll(): number | null {
    if (!recovery?.answered) return null;
    const { scrollY } = recovery;
    recovery = null;
    return scrollY;
  }

  return { middleware, takeRecoveredScroll };
}

const loadFailures = createLoadFailureMiddleware();

export const keepPageOnLoadFailure = loadFailures.middleware;

/**
 * Puts the window back where the shopper was once the page shown before a failed load is back. Rendered after
 * React Router's `<ScrollRestoration>`, so its layout effect runs after the router's scroll to the top.
 */
export function KeepScrollAfterRecovery(): null {
  // Rendered again with every location; a scroll position is due once per failed load, so running on each
  // render costs one check.
  useLayoutEffect(() => {
    const y = loadFailures.takeRecoveredScroll();
    if (y !== null) window.scrollTo({ top: y, behavior: "instant" });
  });
  return null;
}

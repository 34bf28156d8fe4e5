// The address a client navigation was last asked for, written the moment it is asked. React renders the router's
// pending navigation a little later, and a control used in between (a sort chosen just after a colour's link) must
// still build on it: a listing change composes from this until the router is idle again
// (app/components/listing/use-listing-change.ts), so no choice is lost however fast the shopper is.

let requested: { pathname: string; search: string } | null = null;

/** Notes a client navigation to `to` (a path with its query), as it is asked for. */
export function noteRequestedNavigation(to: string): void {
  const url = new URL(to, "http://x");
  requested = { pathname: url.pathname, search: url.search };
}

/** The query last asked for on `pathname` since the router was last idle, or null. */
export function requestedSearch(pathname: string): string | null {
  return requested?.pathname === pathname ? requested.search : null;
}

/** The router is idle: every navigation asked for has ended (shown, or failed and the page kept). */
export function clearRequestedNavigation(): void {
  requested = null;
}

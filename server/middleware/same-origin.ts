/**
 * Whether a request was sent by one of the shop's own pages: the browser's Sec-Fetch-Site says so, or its Origin is
 * the shop's (the public origin, or the address the request reached). A beacon cannot carry a CSRF token, and every
 * browser that sends a beacon sends one of these headers with a POST; a request with neither is not from a page.
 */
export function isSameOriginRequest(request: Request, publicOrigin: string): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return origin === new URL(publicOrigin).origin || origin === new URL(request.url).origin;
}

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

/** What goes on the wire for one call: headers, credentials and the encoded body (spec 000 §7). */
export function buildRequestInit(call: {
  method: string;
  body: unknown;
  sameOrigin: boolean;
  csrfToken: string | null | undefined;
  signal: AbortSignal | undefined;
}): RequestInit & { headers: Headers } {
  // JSON accept and content type on every call; a form body says so instead.
  const headers = new Headers({
    Accept: JSON_TYPE,
    "Content-Type": call.body instanceof URLSearchParams ? FORM_TYPE : JSON_TYPE,
  });
  // Only same-origin calls carry cookies and the anti-forgery headers, so the token never leaves the site.
  if (call.sameOrigin && call.csrfToken) {
    headers.set("X-CSRF-Token", call.csrfToken);
    // Proxies may rewrite the first header; the server falls back to this copy, so it is never transformed.
    headers.set("X-Unmodified-CSRF-Token", call.csrfToken);
  }
  return {
    method: call.method,
    headers,
    credentials: call.sameOrigin ? "include" : "omit",
    body: encodeBody(call.body),
    signal: call.signal ?? null,
  };
}

function encodeBody(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (body instanceof URLSearchParams) return body.toString();
  return JSON.stringify(body);
}

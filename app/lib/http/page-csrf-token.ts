// The shopper's CSRF token as the page last knew it: a personal page's own universal data, or the answer a shared
// page fetched after its first paint (app/lib/personal/personal-universal.tsx). The HTTP client reads it per call,
// so a token rotated at sign-in is picked up. It is kept here, not in a `<meta>`: React hoists a meta rendered in the
// body into the head, before the stylesheets, and Preact, hydrating, would move every stylesheet after it and have
// the browser work out the whole page's style again.

let latest: string | undefined;

/** Remembers the token the page's universal data carries; only in the browser, where one page is one shopper's. */
export function keepPageCsrfToken(token: string | undefined): void {
  if (typeof document === "undefined") return;
  latest = token || undefined;
}

export function pageCsrfToken(): string | undefined {
  return latest;
}

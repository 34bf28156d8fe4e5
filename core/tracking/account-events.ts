import type { TrackingEventOf } from "./tracking-events.ts";

type AccountEvent = TrackingEventOf<"Login" | "Signup">;

/**
 * spec 002 §7 "Login" and "Signup", from what a page view shows: a sign-in link lands with `loginSuccess=true`
 * (spec 001 §2), a password sign-in turns the previous page's guest into a signed-in customer, and the
 * registration form's accepted answer is the login page with `registration=sent` (the account is made when the
 * e-mailed link is followed, so Signup marks the sign-up the shopper completed).
 */
export function accountEventsOf(view: {
  search: string;
  signedIn: boolean;
  /** Whether the previous page view of this tab was signed in; null on the first. */
  wasSignedIn: boolean | null;
}): AccountEvent[] {
  const params = new URLSearchParams(view.search);
  if (params.get("registration") === "sent") return [{ event: "Signup" }];
  if (!view.signedIn) return [];
  if (params.get("loginSuccess") === "true") return [{ event: "Login", method: "magic-link" }];
  if (view.wasSignedIn === false) return [{ event: "Login", method: "password" }];
  return [];
}

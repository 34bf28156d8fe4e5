import type { SessionData } from "../session/session.ts";
import { IDLE_TIME_MS, type VisitorState } from "./account-types.ts";

/**
 * The visitor's state from their session (spec 001 §4, §6): signed in while the last request is within the idle
 * time; past it the customer is remembered (soft login) until they sign out. The idle time ends the signed-in
 * state, never the cart.
 */
export function visitorState(
  data: Pick<SessionData, "customerId" | "lastActiveAt">,
  now: Date,
): VisitorState {
  if (!data.customerId) return { kind: "guest" };
  const last = data.lastActiveAt ? Date.parse(data.lastActiveAt) : Number.NaN;
  if (Number.isFinite(last) && now.getTime() - last < IDLE_TIME_MS)
    return { kind: "signedIn", customerId: data.customerId };
  return { kind: "softLoggedIn", customerId: data.customerId };
}

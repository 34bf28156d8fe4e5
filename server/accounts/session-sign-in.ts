import type { Context } from "hono";
import type { VisitorState } from "../../core/accounts/account-types.ts";
import { visitorState } from "../../core/accounts/visitor-state.ts";
import { SESSION_LIFETIME_MS } from "../../core/session/session.ts";
import { csrfTokenFor, newSessionId } from "../../core/session/session-ids.ts";
import type { Version } from "../../core/site/versions.ts";
import type { AppEnv } from "../app-env.ts";

// Signing a session in and out (docs/decisions/018-passwords-and-sessions.md), one way for page
// actions (RequestContext.signIn/signOut) and Hono handlers alike.

interface SignInOutcome {
  bagUnitsAdded: number;
  savedItemsAdded: number;
}

/**
 * Signs the customer in on this session: the guest's bag and saved items are merged into the customer's, then
 * the session gets a new id (so an id planted before sign-in is worth nothing) and a new CSRF token, and keeps
 * the customer, the merged cart and list, and the time of this request.
 */
export async function signInSession(
  c: Context<AppEnv>,
  customerId: string,
  version: Version,
  options: { keepGuestBagOnly?: boolean } = {},
): Promise<SignInOutcome> {
  const services = c.get("services");
  const now = new Date();
  const before = c.get("session");
  // The guest's bag and saved items join the customer's (core/cart/merge-at-sign-in.ts) before the id changes.
  const merged = await services.cartMerge.atSignIn({
    guestOwnerGuid: before.data.cartGuid,
    guestSavedItemsGuid: before.data.savedItemsGuid,
    customerId,
    keepGuestBagOnly: options.keepGuestBagOnly ?? false,
    maxSavedItems: services.config[version].wishlist.maxItems,
  });
  const rotated = await services.sessions.rotate(before, now);
  const data = {
    customerId,
    lastActiveAt: now.toISOString(),
    cartGuid: merged.ownerGuid,
    savedItemsGuid: merged.savedItemsGuid,
  };
  await services.sessions.write(rotated, data, now);
  c.set("session", { ...rotated, data: { ...rotated.data, ...data } });
  return { bagUnitsAdded: merged.bagUnitsAdded, savedItemsAdded: merged.savedItemsAdded };
}

/**
 * Ends the session on the server; the visitor goes on as a new guest with an empty bag (a fresh id that is
 * written only when it holds something).
 */
export async function signOutSession(c: Context<AppEnv>): Promise<void> {
  const services = c.get("services");
  const before = c.get("session");
  await services.sessions.delete(before.id);
  const id = newSessionId();
  c.set("session", {
    id,
    csrfToken: csrfTokenFor(id),
    data: {},
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS).toISOString(),
  });
}

/** Who the visitor is on this request (spec 001 §4, §6). */
export function visitorOf(c: Context<AppEnv>, now = new Date()): VisitorState {
  return visitorState(c.get("session").data, now);
}

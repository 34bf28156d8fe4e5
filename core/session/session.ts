import type { AccountNotice } from "../accounts/account-notice.ts";
import type { BagNotice } from "../cart/bag-answer.ts";
import type { BagPageNotice } from "../cart/bag-page-answer.ts";

// Sessions live in the database so any instance can serve any request (docs/decisions/004-session-model.md).

export interface SessionData {
  /** Country the shopper chose in the country selector (spec 000 §7). */
  country?: string;
  currency?: string;
  /** Anonymous cart guid once the bag exists (spec 001 §6). */
  cartGuid?: string;
  /** A guest's saved-items list guid once they save something (spec 002 §4). */
  savedItemsGuid?: string;
  /** The signed-in or remembered (soft-logged-in) customer (core/accounts/visitor-state.ts). */
  customerId?: string;
  /** ISO instant of the customer's last request while signed in: 30 minutes idle ends it (spec 001 §4). */
  lastActiveAt?: string;
  /**
   * The bag form's answer after a native post (JavaScript off): shown once by the page the shopper is sent
   * back to, then cleared with null (docs/forms-and-mutations.md). The bag page's own changes leave theirs
   * here too (`kind: "bagPage"`): one stored notice, so no column of its own.
   */
  bagNotice?: BagNotice | BagPageNotice | null;
  /** The sign-in's one-time notice (what the merge added), shown once by the next page, then cleared with null. */
  accountNotice?: AccountNotice | null;
  /**
   * The orders this session placed, newest first, at most PLACED_ORDERS_KEPT: the confirmation page
   * shows only these, and a guest's order is read with its token, which is known nowhere else.
   */
  placedOrders?: PlacedOrderPass[] | null;
}

/** An order this session placed; `guestToken` is null for a signed-in customer's order (the account reads it). */
export interface PlacedOrderPass {
  orderNumber: string;
  guestToken: string | null;
}

const PLACED_ORDERS_KEPT = 5;

/** The session's passes with `pass` first, the oldest dropped past the limit. */
export function withPlacedOrder(passes: PlacedOrderPass[] | null | undefined, pass: PlacedOrderPass) {
  const others = (passes ?? []).filter((kept) => kept.orderNumber !== pass.orderNumber);
  return [pass, ...others].slice(0, PLACED_ORDERS_KEPT);
}

/** The values a request claims once and then shares with every later request: the guest's cart and list. */
export type ClaimedSessionKey = "cartGuid" | "savedItemsGuid";

export interface Session {
  id: string;
  csrfToken: string;
  data: SessionData;
  expiresAt: string;
}

/**
 * Sessions in storage. A row exists only once the session holds something: a visitor who
 * only looks is never written. Writes touch only the values they name, so two requests of one session that
 * change different values both keep their change.
 */
export interface SessionRepository {
  /** The stored session, expired or not; null when no row exists. */
  find(id: string): Promise<Session | null>;
  /** Stores the given values, creating the row on the first write and leaving every other value as it is. */
  write(session: Session, data: SessionData, now: Date): Promise<void>;
  /**
   * Keeps `candidate` under `key` unless the session already holds a value there, and answers the value kept:
   * of several requests claiming at once, all get the first one's value.
   */
  claim(session: Session, key: ClaimedSessionKey, candidate: string, now: Date): Promise<string>;
  /** Moves the expiry of an existing row (the sliding lifetime) without touching its values. */
  extend(id: string, expiresAt: string): Promise<void>;
  /**
   * Gives the session a new id and CSRF token with the same values, and deletes the old id's row (at sign-in:
   * no session fixation, docs/decisions/018-passwords-and-sessions.md). The new row is written even when the
   * old one never was.
   */
  rotate(session: Session, now: Date): Promise<Session>;
  /** Deletes the customer's sessions (sign-out everywhere after a password change) but `exceptSessionId`. */
  deleteForCustomer(customerId: string, exceptSessionId?: string): Promise<number>;
  /** Deletes one session (sign-out). */
  delete(id: string): Promise<void>;
  /** Deletes every session that expired before `now`; answers how many. Safe on several instances at once. */
  deleteExpired(now: Date): Promise<number>;
}

/** Sliding lifetime of a shopper's session. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function isExpired(session: Session, now: Date): boolean {
  return Date.parse(session.expiresAt) <= now.getTime();
}

import { createHash, randomBytes } from "node:crypto";

// Staff sessions (docs/decisions/057-staff-access.md): apart from shoppers' sessions, short. The cookie holds a
// random id; the database holds only its SHA-256, so a copy of the table signs nobody in. A session ends after
// 15 minutes without a request, and 8 hours after sign-in whatever happens.

export const STAFF_IDLE_MS = 15 * 60 * 1000;
export const STAFF_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** 32 random bytes in base64url: anything else in the cookie is not one of our ids. */
export const STAFF_SESSION_ID = /^[\w-]{43}$/;

export interface StaffSessionTimes {
  createdAt: string;
  lastActiveAt: string;
}

export function newStaffSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored for an id: never the id itself. */
export function hashStaffSessionId(id: string): string {
  return createHash("sha256").update(`twc-staff-session:${id}`).digest("base64url");
}

/** A new session's CSRF token: random, kept with the session, sent in each admin form's hidden field. */
export function newStaffCsrfToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Whether the session still stands at `now`: within its idle time and its absolute lifetime. */
export function isStaffSessionLive(session: StaffSessionTimes, now: Date): boolean {
  const at = now.getTime();
  return (
    at - Date.parse(session.lastActiveAt) < STAFF_IDLE_MS &&
    at - Date.parse(session.createdAt) < STAFF_ABSOLUTE_MS
  );
}

/** When the session ends if no request comes: the cookie's expiry, never past the absolute lifetime. */
export function staffSessionEndsAt(session: StaffSessionTimes): Date {
  return new Date(
    Math.min(
      Date.parse(session.lastActiveAt) + STAFF_IDLE_MS,
      Date.parse(session.createdAt) + STAFF_ABSOLUTE_MS,
    ),
  );
}

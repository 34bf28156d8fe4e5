import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { visitorState } from "../../core/accounts/visitor-state.ts";
import {
  type ClaimedSessionKey,
  isExpired,
  SESSION_LIFETIME_MS,
  type Session,
  type SessionData,
} from "../../core/session/session.ts";
import { csrfTokenFor, newSessionId } from "../../core/session/session-ids.ts";
import type { AppEnv } from "../app-env.ts";
import { servedOverHttps } from "./https.ts";
import { privateAnswer } from "./private-answer.ts";

export { csrfTokenFor };

export const SESSION_COOKIE = "twc_session";
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;
/** 32 random bytes in base64url: anything else in the cookie is not one of our ids and is replaced. */
const SESSION_ID = /^[\w-]{43}$/;

function fresh(id: string, now: Date): Session {
  return {
    id,
    csrfToken: csrfTokenFor(id),
    data: {},
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
  };
}

/**
 * Finds the shopper's session. Nothing is written for a visitor who only looks: a new
 * id goes out in the cookie of the first personal answer and its row is made by the first write (the bag,
 * saved items, a country choice). Shareable answers never carry the cookie. The cookie is HttpOnly and
 * SameSite=Lax, Secure over HTTPS (ARCHITECTURE.md "Security"); a stored session's expiry slides once a day.
 */
export function sessions(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const repository = c.get("services").sessions;
    const now = new Date();
    const cookieId = getCookie(c, SESSION_COOKIE);
    const validId = cookieId && SESSION_ID.test(cookieId) ? cookieId : undefined;
    const stored = validId ? await repository.find(validId) : null;
    let session: Session;
    let cookieDue = false;
    if (stored && !isExpired(stored, now)) {
      session = stored;
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
      if (Date.parse(stored.expiresAt) - now.getTime() < SESSION_LIFETIME_MS - EXTEND_AFTER_MS) {
        await repository.extend(stored.id, expiresAt);
        session = { ...stored, expiresAt };
        cookieDue = true;
      }
    } else if (validId && !stored) {
      // An id we issued that has nothing stored yet (or whose row was swept): the same id and token go on.
      session = fresh(validId, now);
    } else {
      // No cookie, not one of ours, or expired: a new id, so an expired session's values never come back. Its
      // cookie goes out only with an answer that hands its CSRF token out or writes to it: a page shared by every
      // shopper asks for the universal data and, at the same moment, for other personal answers (recently viewed);
      // were each to give its own new id, the last cookie set would not be the one whose token the page holds.
      const issued = fresh(newSessionId(), now);
      session = withTokenWatch(issued, () => {
        cookieDue = true;
      });
      // A cookie that is not ours, or an expired session's, is replaced at once.
      if (cookieId !== undefined) cookieDue = true;
    }
    session = await keepSignedInActive(c, session, now);
    c.set("session", session);
    await next();
    // Written after the handler so it reaches pages' own Responses too; a write during the request moves
    // the cookie's expiry with the row's.
    // A shareable (public) answer never carries a shopper's cookie, and one that carries it is never shared
    // (ARCHITECTURE.md "Shareable vs personal answers"): a shared cache would hand it to other shoppers.
    const latest = c.get("session");
    const cacheControl = c.res.headers.get("cache-control");
    const shareable = /^\s*public\b/i.test(cacheControl ?? "");
    if ((cookieDue || latest !== session) && !shareable) {
      writeCookie(c, latest, options.trustProxy);
      if (!cacheControl) privateAnswer(c);
    }
  };
}

/** The session, telling `onRead` when its CSRF token is read (handed to the page, or checked). */
function withTokenWatch(session: Session, onRead: () => void): Session {
  const { csrfToken, ...rest } = session;
  return Object.defineProperty({ ...rest }, "csrfToken", {
    enumerable: true,
    get() {
      onRead();
      return csrfToken;
    },
  }) as Session;
}

/** The last-active time moves at most this often: a signed-in shopper's every request is not a write. */
const ACTIVE_WRITE_EVERY_MS = 60_000;

/**
 * A signed-in customer's request moves the session's last active time (spec 001 §4: 30 minutes idle ends the
 * signed-in state). Past the idle time the customer stays soft logged in until they sign in again, so the time is
 * not moved then.
 */
async function keepSignedInActive(c: Context<AppEnv>, session: Session, now: Date): Promise<Session> {
  if (visitorState(session.data, now).kind !== "signedIn") return session;
  const last = Date.parse(session.data.lastActiveAt ?? "");
  if (now.getTime() - last < ACTIVE_WRITE_EVERY_MS) return session;
  const lastActiveAt = now.toISOString();
  await c.get("services").sessions.write(session, { lastActiveAt }, now);
  return { ...session, data: { ...session.data, lastActiveAt } };
}

function writeCookie(c: Context, session: Session, trustProxy: boolean): void {
  setCookie(c, SESSION_COOKIE, session.id, {
    httpOnly: true,
    sameSite: "Lax",
    secure: servedOverHttps(c, trustProxy),
    path: "/",
    expires: new Date(session.expiresAt),
  });
}

/**
 * Saves changed session values (country choice) for the rest of the visit. Only the values given are
 * written, so a concurrent request of the same session changing another value keeps its change.
 */
export async function saveSession(c: Context<AppEnv>, data: SessionData): Promise<Session> {
  const current = c.get("session");
  await c.get("services").sessions.write(current, data, new Date());
  const session = { ...current, data: { ...current.data, ...data } };
  c.set("session", session);
  return session;
}

/**
 * What a service calls when it must make the shopper's cart or saved-items list: the session keeps the
 * first guid offered and every racing request gets that same one back, so one new session's burst of
 * first adds makes one cart, not one per request.
 */
export function keepInSession(c: Context<AppEnv>, key: ClaimedSessionKey) {
  return async (candidate: string): Promise<string> => {
    const current = c.get("session");
    const kept = await c.get("services").sessions.claim(current, key, candidate, new Date());
    c.set("session", { ...current, data: { ...current.data, [key]: kept } });
    return kept;
  };
}

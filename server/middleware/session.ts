import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { SESSION_LIFETIME_MS, type Session, type SessionData } from "../../core/session/session.ts";
import type { AppEnv } from "../app-env.ts";
import { servedOverHttps } from "./https.ts";

export const SESSION_COOKIE = "twc_session";
const SESSION_ID = /^[\w-]{43}$/;
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

function token(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Loads the shopper's session from the database, or starts one. The cookie is HttpOnly and
 * SameSite=Lax, Secure over HTTPS (ARCHITECTURE.md "Security"); its expiry slides once a day.
 */
export function sessions(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const repository = c.get("services").sessions;
    const now = new Date();
    const cookieId = getCookie(c, SESSION_COOKIE);
    // Only a cookie of the shape we hand out reaches the database (issue 12: a NUL in it was a 500 on PostgreSQL).
    let session = cookieId && SESSION_ID.test(cookieId) ? await repository.find(cookieId, now) : null;
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
    let cookieDue = false;
    if (!session) {
      session = { id: token(), csrfToken: token(), data: {}, expiresAt };
      await repository.create(session, now);
      cookieDue = true;
    } else if (Date.parse(session.expiresAt) - now.getTime() < SESSION_LIFETIME_MS - EXTEND_AFTER_MS) {
      session = { ...session, expiresAt };
      await repository.update(session.id, session.data, expiresAt);
      cookieDue = true;
    }
    c.set("session", session);
    await next();
    // Written after the handler so it reaches pages' own Responses too.
    // A shareable (public) answer never carries a shopper's cookie, and one that carries it is never shared
    // (ARCHITECTURE.md "Shareable vs personal answers"): a shared cache would hand it to other shoppers.
    const cacheControl = c.res.headers.get("Cache-Control");
    if (cookieDue && !/\bpublic\b/.test(cacheControl ?? "")) {
      writeCookie(c, session, options.trustProxy);
      if (!cacheControl) c.header("Cache-Control", "private, no-store");
    }
  };
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

/** Saves changed session data (country choice, cart guid) for the rest of the visit. */
export async function saveSession(c: Context<AppEnv>, data: SessionData): Promise<Session> {
  const session = { ...c.get("session"), data: { ...c.get("session").data, ...data } };
  await c.get("services").sessions.update(session.id, session.data, session.expiresAt);
  c.set("session", session);
  return session;
}

import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import { DomainError } from "../../core/errors/domain-error.ts";
import type { AdminRequestContext } from "../../core/staff/admin-context.ts";
import type { AppEnv } from "../app-env.ts";
import { clientAddress } from "../middleware/client-address.ts";
import { GENERIC_ERROR_MESSAGE } from "../middleware/errors.ts";
import { servedOverHttps } from "../middleware/https.ts";
import { PRIVATE_NO_STORE } from "../middleware/private-answer.ts";
import { isSameOriginRequest } from "../middleware/same-origin.ts";

// The back office's door (issue 29, docs/decisions/057-staff-access.md). Requests under /admin are mounted before
// the shop's session middleware: they never read or set the shopper's cookie, only the staff one, `twc_staff`,
// scoped to /admin and SameSite=Strict. Every answer is `private, no-store` (never the page cache's: no admin
// route is shareable), and a state-changing request must come from the shop's own pages; each admin form also
// carries the session's CSRF token, checked by requireStaff (app/routes/admin/require-staff.server.ts).

export const STAFF_COOKIE = "twc_staff";
const ADMIN_PATHS = ["/admin", "/admin/*", "/admin.data"] as const;
const SAFE_METHODS = new Set(["GET", "HEAD"]);

export type AdminPageHandler = (c: Context<AppEnv>, admin: AdminRequestContext) => Promise<Response>;

export function mountAdminArea(
  app: Hono<AppEnv>,
  options: { publicOrigin: string; trustProxy: boolean; pages: AdminPageHandler | null },
): void {
  for (const path of ADMIN_PATHS) {
    app.use(path, async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
    });
    app.all(path, (c) => answer(c, options));
  }
}

async function answer(
  c: Context<AppEnv>,
  options: { publicOrigin: string; trustProxy: boolean; pages: AdminPageHandler | null },
): Promise<Response> {
  if (!SAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c.req.raw, options.publicOrigin))
    throw new DomainError("forbidden", "This request did not come from the back office's own pages.");
  if (!options.pages) return c.text(GENERIC_ERROR_MESSAGE, 503);
  const service = c.get("services").staff;
  const source = clientAddress(c, options.trustProxy);
  const cookieId = getCookie(c, STAFF_COOKIE);
  const staff = await service.resume(cookieId);
  // What to do to the cookie once the page has answered: set it at sign-in, clear it at sign-out or when stale.
  const cookie: { change: { set: string } | "clear" | null } = {
    change: cookieId !== undefined && !staff ? "clear" : null,
  };
  const admin: AdminRequestContext = {
    staff,
    service,
    source,
    async signIn(form) {
      const result = await service.signIn(form, source);
      if (result.ok) cookie.change = { set: result.sessionId };
      return result;
    },
    async signOut() {
      if (staff && cookieId) await service.signOut(cookieId, staff.member, source);
      cookie.change = "clear";
    },
  };
  const response = await options.pages(c, admin);
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  const attributes = {
    path: "/admin",
    httpOnly: true,
    sameSite: "Strict",
    secure: servedOverHttps(c, options.trustProxy),
  } as const;
  // No Expires: the cookie ends with the browser; the server ends the session sooner (15 min idle, 8 h at most).
  const change = cookie.change;
  if (change === "clear")
    headers.append(
      "Set-Cookie",
      serialize(STAFF_COOKIE, "", { ...attributes, maxAge: 0, expires: new Date(0) }),
    );
  else if (change) headers.append("Set-Cookie", serialize(STAFF_COOKIE, change.set, attributes));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

import { setTimeout as wait } from "node:timers/promises";
import type { Context } from "hono";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { consumeRegistrationAttempt, guardSignIn } from "../core/accounts/attempt-limits.ts";
import type { RequestContext } from "../core/pages/request-context.ts";
import { versionFromSegment } from "../core/site/versions.ts";
import type { AdminRequestContext } from "../core/staff/admin-context.ts";
import { signInSession, signOutSession, visitorOf } from "./accounts/session-sign-in.ts";
import type { AppEnv } from "./app-env.ts";
import type { EdgeLimits } from "./edge-limits.ts";
import { clientAddress } from "./middleware/client-address.ts";
import { PRIVATE_NO_STORE } from "./middleware/private-answer.ts";
import { keepInSession, saveSession } from "./middleware/session.ts";
import { isFromThisMachine } from "./middleware/this-machine.ts";
import type { PageCache, RenderedPage } from "./page-cache/page-cache.ts";
import { productTag } from "./page-cache/page-cache-purge.ts";
import {
  hasPendingNotice,
  type PageVariant,
  pageVariantOf,
  UNSHARED_HEADERS,
} from "./page-cache/page-variant.ts";
import { createPageRouteMatcher, isShareableRoute } from "./page-cache/shareable-pages.ts";
import { sharedAnswer } from "./page-cache/shared-answer.ts";
import { openPatternSlot, withRoutePatterns } from "./telemetry/page-route-pattern.ts";
import { universalFor } from "./universal.ts";

type BuildWithContext = ServerBuild & {
  entry: { module: { requestContext?: RouterContext<RequestContext> } };
};

/**
 * Serves the React Router pages, handing loaders the core services through the router context. Addresses in
 * the page (canonical, hreflang, og:image, JSON-LD) use the configured public origin, never the Host header.
 */
export function createPageHandler(
  build: ServerBuild,
  options: { publicOrigin: string; limits: EdgeLimits; trustProxy: boolean; pageCache?: PageCache | null },
) {
  const handle = createRequestHandler(withRoutePatterns(build), "production");
  const key = (build as BuildWithContext).entry.module.requestContext;
  if (!key) throw new Error("The server build does not export requestContext from entry.server.tsx");
  const contextKey = key;
  const routeOf = createPageRouteMatcher(build);

  /** The request's own context: its session, its sign-in, its writes. */
  function personalContext(c: Context<AppEnv>, admin: AdminRequestContext | null = null): RequestContext {
    const services = c.get("services");
    return {
      services,
      admin,
      // The mailbox holds every customer's mail: only this machine may read it, whatever enabled it.
      mailbox: {
        enabled: services.mailbox.enabled && isFromThisMachine(c, options),
        outbox: services.mailbox.outbox,
      },
      clientAddress: clientAddress(c, options.trustProxy),
      nonce: c.get("nonce"),
      requestId: c.get("requestId"),
      // Read when asked: an action's updateSession replaces the request's session.
      get session() {
        return c.get("session");
      },
      updateSession: async (data) => {
        await saveSession(c, data);
      },
      keepInSession: (key) => keepInSession(c, key),
      origin: options.publicOrigin,
      // Structured fields only: the error's text is a JSON field, so crafted input cannot forge a log line.
      reportError: (error) => c.get("logger").error({ err: error }, "page error"),
      visitor: () => visitorOf(c),
      // The version of the page asked for: the cart and saved items are per version (decision 016).
      signIn: (customerId, signInOptions) =>
        signInSession(
          c,
          customerId,
          versionFromSegment(new URL(c.req.url).pathname.split("/")[1]),
          signInOptions,
        ),
      signOut: () => signOutSession(c),
      consumeRegistrationAttempt: (email) =>
        consumeRegistrationAttempt(
          services.rateLimits,
          options.limits.attempts,
          { email, client: clientAddress(c, options.trustProxy) },
          Date.now(),
        ),
      attemptSignIn: (email, check) =>
        guardSignIn(
          { counter: services.rateLimits, limits: options.limits.attempts, now: Date.now, wait },
          { email, client: clientAddress(c, options.trustProxy), buckets: "signIn" },
          check,
        ),
      logEvent: (fields, message) => c.get("logger").info(fields, message),
      universal: (version, path) => universalFor(services, c.get("session"), version, path),
      shared: false,
      pageShows: () => {},
    };
  }

  async function personalPage(c: Context<AppEnv>, admin: AdminRequestContext | null = null) {
    const context = new RouterContextProvider();
    context.set(contextKey, personalContext(c, admin));
    const pattern = openPatternSlot(context, c.req.path);
    const response = await handle(c.req.raw, context);
    const route = pattern.read();
    if (route) c.set("pageRoute", route);
    // Every personal answer (documents and `.data`) carries the shopper's CSRF token and bag: never shared.
    if (response.headers.has("Cache-Control")) return response;
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", PRIVATE_NO_STORE);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  /** Renders a shareable page as a stranger of the visitor's variant would see it, whole. */
  async function renderShared(c: Context<AppEnv>, variant: PageVariant): Promise<RenderedPage> {
    const own = personalContext(c);
    const tags = new Set<string>();
    const context = new RouterContextProvider();
    const shared: RequestContext = {
      ...own,
      mailbox: { ...own.mailbox, enabled: false },
      session: variant.session,
      visitor: () => ({ kind: "guest" }),
      universal: (version, path) => universalFor(c.get("services"), variant.session, version, path),
      updateSession: refuseSessionWrite,
      keepInSession: () => refuseSessionWrite,
      signIn: refuseSessionWrite,
      signOut: refuseSessionWrite,
      shared: true,
      pageShows: (codes) => {
        for (const code of codes) tags.add(productTag(code));
      },
    };
    context.set(contextKey, shared);
    const pattern = openPatternSlot(context, c.req.path);
    const response = await handle(variant.request, context);
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => !UNSHARED_HEADERS.has(name.toLowerCase()));
    return { status: response.status, headers, body, nonce: own.nonce, tags, route: pattern.read() };
  }

  return async (c: Context<AppEnv>, admin: AdminRequestContext | null = null) => {
    // The back office's pages are never shared: each is one staff member's (server/admin/admin-area.ts).
    if (admin) return personalPage(c, admin);
    const url = new URL(c.req.url);
    const shareable =
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      isShareableRoute(routeOf(url.pathname)) &&
      !hasPendingNotice(c.get("session"));
    const variant = shareable ? pageVariantOf(c, url) : null;
    if (!variant) return personalPage(c);
    const render = () => renderShared(c, variant);
    const answer = options.pageCache
      ? await options.pageCache.serve(variant.key, render)
      : { page: await render(), gzip: null, state: "MISS" as const, ageSeconds: 0 };
    if (answer.page.route) c.set("pageRoute", answer.page.route);
    // The page's markup names its own script nonce: the Content-Security-Policy must name the same one.
    c.set("nonce", answer.page.nonce);
    return sharedAnswer(c, answer);
  };
}

function refuseSessionWrite(): never {
  throw new Error("A shareable page cannot read or write the shopper's session (docs/decisions/051).");
}

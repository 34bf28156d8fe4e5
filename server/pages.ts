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
import { signInSession, signOutSession, visitorOf } from "./accounts/session-sign-in.ts";
import type { AppEnv } from "./app-env.ts";
import type { EdgeLimits } from "./edge-limits.ts";
import { clientAddress } from "./middleware/client-address.ts";
import { PRIVATE_NO_STORE } from "./middleware/private-answer.ts";
import { keepInSession, saveSession } from "./middleware/session.ts";
import { isFromThisMachine } from "./middleware/this-machine.ts";
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
  options: { publicOrigin: string; limits: EdgeLimits; trustProxy: boolean },
) {
  const handle = createRequestHandler(withRoutePatterns(build), "production");
  const contextKey = (build as BuildWithContext).entry.module.requestContext;
  if (!contextKey) throw new Error("The server build does not export requestContext from entry.server.tsx");
  return async (c: Context<AppEnv>) => {
    const services = c.get("services");
    const context = new RouterContextProvider();
    context.set(contextKey, {
      services,
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
    });
    const pattern = openPatternSlot(context, c.req.path);
    const response = await handle(c.req.raw, context);
    const route = pattern.read();
    if (route) c.set("pageRoute", route);
    // Every page answer (documents and `.data`) carries the shopper's CSRF token and bag: never shared.
    if (response.headers.has("Cache-Control")) return response;
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", PRIVATE_NO_STORE);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

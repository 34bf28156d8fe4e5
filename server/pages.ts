import type { Context } from "hono";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { RequestContext } from "../core/site/request-context.ts";
import type { AppEnv } from "./app-env.ts";
import { saveSession } from "./middleware/session.ts";
import { universalFor } from "./universal.ts";

type BuildWithContext = ServerBuild & {
  entry: { module: { requestContext?: RouterContext<RequestContext> } };
};

/** Serves the React Router pages, handing loaders the core services through the router context. */
export function createPageHandler(build: ServerBuild) {
  const handle = createRequestHandler(build, "production");
  const contextKey = (build as BuildWithContext).entry.module.requestContext;
  if (!contextKey) throw new Error("The server build does not export requestContext from entry.server.tsx");
  return (c: Context<AppEnv>) => {
    const services = c.get("services");
    const context = new RouterContextProvider();
    context.set(contextKey, {
      services: {
        content: services.content,
        contentForms: services.contentForms,
        magazine: services.magazine,
        carousels: services.carousels,
        config: services.config,
        countries: services.countries,
        product: services.product,
        wishlist: services.wishlist,
        cart: services.cart,
        search: services.search,
      },
      nonce: c.get("nonce"),
      requestId: c.get("requestId"),
      // Read when asked: an action's updateSession replaces the request's session.
      get session() {
        return c.get("session");
      },
      updateSession: async (data) => {
        await saveSession(c, data);
      },
      origin: new URL(c.req.url).origin,
      universal: (version, path) => universalFor(services, c.get("session"), version, path),
    });
    return handle(c.req.raw, context);
  };
}

import { resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { isVersion } from "../core/site/versions.ts";
import { mountAdminArea } from "./admin/admin-area.ts";
import { accountRoutes } from "./api/account/routes.ts";
import { bagRoutes } from "./api/bag/routes.ts";
import { cartRoutes } from "./api/cart/routes.ts";
import { catalogueRoutes } from "./api/catalogue/routes.ts";
import { checkoutRoutes } from "./api/checkout/routes.ts";
import { contentPlatformRoutes } from "./api/cms/content-platform-routes.ts";
import { pageContentRoutes } from "./api/cms/page-content.ts";
import { collectRoutes } from "./api/collect/routes.ts";
import { universalVariableRoutes } from "./api/common/universal-variable.ts";
import { contentRoutes } from "./api/content/routes.ts";
import { giftCardBalanceRoutes } from "./api/gift-cards/routes.ts";
import { giftingRoutes } from "./api/gifting/routes.ts";
import { healthRoutes } from "./api/health/route.ts";
import { oauthRoutes } from "./api/oauth/routes.ts";
import { openApiRoutes } from "./api/openapi/routes.ts";
import { orderRoutes } from "./api/orders/routes.ts";
import { passwordRoutes } from "./api/passwords/routes.ts";
import { productRoutes } from "./api/product/routes.ts";
import { helpAliasRedirect, versionlessRedirect } from "./api/shell/page-redirects.ts";
import { shellRoutes } from "./api/shell/routes.ts";
import { walletRoutes } from "./api/wallets/wallet-routes.ts";
import type { AppEnv } from "./app-env.ts";
import { DEFAULT_EDGE_LIMITS, type EdgeLimits } from "./edge-limits.ts";
import { formRateLimitRule, isApiPath } from "./edge-routes.ts";
import { type ImageRoutesOptions, imageRoutes } from "./images/routes.ts";
import type { Logger } from "./logger.ts";
import { bodyLimits } from "./middleware/body-limits.ts";
import { compression } from "./middleware/compression.ts";
import { csrf } from "./middleware/csrf.ts";
import { GENERIC_ERROR_MESSAGE, handleError } from "./middleware/errors.ts";
import { inputGuard } from "./middleware/input-guard.ts";
import { rateLimit } from "./middleware/rate-limit.ts";
import { requestLog } from "./middleware/request-log.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { sessions } from "./middleware/session.ts";
import { DEFAULT_OAUTH_SETTINGS, type OAuthSettings } from "./oauth-settings.ts";
import { createPageCache, type PageCacheOptions } from "./page-cache/page-cache.ts";
import { purgeOnCatalogueChanges } from "./page-cache/page-cache-purge.ts";
import { ROUTE_MANIFEST_PATH } from "./page-cache/shareable-pages.ts";
import { createPageHandler } from "./pages.ts";
import type { Services } from "./services.ts";
import { sitemapRoutes } from "./sitemap/sitemap-routes.ts";
import { metricsRoutes } from "./telemetry/metrics-routes.ts";
import { observeRequests } from "./telemetry/observe-requests.ts";
import { NO_TELEMETRY, type Telemetry } from "./telemetry/setup-telemetry.ts";

export interface AppOptions {
  services: Services;
  logger: Logger;
  /** The React Router server build; without it only the API is served (API tests). */
  build?: ServerBuild;
  /** Where rendered images are cached (default data/image-cache). */
  imageCacheDir?: string;
  /** Bounds of the image cache and render queue (server/env.ts IMAGE_* settings). */
  imageLimits?: Pick<ImageRoutesOptions, "cacheMaxBytes" | "renderConcurrency" | "renderQueueLength">;
  /** Folder of the client build (hashed assets, favicon). */
  clientDir?: string;
  trustProxy?: boolean;
  /** The shop's public origin (PUBLIC_ORIGIN) for addresses in pages; default http://localhost. */
  publicOrigin?: string;
  /** Body size and rate limits (ARCHITECTURE.md "Limits"); defaults from server/edge-limits.ts. */
  limits?: EdgeLimits;
  /** OAuth clients and password-grant limits (server/oauth-settings.ts); default: the development client. */
  oauth?: OAuthSettings;
  /** Traces, metrics and /metrics (server/telemetry/setup-telemetry.ts); default: none. */
  telemetry?: Telemetry;
  /**
   * The shared page cache in front of shareable pages (docs/decisions/052-page-cache.md), purged by the catalogue's
   * change events; default: none, every page rendered (PAGE_CACHE=off does the same for the server).
   */
  pageCache?: PageCacheOptions;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The storefront's one HTTP entry: static assets, the spec's API, then the pages. */
export function createApp(options: AppOptions) {
  const app = new Hono<AppEnv>();
  const clientDir = options.clientDir ?? resolve(import.meta.dirname, "../build/client");
  const trustProxy = options.trustProxy ?? false;
  const publicOrigin = options.publicOrigin ?? "http://localhost";
  const limits = options.limits ?? DEFAULT_EDGE_LIMITS;

  app.onError(handleError);
  // First, so every later middleware and log line runs inside the request's span (docs/decisions/033).
  app.use(observeRequests(options.telemetry ?? NO_TELEMETRY, { trustProxy }));
  app.use(requestLog(options.logger));
  app.use(async (c, next) => {
    c.set("services", options.services);
    await next();
  });
  const walletOrigins = options.services.walletProcessor.origin
    ? [options.services.walletProcessor.origin]
    : [];
  app.use(
    securityHeaders({
      trustProxy,
      publicOrigin,
      // The card acquirer's hosted page is framed by the payment step (docs/decisions/022); PayPal's approval page
      // is reached by a 303 answering the checkout's own form; the wallet script's origin (the sandbox, or Google's
      // and Apple's) may run, be called and frame its sheet (docs/decisions/026).
      paymentOrigins: {
        frame: [options.services.cardAcquirer.hostedOrigin, ...walletOrigins],
        form: [options.services.paypal.approvalOrigin],
        script: walletOrigins,
        connect: walletOrigins,
      },
    }),
  );
  // Not hono/compress: its compressor crashes the process when a client stops reading (server/middleware/compression.ts).
  app.use(compression());
  // Before anything reads a body: its size per route, then input no handler should see.
  app.use(bodyLimits(limits));
  app.use(inputGuard());

  // Hashed build output never changes under its name: cache it for a year. Its text files are sent as the build
  // gzipped them (scripts/lib/precompress-plugin.ts), not compressed again for each request.
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", IMMUTABLE),
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      rewriteRequestPath: (path) =>
        /^\/[\w.-]+\.(ico|svg|png|txt|webmanifest)$/.test(path) ? path : "/__none__",
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400"),
    }),
  );

  app.route("/", healthRoutes);
  // The JSON calls' description (docs/decisions/040-openapi-from-zod.md): the same for everyone, no cookie.
  app.route("/", openApiRoutes);
  // Before sessions: a scrape gets no cookie (server/telemetry/metrics-routes.ts).
  app.route("/", metricsRoutes(options.telemetry ?? NO_TELEMETRY, { trustProxy, publicOrigin }));
  // robots.txt and the sitemap are the same for every visitor: no session, no cookie.
  app.route("/", sitemapRoutes({ publicOrigin }));
  // Images are the same for every shopper: no session, no cookie.
  app.route("/", imageRoutes({ cacheDir: options.imageCacheDir, ...options.imageLimits }));

  // The token endpoint is authenticated by client credentials, never by the cookie: no session, no CSRF token
  // (docs/decisions/019-oauth-tokens.md; listed in CSRF_EXEMPT_ROUTES).
  app.route("/", oauthRoutes({ settings: options.oauth ?? DEFAULT_OAUTH_SETTINGS, trustProxy }));

  // The analytics collector takes beacons, which carry no CSRF token: it never sees the session, checks the origin
  // and the consent cookie instead, and only appends (docs/decisions/047; listed in CSRF_EXEMPT_ROUTES).
  app.route("/", collectRoutes({ trustProxy, publicOrigin }));

  const pageCache = options.pageCache ? createPageCache(options.pageCache) : null;
  if (pageCache) purgeOnCatalogueChanges(pageCache, options.services.catalogueChanged);
  const pages = options.build
    ? createPageHandler(options.build, { publicOrigin, limits, trustProxy, pageCache })
    : null;

  // The back office: its own staff session and cookie, never the shopper's, every answer private
  // (docs/decisions/057-staff-access.md). Before the shop's sessions, so no shopper cookie is read or set.
  mountAdminArea(app, { publicOrigin, trustProxy, pages });

  // Everything below knows who the shopper is and refuses forged state changes.
  app.use(sessions({ trustProxy }));
  app.use(csrf({ publicOrigin }));
  // After CSRF, so a forged cross-site post cannot use up a shopper's allowance.
  app.use(
    rateLimit({
      counter: options.services.rateLimits,
      trustProxy,
      ruleFor: (c) => formRateLimitRule(c.req.method, c.req.path, limits),
    }),
  );

  app.route("/", universalVariableRoutes);
  app.route("/", pageContentRoutes);
  app.route("/", contentPlatformRoutes);
  app.route("/", shellRoutes);
  app.route("/", contentRoutes);
  app.route("/", catalogueRoutes);
  app.route("/", productRoutes);
  app.route("/", cartRoutes);
  app.route("/", giftingRoutes);
  app.route("/", bagRoutes);
  app.route("/", checkoutRoutes);
  app.route("/", orderRoutes);
  app.route("/", walletRoutes);
  app.route("/", passwordRoutes({ trustProxy }));
  app.route("/", giftCardBalanceRoutes({ trustProxy }));
  app.route("/", accountRoutes);

  // spec 000 §2: "/" redirects to the home page of the shopper's current version.
  app.get("/", (c) => versionlessRedirect(c, new URL(c.req.url)));

  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    // A client navigation's data request for a version's home page is `/{version}.data`: that version's, too.
    const first = url.pathname.split("/")[1]?.replace(/\.data$/, "");
    if (isApiPath(url.pathname)) {
      return c.json(
        {
          type: "NotFoundError",
          message: "No such API endpoint.",
          errors: [{ type: "NotFoundError", message: "No such API endpoint." }],
        },
        404,
      );
    }
    // spec 000 §2: a route without a version (`/foo`) goes to the shopper's current version.
    // React Router's lazy route discovery asks /__manifest before client navigations: it belongs to the pages.
    if (!isVersion(first) && url.pathname !== ROUTE_MANIFEST_PATH) {
      if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.json({ message: "Not found" }, 404);
      return versionlessRedirect(c, url);
    }
    const alias = helpAliasRedirect(c, url);
    if (alias) return alias;
    if (!pages) return c.text(GENERIC_ERROR_MESSAGE, 503);
    return pages(c);
  });

  return app;
}

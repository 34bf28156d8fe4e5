import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { LOCALE_BY_VERSION } from "../core/site/versions.ts";
import type { Route } from "./+types/root";
import { useSmoothAnchorScroll } from "./lib/navigation/anchor-scroll.ts";
import { HistoryEntry } from "./lib/navigation/history-entry.tsx";
import { KeepScrollAfterRecovery, keepPageOnLoadFailure } from "./lib/navigation/load-failure.tsx";
import { useReferrerRecording } from "./lib/navigation/referrer.ts";
import { notePageHydrated } from "./lib/page-hydration.ts";
import { pageAddresses, type ShareSettings } from "./lib/page-meta.ts";
import { HydrationSlice } from "./lib/preact/hydration-slice.tsx";
import { requestContext } from "./lib/request-context.ts";
import { useRouteDiscoveryOnIntent } from "./lib/route-links/route-discovery-on-intent.ts";
import { useRouteLinkClicks } from "./lib/route-links/route-link-click.ts";
import { splitVersionPath } from "./lib/site-paths.ts";
import { translate } from "./lib/text/text.ts";
// First of the shared stylesheet: the tokens and the cascade layers' order come before every rule.
import "./styles/base.css";

// spec 000 §8: a failed page load keeps the page shown and tells the shopper (lib/navigation/load-failure.tsx).
export const clientMiddleware = [keepPageOnLoadFailure];

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { version } = splitVersionPath(new URL(request.url).pathname);
  const share: ShareSettings = {
    origin: ctx.origin,
    locale: LOCALE_BY_VERSION[version],
    shareImage: ctx.services.config[version].shareImage,
  };
  // The CSRF token is not here: shareable pages are the same for every shopper (app/lib/personal).
  return { ...share, nonce: ctx.nonce };
}

/** A body without the end marker as its child yet is not laid out (decision 081). */
const KEEP_BODY_OUT_OF_LAYOUT_UNTIL_PARSED = "body:not(:has(>#page-end)){display:none}";

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const locale = data?.locale ?? "en-GB";
  // The back office (routes/admin) is plain server-rendered forms and links: no scripts, no shop addresses
  // (docs/decisions/057-staff-access.md).
  const backOffice = matches.some(
    (match) => (match.handle as { backOffice?: boolean } | undefined)?.backOffice,
  );
  // A listing's page number is part of its address (its route's handle says so); nothing else in the query is.
  const seo = data && !backOffice ? pageAddresses(data.origin, location, leaf?.handle) : null;
  return (
    <html lang={locale}>
      {/* The head, like the page's parts, may hydrate in a task of its own (HydrationSlice, decision 066). */}
      <HydrationSlice>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#ffffff" />
          {/* The first frame waits for the whole page (decision 009): one style and layout pass before
              the first paint, not a second over the footer after it. */}
          <link rel="expect" href="#page-end" blocking="render" />
          <Meta />
          {seo && <link rel="canonical" href={seo.canonical} />}
          {seo?.alternates.map((a) => (
            <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
          ))}
          {/* A raster icon: Chrome draws an SVG icon in the page's own renderer, building a whole SVG document for
              it (15–30 ms of main thread after the first paint, decision 009). Here, not in the route's links: React's
              server puts such a link before the <style> below, and the browser's tree must have them in that order too
              (Preact would move the style, and every stylesheet be applied again). */}
          <link rel="icon" href="/favicon.ico" sizes="48x48" />
          {/* The cascade layers' order, before any stylesheet: whichever of them the build links first, a shared
              component's rules (ui) beat the element reset (reset). Then the body is kept out of layout until the
              end marker is parsed (decision 081): a mobile viewport settling while the stylesheets are still on
              their way made Chrome lay the whole page out unstyled, 30–90 ms of main thread spent for nothing.
              Nothing is painted before the marker anyway, and it does not wait for a stylesheet that fails. */}
          <style>{"@layer reset, ui;" + KEEP_BODY_OUT_OF_LAYOUT_UNTIL_PARSED}</style>
          <Links />
        </head>
      </HydrationSlice>
      <body>
        {children}
        {/* An inline script before the end marker: the parser runs none while a stylesheet is on its way, so the
            marker, and the body's layout with it, waits for the stylesheets (decision 083). Without it, a forced
            layout between the marker and their arrival laid the whole page out unstyled. */}
        {!backOffice && <HistoryEntry nonce={data?.nonce} />}
        {/* The end of the page that the render-blocking link and the body's hold above wait for; here, in the root,
            so that every page has it: a shop page, an error page, the back office. */}
        <div id="page-end" hidden />
        {!backOffice && (
          <>
            <ScrollRestoration nonce={data?.nonce} />
            <KeepScrollAfterRecovery />
            <Scripts nonce={data?.nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useRouteLinkClicks();
  useRouteDiscoveryOnIntent();
  // The page's first render has committed: StaticMarkup rendered from now on is the browser's own.
  useEffect(notePageHydrated, []);
  // spec 000 §2 "Navigation behaviour": same-route anchors scroll in 750 ms steps; route changes record the referrer.
  useSmoothAnchorScroll();
  useReferrerRecording();
  return <Outlet />;
}

/** Last resort: something failed outside any page's own handling. Never shows a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound
    ? translate("en-GB", "notFound.title")
    : translate("en-GB", "system.apiErrorMessage");
  return (
    <main id="main" className="page page--narrow error-page">
      <h1>{heading}</h1>
      <p>
        <a href="/uk/">{translate("en-GB", "notFound.homepage")}</a>
      </p>
    </main>
  );
}

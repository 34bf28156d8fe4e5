import type { ReactNode } from "react";
import { data, Outlet, useLocation } from "react-router";
import { shellViewMode } from "../../core/site/view-mode.ts";
import { AccountNoticeBanner } from "../components/account/account-notice-banner.tsx";
import { LoginLinkNotice } from "../components/account/login-link-notice.tsx";
import { BagProvider } from "../components/bag/bag-context.tsx";
import { BagNotice } from "../components/bag/bag-notice.tsx";
import { SavedItemsProvider } from "../components/saved-items/saved-items-context.tsx";
import { Footer } from "../components/shell/footer.tsx";
import { GlobalBanner } from "../components/shell/global-banner.tsx";
import { Header } from "../components/shell/header.tsx";
import { Notifications } from "../components/shell/notifications.tsx";
import { Returner } from "../components/shell/returner.tsx";
import { ShellStateProvider } from "../components/shell/shell-state.tsx";
import { useShellHttpClient } from "../components/shell/use-shell-http-client.ts";
import { ConsentBanner } from "../components/tracking/consent-banner.tsx";
import { PageTracking } from "../components/tracking/page-tracking.tsx";
import { fromJsonText } from "../lib/json-text.ts";
import { PersonalUniversalProvider, usePersonalUniversal } from "../lib/personal/personal-universal.tsx";
import { HydrationSlice } from "../lib/preact/hydration-slice.tsx";
import { requestContext } from "../lib/request-context.ts";
import { loadSiteData, type SiteData } from "../lib/site-data.server.ts";
import { splitVersionPath } from "../lib/site-paths.ts";
import { translate } from "../lib/text/text.ts";
import type { Route } from "./+types/version-layout";
import "./version-layout.css";

/**
 * The page shell's data, loaded once per version (app/lib/site-data.server.ts), as one JSON text (decision 069):
 * read with useSite().
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { site, headers } = await loadSiteData(params.version, request, context.get(requestContext));
  return data({ site }, { headers });
}

/** Passes the app-request cookie on; pages below export no headers of their own. */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) merged.append("Set-Cookie", cookie);
  return merged;
}

export default function VersionLayout({ loaderData: { site } }: Route.ComponentProps) {
  const loaderData = fromJsonText(site);
  const location = useLocation();
  const path = splitVersionPath(location.pathname).path;
  const mode = shellViewMode(path);
  useShellHttpClient(loaderData.basePath, loaderData.toggles.configApiEnabled);
  return (
    <PersonalUniversalProvider
      universal={loaderData.universal}
      personal={loaderData.personal}
      path={path}
      version={loaderData.version}
    >
      <ShellStateProvider>
        <PersonalShell loaderData={loaderData} path={path} mode={mode} />
      </ShellStateProvider>
    </PersonalUniversalProvider>
  );
}

/**
 * The shell. It reads no personal data itself: when the shopper's own universal data arrives after a shared page's
 * first paint, only what shows it (the counters' providers, tracking, greeting, CSRF fields) renders again, not the
 * whole page.
 */
function PersonalShell({
  loaderData,
  path,
  mode,
}: {
  loaderData: SiteData;
  path: string;
  mode: ReturnType<typeof shellViewMode>;
}) {
  const t = (key: Parameters<typeof translate>[1]) => translate(loaderData.locale, key);
  const { shell, isAppRequest } = loaderData;
  // spec 000 §2: the reduced footer on checkout and checkout sign-in (the footer reads `reduced`).
  const footerVariant = { reduced: mode.reducedFooter };
  return (
    <ShopperCounters loaderData={loaderData}>
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      {/* Not on the preferences page itself, which asks the same question. A part of its own only while it shows:
          a part that renders nothing would claim the next element. */}
      {path !== "cookie-preferences" &&
        (loaderData.analyticsConsent === null ? (
          <HydrationSlice>
            <ConsentBanner consent={null} />
          </HydrationSlice>
        ) : (
          <ConsentBanner consent={loaderData.analyticsConsent} />
        ))}
      <ShopperPageTracking consent={loaderData.analyticsConsent} />
      {!isAppRequest && (
        <HydrationSlice>
          <Header mode={mode} />
        </HydrationSlice>
      )}
      <GlobalBanner components={shell.globalBannerTop} position="top" />
      <Notifications />
      <HydrationSlice>
        <main id="main" tabIndex={-1}>
          <BagNotice notice={loaderData.bagNotice} />
          <AccountNoticeBanner notice={loaderData.accountNotice} />
          <LoginLinkNotice />
          <Outlet />
          {/* Inside main so the control sits in a landmark (axe "region"). */}
          {!isAppRequest && <Returner inline={mode.reducedFooter} />}
        </main>
      </HydrationSlice>
      <GlobalBanner components={shell.globalBannerBottom} position="bottom" />
      {!isAppRequest && (
        <Footer
          shell={shell}
          version={loaderData.version}
          locale={loaderData.locale}
          paymentIcons={loaderData.toggles.paymentIcons}
          {...footerVariant}
        />
      )}
    </ShopperCounters>
  );
}

/** The bag and saved-items counters start from the shopper's universal data; the page below is passed through. */
function ShopperCounters({ loaderData, children }: { loaderData: SiteData; children: ReactNode }) {
  const universal = usePersonalUniversal() ?? loaderData.universal;
  return (
    <BagProvider
      version={loaderData.version}
      locale={loaderData.locale}
      initialCount={universal.counters.bag}
      sideDrawer={loaderData.toggles.sideDrawer}
    >
      <SavedItemsProvider
        version={loaderData.version}
        locale={loaderData.locale}
        initialCount={universal.counters.savedItems}
      >
        {children}
      </SavedItemsProvider>
    </BagProvider>
  );
}

function ShopperPageTracking({ consent }: { consent: SiteData["analyticsConsent"] }) {
  const universal = usePersonalUniversal();
  return <PageTracking consent={consent} signedIn={universal?.user.isSignedIn === true} />;
}

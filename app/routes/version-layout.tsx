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
import { PersonalUniversalProvider, usePersonalUniversal } from "../lib/personal/personal-universal.tsx";
import { requestContext } from "../lib/request-context.ts";
import { loadSiteData } from "../lib/site-data.server.ts";
import { splitVersionPath } from "../lib/site-paths.ts";
import { translate } from "../lib/text/text.ts";
import type { Route } from "./+types/version-layout";
import "./version-layout.css";

/** The page shell's data, loaded once per version (app/lib/site-data.server.ts). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { site, headers } = await loadSiteData(params.version, request, context.get(requestContext));
  return data(site, { headers });
}

/** Passes the app-request cookie on; pages below export no headers of their own. */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) merged.append("Set-Cookie", cookie);
  return merged;
}

export default function VersionLayout({ loaderData }: Route.ComponentProps) {
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

/** The shell inside the shopper's universal data: counters, greeting and tracking follow it once it is known. */
function PersonalShell({
  loaderData,
  path,
  mode,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  path: string;
  mode: ReturnType<typeof shellViewMode>;
}) {
  const t = (key: Parameters<typeof translate>[1]) => translate(loaderData.locale, key);
  const universal = usePersonalUniversal() ?? loaderData.universal;
  const { shell, isAppRequest } = loaderData;
  // spec 000 §2: the reduced footer on checkout and checkout sign-in (the footer reads `reduced`).
  const footerVariant = { reduced: mode.reducedFooter };
  return (
    <>
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
          <a className="skip-link" href="#main">
            {t("a11y.skipToContent")}
          </a>
          {/* Not on the preferences page itself, which asks the same question. */}
          {path !== "cookie-preferences" && <ConsentBanner consent={loaderData.analyticsConsent} />}
          <PageTracking consent={loaderData.analyticsConsent} signedIn={universal.user.isSignedIn} />
          {!isAppRequest && <Header mode={mode} />}
          <GlobalBanner components={shell.globalBannerTop} position="top" />
          <Notifications />
          <main id="main" tabIndex={-1}>
            <BagNotice notice={loaderData.bagNotice} />
            <AccountNoticeBanner notice={loaderData.accountNotice} />
            <LoginLinkNotice />
            <Outlet />
            {/* Inside main so the control sits in a landmark (axe "region"). */}
            {!isAppRequest && <Returner inline={mode.reducedFooter} />}
          </main>
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
          <div id="page-end" hidden />
        </SavedItemsProvider>
      </BagProvider>
    </>
  );
}

import { data, Outlet, useLocation, useRouteLoaderData } from "react-router";
import {
  APP_REQUEST_COOKIE,
  APP_REQUEST_HEADER,
  APP_REQUEST_PARAM,
  decideAppRequest,
} from "../../core/site/app-request.ts";
import { menuSections } from "../../core/site/navigation-menu.ts";
import { LOCALE_BY_VERSION, type Version, versionFromSegment } from "../../core/site/versions.ts";
import { shellViewMode } from "../../core/site/view-mode.ts";
import { BagProvider } from "../components/bag/bag-context.tsx";
import { SavedItemsProvider } from "../components/saved-items/saved-items-context.tsx";
import { Footer } from "../components/shell/footer.tsx";
import { loadFooterData } from "../components/shell/footer-data.server.ts";
import { GlobalBanner } from "../components/shell/global-banner.tsx";
import { Header } from "../components/shell/header.tsx";
import { Notifications } from "../components/shell/notifications.tsx";
import { Returner } from "../components/shell/returner.tsx";
import { ShellStateProvider } from "../components/shell/shell-state.tsx";
import { useShellHttpClient } from "../components/shell/use-shell-http-client.ts";
import { requestContext } from "../lib/request-context.ts";
import { splitVersionPath } from "../lib/site-paths.ts";
import { translate } from "../lib/text/text.ts";
import type { Route } from "./+types/version-layout";

/** The page shell's data, loaded once per version: content, universal data and the public toggles. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const url = new URL(request.url);
  const { path } = splitVersionPath(url.pathname);
  const config = ctx.services.config[version];
  const { navigation, ...shell } = await ctx.services.content.shell(version);
  const appRequest = decideAppRequest({
    param: url.searchParams.get(APP_REQUEST_PARAM),
    header: request.headers.get(APP_REQUEST_HEADER),
    cookie: cookieValue(request.headers.get("cookie"), APP_REQUEST_COOKIE),
  });
  const headers = new Headers();
  if (appRequest.cookie === "set") {
    headers.append("Set-Cookie", `${APP_REQUEST_COOKIE}=true; Path=/; HttpOnly; SameSite=Lax`);
  } else if (appRequest.cookie === "clear") {
    headers.append("Set-Cookie", `${APP_REQUEST_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  }
  return data(
    {
      version,
      locale: LOCALE_BY_VERSION[version],
      shell,
      menu: menuSections(navigation),
      universal: await ctx.universal(version, path),
      isAppRequest: appRequest.isAppRequest,
      toggles: {
        wishlistNavigationEnabled: config.wishlist.navigationEnabled,
        footer: config.footer,
        paymentIcons: config.paymentIcons,
        snackbarAutoClose: config.snackbarAutoClose,
        sideDrawer: config.sideDrawer,
        configApiEnabled: config.configApiEnabled,
        search: config.search,
      },
      basePath: config.basePath,
      timings: {
        promoBannerIntervalMs: config.promoBannerIntervalMs,
        mainNavigationDelayMs: config.mainNavigationDelayMs,
        bagHoverDelayMs: config.bagHoverDelayMs,
      },
      magazineCtaText: config.magazineCtaText,
      footer: await loadFooterData(ctx, version),
    },
    { headers },
  );
}

/** Passes the app-request cookie on; pages below export no headers of their own. */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) merged.append("Set-Cookie", cookie);
  return merged;
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** Version, locale and wording for any component under the version layout. */
export function useSite() {
  const data = useRouteLoaderData<typeof loader>("routes/version-layout");
  const version: Version = data?.version ?? "uk";
  const locale = data?.locale ?? "en-GB";
  return {
    version,
    locale,
    t: (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
      translate(locale, key, values),
    data,
  };
}

export default function VersionLayout({ loaderData }: Route.ComponentProps) {
  const t = (key: Parameters<typeof translate>[1]) => translate(loaderData.locale, key);
  const location = useLocation();
  const mode = shellViewMode(splitVersionPath(location.pathname).path);
  const { shell, isAppRequest } = loaderData;
  useShellHttpClient(loaderData.basePath, loaderData.toggles.configApiEnabled);
  // spec 000 §2: the reduced footer on checkout and checkout sign-in (the footer reads `reduced`).
  const footerVariant = { reduced: mode.reducedFooter };
  return (
    <ShellStateProvider>
      <BagProvider
        version={loaderData.version}
        locale={loaderData.locale}
        initialCount={loaderData.universal.counters.bag}
        cartGuid={loaderData.universal.user.cartGuid}
        sideDrawer={loaderData.toggles.sideDrawer}
      >
        <SavedItemsProvider
          version={loaderData.version}
          locale={loaderData.locale}
          initialCount={loaderData.universal.counters.savedItems}
        >
          <a className="skip-link" href="#main">
            {t("a11y.skipToContent")}
          </a>
          {!isAppRequest && <Header mode={mode} />}
          <GlobalBanner components={shell.globalBannerTop} position="top" />
          <Notifications />
          <main id="main" tabIndex={-1}>
            <Outlet />
            {/* Inside main so the control sits in a landmark (axe "region"). */}
            {!isAppRequest && <Returner />}
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
    </ShellStateProvider>
  );
}

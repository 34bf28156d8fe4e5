import type { RequestContext } from "../../core/pages/request-context.ts";
import {
  APP_REQUEST_COOKIE,
  APP_REQUEST_HEADER,
  APP_REQUEST_PARAM,
  decideAppRequest,
} from "../../core/site/app-request.ts";
import { menuSections, menuTops } from "../../core/site/navigation-menu.ts";
import { LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { consentFromCookieHeader } from "../../core/tracking/analytics-consent.ts";
import { loadFooterData } from "../components/shell/footer-data.server.ts";
import { splitVersionPath } from "./site-paths.ts";

/** What every page under the version layout shares: content, universal data and the public toggles. */
export type SiteData = Awaited<ReturnType<typeof loadSiteData>>["site"];

/**
 * The version layout's loader data, here rather than in the route module so that components can name
 * its type (useSite) without importing the route that renders them.
 */
export async function loadSiteData(
  versionSegment: string | undefined,
  request: Request,
  ctx: RequestContext,
) {
  const version = versionFromSegment(versionSegment);
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
  // A native post to the bag's form left its answer for this page view: show it once (docs/forms-and-mutations.md).
  // A page with a notice waiting is the shopper's own, never a shared one (server/pages.ts).
  const bagNotice = ctx.shared ? null : (ctx.session.data.bagNotice ?? null);
  if (bagNotice) await ctx.updateSession({ bagNotice: null });
  // What signing in added to the bag: shown once by the page after sign-in.
  const accountNotice = ctx.shared ? null : (ctx.session.data.accountNotice ?? null);
  if (accountNotice) await ctx.updateSession({ accountNotice: null });
  const site = {
    version,
    locale: LOCALE_BY_VERSION[version],
    shell,
    menu: menuTops(menuSections(navigation)),
    universal: await ctx.universal(version, path),
    // False on a page shared by every shopper: its universal data is a stranger's until the shopper's own is
    // fetched (app/lib/personal/personal-universal.tsx).
    personal: !ctx.shared,
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
    bagNotice,
    accountNotice,
    // The shopper's analytics choice, read from its cookie here so that the banner and the collector's queue
    // follow the server's reading (docs/decisions/047-tracking-and-consent.md).
    analyticsConsent: consentFromCookieHeader(request.headers.get("cookie")),
    footer: await loadFooterData(ctx, version),
  };
  return { site, headers };
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

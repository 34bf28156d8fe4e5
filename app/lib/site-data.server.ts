import type { ShellContent } from "../../core/content/content-types.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import {
  APP_REQUEST_COOKIE,
  APP_REQUEST_HEADER,
  APP_REQUEST_PARAM,
  decideAppRequest,
} from "../../core/site/app-request.ts";
import { menuSections, menuTops } from "../../core/site/navigation-menu.ts";
import type { SiteConfig } from "../../core/site/site-config.ts";
import { LOCALE_BY_VERSION, type Version, versionFromSegment } from "../../core/site/versions.ts";
import { consentFromCookieHeader } from "../../core/tracking/analytics-consent.ts";
import { loadFooterData } from "../components/shell/footer-data.server.ts";
import { type JsonText, joinedJsonTexts, toJsonText } from "./json-text.ts";
import { splitVersionPath } from "./site-paths.ts";

/** What every page under the version layout shares: content, universal data and the public toggles. */
export type SiteData = ReturnType<typeof versionData> & Awaited<ReturnType<typeof requestData>>["data"];

/**
 * The version layout's loader data as one JSON text (decision 069), here rather than in the route module so that
 * components can name its type (useSite) without importing the route that renders them. What is the version's
 * (content, menu, toggles) is written once per shell content, and joined to what is this request's.
 */
export async function loadSiteData(
  versionSegment: string | undefined,
  request: Request,
  ctx: RequestContext,
): Promise<{ site: JsonText<SiteData>; headers: Headers }> {
  const version = versionFromSegment(versionSegment);
  const shell = await ctx.services.content.shell(version);
  const { data, headers } = await requestData(version, request, ctx);
  return { site: joinedJsonTexts(versionText(version, shell, ctx), toJsonText(data)), headers };
}

// The shell content is kept for seconds (server/services.ts), the same object meanwhile: its text is written once,
// not on every page (a 10 KB text was a fiftieth of a product page's render, issue 28).
const textsByShell = new WeakMap<
  ShellContent,
  { version: Version; config: SiteConfig; text: JsonText<ReturnType<typeof versionData>> }
>();

function versionText(version: Version, shell: ShellContent, ctx: RequestContext) {
  const config = ctx.services.config[version];
  const kept = textsByShell.get(shell);
  if (kept?.version === version && kept.config === config) return kept.text;
  const text = toJsonText(versionData(version, shell, config));
  textsByShell.set(shell, { version, config, text });
  return text;
}

/** What every shopper of the version is shown alike. */
function versionData(version: Version, { navigation, ...shell }: ShellContent, config: SiteConfig) {
  return {
    version,
    locale: LOCALE_BY_VERSION[version],
    shell,
    menu: menuTops(menuSections(navigation)),
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
  };
}

/** What is this request's: its universal data, its notices, the shopper's choices, and the cookie to set. */
async function requestData(version: Version, request: Request, ctx: RequestContext) {
  const url = new URL(request.url);
  const { path } = splitVersionPath(url.pathname);
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
  const data = {
    universal: await ctx.universal(version, path),
    // False on a page shared by every shopper: its universal data is a stranger's until the shopper's own is
    // fetched (app/lib/personal/personal-universal.tsx).
    personal: !ctx.shared,
    isAppRequest: appRequest.isAppRequest,
    bagNotice,
    accountNotice,
    // The shopper's analytics choice, read from its cookie here so that the banner and the collector's queue
    // follow the server's reading (docs/decisions/047-tracking-and-consent.md).
    analyticsConsent: consentFromCookieHeader(request.headers.get("cookie")),
    footer: await loadFooterData(ctx, version),
  };
  return { data, headers };
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

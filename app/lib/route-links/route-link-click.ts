import { useEffect } from "react";
import { useNavigate } from "react-router";
import { topLevelHelpAlias } from "../../../core/content/content-aliases.ts";
import { isVersion } from "../../../core/site/versions.ts";
import { type LinkClick, plainLinkClicked } from "../navigation/plain-link-click.ts";
import { noteRequestedNavigation } from "../navigation/requested-navigation.ts";

interface RouteLinkNavigation {
  to: string;
  replace: boolean;
  preventScrollReset: boolean;
}

/**
 * The client navigation a click on a `RouteLink` stands for, or null when the browser should
 * follow it itself, as React Router's `<Link>` decides: a plain primary click on a link to this
 * origin that opens in this tab and that nothing else has handled. A link to the same page that
 * differs only by its hash is left to the browser, which scrolls to the anchor.
 */
export function routeLinkNavigation(click: LinkClick, current: URL): RouteLinkNavigation | null {
  const anchor = plainLinkClicked(click, "a[data-route-link]");
  if (!anchor) return null;
  const href = anchor.getAttribute("href");
  if (!href) return null;
  const url = new URL(href, current);
  if (url.origin !== current.origin) return null;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && url.hash !== "" && url.hash !== current.hash) return null;
  return {
    to: `${helpAliasTarget(url.pathname)}${url.search}${url.hash}`,
    // Following a link to the page already shown does not add a history entry (as `<Link>`).
    replace: anchor.hasAttribute("data-replace") || (samePage && url.hash === current.hash),
    preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
  };
}

/**
 * spec 000 §2: a help alias at the top of a version (`/uk/wedding-list`) is its help page (`/uk/help/wedding-list`).
 * The server redirects the browser's own loads of the address; a client navigation goes to the help page directly,
 * since React Router's route table knows no alias.
 */
function helpAliasTarget(pathname: string): string {
  const [, version, ...rest] = pathname.split("/");
  if (!isVersion(version)) return pathname;
  const help = topLevelHelpAlias(rest.join("/"));
  return help ? `/${version}/${help}` : pathname;
}

/** Turns clicks on every `RouteLink` of the document into client navigations. Mounted once, by the root. */
export function useRouteLinkClicks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const navigation = routeLinkNavigation(event, new URL(window.location.href));
      if (!navigation) return;
      event.preventDefault();
      const { to, replace, preventScrollReset } = navigation;
      noteRequestedNavigation(to);
      void navigate(to, { replace, preventScrollReset });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

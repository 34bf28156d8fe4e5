import type { AnchorHTMLAttributes } from "react";

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An absolute site path (with its version prefix), query and hash. */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (a filter or a sort changes the page the shopper is reading). */
  preventScrollReset?: boolean;
}

/**
 * A link the router follows in the browser. It renders a plain `<a>`: one document listener
 * (`useRouteLinkClicks`, mounted once by the root) turns its clicks into client navigations. React
 * Router's `<Link>` does the same per link, with a handful of hooks each, and a listing page has
 * over two hundred links to hydrate (decision 009).
 */
export function RouteLink({ to, replace, preventScrollReset, ...rest }: RouteLinkProps) {
  return (
    <a
      href={to}
      data-route-link=""
      data-replace={replace ? "" : undefined}
      data-keep-scroll={preventScrollReset ? "" : undefined}
      {...rest}
    />
  );
}

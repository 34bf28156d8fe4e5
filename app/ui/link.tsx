import type { MouseEventHandler, ReactNode } from "react";
import { RouteLink } from "../lib/route-links/route-link.tsx";
import { withVersion } from "../lib/site-paths.ts";
import { useSite } from "../lib/use-site.ts";
import "./link.css";

// Link (spec 002 shared components): a path as text or a route object, rendered as a router link
// with the version prefix (like SiteLink); `tag` renders a non-link element styled as a link
// (e.g. inside a larger clickable card). Variants colour it; `inline` links sit in running text
// and are underlined; `explicit` links say where they go in full and are always underlined.
type LinkVariant = "base" | "black" | "gray" | "white";

interface RouteObject {
  pathname: string;
  search?: string | Record<string, string>;
  hash?: string;
}

interface UiLinkProps {
  path: string | RouteObject;
  tag?: "a" | "span" | "div";
  variant?: LinkVariant;
  inline?: boolean;
  explicit?: boolean;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  "aria-current"?: "page" | undefined;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** The address a path or route object stands for, without the version. */
function linkHref(path: string | RouteObject): string {
  if (typeof path === "string") return path;
  const search =
    typeof path.search === "string"
      ? path.search.replace(/^\?*/, "")
      : new URLSearchParams(path.search ?? {}).toString();
  const hash = path.hash ? `#${path.hash.replace(/^#/, "")}` : "";
  return `${path.pathname}${search ? `?${search}` : ""}${hash}`;
}

function linkClassName(variant: LinkVariant, inline: boolean, explicit: boolean, extra?: string) {
  return [
    "ui-link",
    `ui-link--${variant}`,
    inline ? "ui-link--inline" : "ui-link--block",
    explicit ? "ui-link--explicit" : "",
    extra ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

export function UiLink({
  path,
  tag = "a",
  variant = "base",
  inline = true,
  explicit = false,
  className,
  children,
  ...rest
}: UiLinkProps) {
  const { version } = useSite();
  const classes = linkClassName(variant, inline, explicit, className);
  if (tag !== "a") {
    const Tag = tag;
    return <Tag className={classes}>{children}</Tag>;
  }
  const href = linkHref(path);
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//"))
    return (
      <a href={href} className={classes} rel="noopener" {...rest}>
        {children}
      </a>
    );
  return (
    <RouteLink to={withVersion(version, href)} className={classes} {...rest}>
      {children}
    </RouteLink>
  );
}

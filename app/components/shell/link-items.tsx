import type { LinkRef } from "../../../core/content/content-types.ts";
import type { Version } from "../../../core/site/versions.ts";
import { useSite } from "../../lib/use-site.ts";
import type { AccountLink } from "./account-links.ts";
import { SiteLink } from "./site-link.tsx";

/**
 * A list of content links (sub-header, footer columns, legal links, menu columns), each with the
 * version prefix.
 */
export function LinkItems({
  links,
  version,
  className,
  linkClassName,
  labelledBy,
}: {
  links: readonly LinkRef[];
  version: Version;
  className?: string;
  linkClassName?: string;
  /** Id of the heading that names the list. */
  labelledBy?: string;
}) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.id}>
          <SiteLink version={version} to={link.url} className={linkClassName}>
            {link.linkName}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The account links (accountLinks) in the visitor's wording, as a LinkItems list. */
export function AccountLinkItems({
  links,
  className,
}: {
  links: readonly AccountLink[];
  className?: string;
}) {
  const { version, t } = useSite();
  return (
    <LinkItems
      links={links.map((link) => ({ id: link.id, url: link.to, linkName: t(link.textKey) }))}
      version={version}
      className={className}
    />
  );
}

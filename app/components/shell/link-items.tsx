import type { LinkRef } from "../../../core/content/content-types.ts";
import type { Version } from "../../../core/site/versions.ts";
import { SiteLink } from "./site-link.tsx";

/** A list of content links (sub-header, footer columns, legal links), each with the version prefix. */
export function LinkItems({
  links,
  version,
  className,
}: {
  links: LinkRef[];
  version: Version;
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id}>
          <SiteLink version={version} to={link.url}>
            {link.linkName}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

import type { Version } from "../../../core/site/versions.ts";
import { RouteLink, type RouteLinkProps } from "../../lib/route-links/route-link.tsx";
import { withVersion } from "../../lib/site-paths.ts";

/** A link to a site path: the version prefix is added unless the path already has one (spec 000 §2). */
export function SiteLink({ version, to, ...rest }: RouteLinkProps & { version: Version }) {
  return <RouteLink to={withVersion(version, to)} {...rest} />;
}

import { Link, type LinkProps } from "react-router";
import type { Version } from "../../../core/site/versions.ts";
import { withVersion } from "../../lib/site-paths.ts";

/** A link to a site path: the version prefix is added unless the path already has one (spec 000 §2). */
export function SiteLink({ version, to, ...rest }: Omit<LinkProps, "to"> & { version: Version; to: string }) {
  return <Link to={withVersion(version, to)} {...rest} />;
}

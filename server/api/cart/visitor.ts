import type { Context } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { DEFAULT_VERSION, isVersion, type Version } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";

// The bag and saved-items calls are served with or without a version prefix (`/uk/cart/entries` or
// `/cart/entries`); without one the version is uk (docs/decisions/008-cart-and-saved-items.md).
export function versionOf(c: Context<AppEnv>): Version {
  const segment = c.req.param("version");
  if (segment === undefined) return DEFAULT_VERSION;
  if (!isVersion(segment)) throw new DomainError("notFound", "No such API endpoint.");
  return segment;
}

/** Answers with no caching: every bag and saved-items answer is one shopper's own. */
export function privateAnswer(c: Context<AppEnv>): void {
  c.header("Cache-Control", "private, no-store");
}

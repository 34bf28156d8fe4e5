import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { type SiteConfig, siteConfigSchema } from "../core/site/site-config.ts";
import { VERSIONS, type Version } from "../core/site/versions.ts";

export type SiteConfigByVersion = Record<Version, SiteConfig>;

const CONFIG_DIR = import.meta.dirname;

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(CONFIG_DIR, file), "utf8")) as Record<string, unknown>;
}

/** Deep-merges a version's overrides onto the defaults: objects merge, everything else replaces. */
function merge(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    const bothObjects =
      value &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      current &&
      typeof current === "object" &&
      !Array.isArray(current);
    out[key] = bothObjects
      ? merge(current as Record<string, unknown>, value as Record<string, unknown>)
      : value;
  }
  return out;
}

/**
 * Reads config/defaults.json and each version's overrides, validated with zod at boot: a bad
 * file stops the process with the failing key rather than serving a half-configured shop.
 */
export function loadSiteConfig(
  overrides: Partial<Record<Version, Record<string, unknown>>> = {},
): SiteConfigByVersion {
  const defaults = readJson("defaults.json");
  const entries = VERSIONS.map((version) => {
    const merged = merge(merge(defaults, readJson(`${version}.json`)), overrides[version] ?? {});
    const parsed = siteConfigSchema.safeParse(merged);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`config/${version}.json is invalid at ${issue?.path.join(".")}: ${issue?.message}`);
    }
    return [version, parsed.data] as const;
  });
  return Object.fromEntries(entries) as SiteConfigByVersion;
}

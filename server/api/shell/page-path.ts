import { z } from "../../../core/validation/zod.ts";

const SITE = "http://site.invalid";

/**
 * True when `value` is a path on this site and stays one once resolved: `/..//evil.com` starts with one slash
 * but resolves to `//evil.com`, another site.
 */
export function isSitePath(value: string): boolean {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(value)) return false;
  const resolved = new URL(value, SITE);
  return resolved.origin === SITE && !resolved.pathname.startsWith("//");
}

/** A same-site page path: starts with one slash, no backslashes or spaces, so it can never point off the site. */
export const sitePathField = z
  .string()
  .max(2048, "path is too long")
  .refine(isSitePath, "path must be a site path starting with /");

/**
 * The page the shopper sent a form from: the form's own field when it is a site path, else the Referer when it is
 * on this site (browsers send it for same-origin posts), else undefined.
 */
export function pagePathFrom(field: string | undefined, referer: string | undefined, requestUrl: string) {
  if (field !== undefined && sitePathField.safeParse(field).success) return field;
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(requestUrl).origin) return undefined;
    const path = `${from.pathname}${from.search}`;
    return isSitePath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

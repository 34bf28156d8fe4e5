import { z } from "zod";

/** A same-site page path: starts with one slash, no backslashes or spaces, so it can never point off the site. */
export const sitePathField = z
  .string()
  .max(2048, "path is too long")
  .refine((value) => /^\/(?![/\\])[^\s\\]*$/.test(value), "path must be a site path starting with /");

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
    return `${from.pathname}${from.search}`;
  } catch {
    return undefined;
  }
}

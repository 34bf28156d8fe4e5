import { isVersion, type Version } from "../../core/site/versions.ts";
import { z } from "../../core/validation/zod.ts";

/** The `url` query parameter of the page-data calls: a site path, optionally with its version. */
export const pageUrlQuery = z.object({
  url: z
    .string({ error: "url is required" })
    .min(1, "url is required")
    .max(2048, "url is too long")
    .refine((v) => v.startsWith("/") && !v.startsWith("//"), "url must be a site path starting with /"),
});

/** Splits `/uk/help/delivery?x` into the version (uk when absent) and the path within it. */
export function splitPageUrl(url: string): { version: Version; path: string } {
  const pathname = url.split(/[?#]/)[0] ?? "/";
  const segments = pathname.split("/").filter(Boolean);
  const first = segments[0];
  if (isVersion(first)) return { version: first, path: segments.slice(1).join("/") };
  return { version: "uk", path: segments.join("/") };
}

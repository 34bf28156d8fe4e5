import type { Context } from "hono";

/** True when the shopper reached us over HTTPS: directly, or through a trusted TLS-terminating proxy. */
export function servedOverHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return trustProxy && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

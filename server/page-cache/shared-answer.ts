import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { chooseEncoding } from "../middleware/compression.ts";
import type { CachedAnswer } from "./page-cache.ts";

/**
 * A shared page may be kept by any cache for a minute and served stale for ten while it is refreshed; browsers
 * always ask again (the bag and greeting on it are fetched after the first paint, decision 051). The in-process
 * cache keeps pages longer, since the catalogue's change events purge it (decision 052).
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** Not found and moved answers are shared too, but briefly. */
const SHARED_BRIEFLY = "public, max-age=0, s-maxage=30";
/** Statuses whose answer has no body (Fetch's null body statuses): a Response refuses one, even empty. */
const WITHOUT_BODY = new Set([101, 103, 204, 205, 304]);

/** The answer to one request for a shared page: its bytes, gzipped when kept so and taken, and how to cache it. */
export function sharedAnswer(c: Context<AppEnv>, answer: CachedAnswer): Response {
  const { page } = answer;
  const headers = new Headers(page.headers);
  headers.set(
    "Cache-Control",
    page.status === 200
      ? SHARED_PAGE_CACHE_CONTROL
      : page.status < 500 && page.status !== 429
        ? SHARED_BRIEFLY
        : "no-store",
  );
  if (page.tags.size > 0) headers.set("Surrogate-Key", [...page.tags].join(" "));
  headers.set("X-Cache", answer.state);
  headers.set("Age", String(answer.ageSeconds));
  const gzip = answer.gzip && chooseEncoding(c.req.header("accept-encoding")) === "gzip" ? answer.gzip : null;
  let body: Uint8Array | null = gzip ?? page.body;
  headers.set("Vary", "Accept-Encoding");
  if (gzip) headers.set("Content-Encoding", "gzip");
  if (WITHOUT_BODY.has(page.status)) {
    headers.delete("Content-Encoding");
    return new Response(null, { status: page.status, headers });
  }
  headers.set("Content-Length", String(body.byteLength));
  if (c.req.method === "HEAD") body = null;
  return new Response(body as BodyInit | null, { status: page.status, headers });
}

import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { escapeHtml } from "../../core/mail/email-layout.ts";
import { isVersion, LOCALE_BY_VERSION } from "../../core/site/versions.ts";
import { pagePathFrom } from "../api/shell/page-path.ts";
import { privateAnswer } from "./private-answer.ts";

// A refusal made at the edge (too many posts, a body too large, a missing token) reaches a browser's own form post
// as a page with the message, never as the API's JSON, which a shopper without JavaScript would see as raw text.

/**
 * True for a browser's own form post: a change that asks for HTML. The spec's HTTP client asks for JSON, and
 * React Router's `.data` fetches are read by the page's script, so both keep the JSON body.
 */
export function isBrowserFormPost(c: Context): boolean {
  if (c.req.method === "GET" || c.req.method === "HEAD") return false;
  const accept = c.req.header("accept") ?? "";
  return accept.includes("text/html") && !new URL(c.req.url).pathname.endsWith(".data");
}

/** A small page with the message and a link back to the page the form was on (this site only). */
export function refusalPage(c: Context, status: ContentfulStatusCode, message: string): Response {
  const segment = new URL(c.req.url).pathname.split("/")[1] ?? "";
  const version = isVersion(segment) ? segment : "uk";
  const back = pagePathFrom(undefined, c.req.header("referer"), c.req.url) ?? `/${version}/`;
  privateAnswer(c);
  const text = escapeHtml(message);
  return c.html(
    `<!doctype html>
<html lang="${LOCALE_BY_VERSION[version]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text}</title></head>
<body><main><h1>${text}</h1><p><a href="${escapeHtml(back)}">Go back to the page you were on</a></p></main></body>
</html>`,
    status,
  );
}

import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import { servedOverHttps } from "./https.ts";

// What a browser only ever runs, styles with or draws inside a page: a script, a stylesheet, a font, a raster image.
// The document's policies (CSP, framing, permissions, opener, referrer) do nothing on these answers, so they are not
// sent: on a phone's first load they were some 600 bytes of headers on each of its 10–30 script files. An SVG or
// HTML answer, which a browser can open as a document of its own, keeps them all.
const SUBRESOURCE_TYPE = /^(?:text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/;

/**
 * A strict Content-Security-Policy with a fresh script nonce per response: scripts come from our
 * origin or carry the nonce, never `unsafe-inline`. Inline style attributes stay allowed because
 * React writes them for image aspect boxes; they cannot run code.
 */
export function securityHeaders(options: {
  trustProxy: boolean;
  publicOrigin: string;
  /**
   * Payment services' own origins: a hosted card page is framed, a PayPal approval page reached by a
   * redirect after a form post, a wallet's script loaded, called and its sheet framed. Each list adds to its directive.
   */
  paymentOrigins?: {
    frame?: readonly string[];
    script?: readonly string[];
    connect?: readonly string[];
    form?: readonly string[];
  };
}): MiddlewareHandler<AppEnv> {
  const extra = (list: readonly string[] | undefined) => (list?.length ? ` ${list.join(" ")}` : "");
  const frameSrc = `frame-src 'self'${extra(options.paymentOrigins?.frame)}`;
  const scriptSrc = extra(options.paymentOrigins?.script);
  const connectSrc = `connect-src 'self'${extra(options.paymentOrigins?.connect)}`;
  const formAction = `form-action 'self'${extra(options.paymentOrigins?.form)}`;
  const httpsOrigin = options.publicOrigin.startsWith("https:");
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    // HSTS whenever the shop is served over HTTPS, also behind a TLS-terminating proxy.
    if (httpsOrigin || servedOverHttps(c, options.trustProxy)) {
      c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    if (SUBRESOURCE_TYPE.test(c.res.headers.get("Content-Type") ?? "")) return;
    // The back office is never framed, not even by the shop's own pages (docs/decisions/057-staff-access.md).
    const backOffice = /^\/admin(?:[/.]|$)/.test(c.req.path);
    // Read again: a page from the page cache carries the nonce it was rendered with (server/pages.ts).
    const policy = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${c.get("nonce")}'${scriptSrc}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      connectSrc,
      frameSrc,
      backOffice ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
      formAction,
      "base-uri 'self'",
      "object-src 'none'",
    ].join("; ");
    c.header("Content-Security-Policy", policy);
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", backOffice ? "DENY" : "SAMEORIGIN");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
  };
}

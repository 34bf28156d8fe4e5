import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { isFromThisMachine } from "../middleware/this-machine.ts";

// Who may read /metrics (docs/decisions/033-observability.md). The figures name routes and count orders, no
// personal data, but a competitor would like the order rate: a scraper on this machine, as the development aids
// define it (server/middleware/this-machine.ts: a loopback client no proxy forwarded, addressed by a loopback name
// or the shop's own), or one holding METRICS_TOKEN, from anywhere.

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface MetricsAccess {
  /** METRICS_TOKEN, or null: this machine only. */
  token: string | null;
  trustProxy: boolean;
  publicOrigin: string;
}

/** True when the request may read the metrics: it carries the token, or it comes from this machine. */
export function mayReadMetrics(c: Context, access: MetricsAccess): boolean {
  const authorization = c.req.header("authorization");
  // A wrong token is refused even from this machine: it is a misconfigured scraper worth noticing.
  if (authorization !== undefined)
    return access.token !== null && sameSecret(authorization, `Bearer ${access.token}`);
  return isFromThisMachine(c, access);
}

import { timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

// Who may read /metrics (docs/decisions/033-observability.md). The figures name routes and count orders, no
// personal data, but a competitor would like the order rate: a scraper on this machine, or one holding
// METRICS_TOKEN. "This machine" is the socket's loopback address with no forwarding header, because a proxy on
// this machine also connects from loopback, and it says so by adding one of these headers.
const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
];

export function isLoopback(address: string): boolean {
  return address === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // In-process requests (tests) have no socket.
    return null;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the request may read the metrics: it carries the token, or it comes from this machine directly. */
export function mayReadMetrics(c: Context, token: string | null): boolean {
  const authorization = c.req.header("authorization");
  // A wrong token is refused even from this machine: it is a misconfigured scraper worth noticing.
  if (authorization !== undefined) return token !== null && sameSecret(authorization, `Bearer ${token}`);
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  const address = socketAddress(c);
  return address !== null && isLoopback(address);
}

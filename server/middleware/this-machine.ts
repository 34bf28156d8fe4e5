import { isIP } from "node:net";
import type { Context } from "hono";
import { clientAddress } from "./client-address.ts";

// Development aids (the mailbox) answer only the machine the shop runs on (ARCHITECTURE.md "Trust and
// operations"; docs/decisions/030-what-strangers-reach.md).

/** IPv4 127.0.0.0/8, IPv6 ::1, and 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string): boolean {
  const mapped = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(mapped) === 4) return mapped.startsWith("127.");
  if (isIP(address) === 6) return /^(0{0,4}:){2,7}0{0,3}1$/.test(address) || address === "::1";
  return false;
}

/** A host name only this machine can answer to: localhost, *.localhost, or a loopback address. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  const bare = name.startsWith("[") && name.endsWith("]") ? name.slice(1, -1) : name;
  return isLoopbackAddress(bare);
}

interface RequestOrigin {
  /** The client's address as the store trusts it (server/middleware/client-address.ts). */
  address: string;
  /** Whether the request carries a proxy's forwarding header (X-Forwarded-For, Forwarded, X-Real-IP). */
  forwarded: boolean;
  trustProxy: boolean;
  /** The host the request was addressed to. */
  hostname: string;
  /** The shop's own host name (PUBLIC_ORIGIN). */
  publicHostname: string;
}

/**
 * Whether a request comes from this machine itself: its trusted client address is a loopback one. Without
 * TRUST_PROXY a forwarded request is refused, since a proxy on this machine would make every stranger look local;
 * and the host must be a loopback name or the shop's own, so a page using DNS rebinding in a browser on this
 * machine cannot read the answer.
 */
export function comesFromThisMachine(request: RequestOrigin): boolean {
  if (!request.trustProxy && request.forwarded) return false;
  if (!isLoopbackAddress(request.address)) return false;
  const hostname = request.hostname.toLowerCase();
  return isLoopbackHostname(hostname) || hostname === request.publicHostname.toLowerCase();
}

/** comesFromThisMachine for a Hono request. */
export function isFromThisMachine(
  c: Context,
  options: { trustProxy: boolean; publicOrigin: string },
): boolean {
  const forwarded = ["x-forwarded-for", "forwarded", "x-real-ip"].some(
    (name) => c.req.header(name) !== undefined,
  );
  return comesFromThisMachine({
    address: clientAddress(c, options.trustProxy),
    forwarded,
    trustProxy: options.trustProxy,
    hostname: new URL(c.req.url).hostname,
    publicHostname: new URL(options.publicOrigin).hostname,
  });
}

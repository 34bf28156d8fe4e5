import { randomBytes } from "node:crypto";
import type { Env } from "./env.ts";

// PayPal's configuration, read from the environment at boot (README "Sandbox PayPal").

interface PayPalSettings {
  provider: Env["PAYPAL_PROVIDER"];
  /** Where the store calls PayPal and the buyer's browser is sent to approve. */
  origin: string;
  apiKey: string;
  /** For the sandbox: the port it listens on, and the store origins its return addresses may be on. */
  sandbox: { port: number; storeOrigins: string[] };
}

/**
 * One above the card sandbox (PORT + 300): a storefront on 3100 gets 3401. Storefronts on neighbouring ports
 * (3100 and 3101) would both want 3401, so side-by-side servers keep their ports at least 2 apart or set
 * PAYPAL_SANDBOX_PORT.
 */
const SANDBOX_PORT_OFFSET = 301;
const DEFAULT_SANDBOX_PORT = 3401;

export function paypalSettingsFrom(env: Env, publicOrigin: string): PayPalSettings {
  const fromPort =
    env.PORT > 0 && env.PORT + SANDBOX_PORT_OFFSET <= 65535 ? env.PORT + SANDBOX_PORT_OFFSET : null;
  const port = env.PAYPAL_SANDBOX_PORT ?? fromPort ?? DEFAULT_SANDBOX_PORT;
  return {
    provider: env.PAYPAL_PROVIDER,
    origin: env.PAYPAL_SANDBOX_ORIGIN ?? `http://127.0.0.1:${port}`,
    // Random per process when unset: the sandbox runs in this process, so both ends hold the same value.
    apiKey: env.PAYPAL_API_KEY ?? randomBytes(32).toString("base64url"),
    sandbox: {
      port,
      storeOrigins: [
        ...new Set([publicOrigin, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`]),
      ],
    },
  };
}

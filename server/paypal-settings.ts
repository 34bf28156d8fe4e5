import { randomBytes } from "node:crypto";
import type { Env } from "./env.ts";

// PayPal's configuration, read from the environment at boot (README "Sandbox PayPal").

export interface PayPalSettings {
  provider: Env["PAYPAL_PROVIDER"];
  /** Where the store calls PayPal and the buyer's browser is sent to approve. */
  origin: string;
  apiKey: string;
  /** For the sandbox: the port it listens on, and the store origins its return addresses may be on. */
  sandbox: { port: number; storeOrigins: string[] };
}

/** One above the card sandbox: e2e servers on 3100 and 3101 get 3401 and 3402 for PayPal. */
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

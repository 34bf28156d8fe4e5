import { randomBytes } from "node:crypto";
import type { Env } from "./env.ts";

// The card acquirer's configuration, read from the environment at boot (docs/decisions/022-card-payments-sandbox.md).

interface PaymentSettings {
  provider: Env["PAYMENT_PROVIDER"];
  /** Where the store calls the acquirer and the shopper's browser frames its page. */
  origin: string;
  apiKey: string;
  resultSecret: string;
  /** For the sandbox: the port it listens on, and the store origins its return pages may be on. */
  sandbox: { port: number; storeOrigins: string[] };
}

/** Keeps the sandbox 300 above the storefront, so e2e servers on 3100 and 3101 get 3400 and 3401. */
const SANDBOX_PORT_OFFSET = 300;
const DEFAULT_SANDBOX_PORT = 3400;

export function paymentSettingsFrom(env: Env, publicOrigin: string): PaymentSettings {
  const fromPort =
    env.PORT > 0 && env.PORT + SANDBOX_PORT_OFFSET <= 65535 ? env.PORT + SANDBOX_PORT_OFFSET : null;
  const port = env.PAYMENT_SANDBOX_PORT ?? fromPort ?? DEFAULT_SANDBOX_PORT;
  // Random per process when unset: the sandbox is in this process, so both ends hold the same value, and
  // nothing guessable ever signs a result (env.ts refuses a real provider without them in production).
  const random = () => randomBytes(32).toString("base64url");
  return {
    provider: env.PAYMENT_PROVIDER,
    origin: env.PAYMENT_SANDBOX_ORIGIN ?? `http://127.0.0.1:${port}`,
    apiKey: env.PAYMENT_API_KEY ?? random(),
    resultSecret: env.PAYMENT_RESULT_SECRET ?? random(),
    sandbox: {
      port,
      // The shop answers on its public origin and, on this machine, on localhost and 127.0.0.1 by port.
      storeOrigins: [
        ...new Set([publicOrigin, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`]),
      ],
    },
  };
}

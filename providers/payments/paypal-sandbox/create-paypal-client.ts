import type { PayPalClient } from "../../../core/payments/paypal.ts";
import { createSandboxPayPalClient } from "./sandbox-paypal-client.ts";

// PayPal is a configuration choice (PAYPAL_PROVIDER in server/env.ts): the offline sandbox by default; a real
// Orders v2 adapter is added here under its own name with its own origin and credentials.

export const PAYPAL_PROVIDERS = ["sandbox"] as const;

export interface PayPalClientSettings {
  /** PayPal's API origin (for the sandbox, its own port; the approval page is on the same origin). */
  origin: string;
  apiKey: string;
  fetch?: (request: Request) => Promise<Response>;
}

export function createPayPalClient(name: string, settings: PayPalClientSettings): PayPalClient {
  if (name === "sandbox") return createSandboxPayPalClient(settings);
  throw new Error(`Unknown PayPal provider "${name}": use one of ${PAYPAL_PROVIDERS.join(", ")}.`);
}

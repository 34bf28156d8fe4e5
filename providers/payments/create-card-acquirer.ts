import type { CardAcquirer } from "../../core/payments/card-acquirer.ts";
import { createSandboxCardAcquirer } from "./sandbox-card-acquirer.ts";

// The card acquirer is a configuration choice (PAYMENT_PROVIDER in server/env.ts): the offline sandbox by
// default; a real acquirer's adapter (Worldpay) is added here under its own name with its own origin and keys.

export const CARD_PAYMENT_PROVIDERS = ["sandbox"] as const;

export interface CardAcquirerSettings {
  /** The acquirer's API origin (for the sandbox, its own port). */
  origin: string;
  apiKey: string;
  resultSecret: string;
}

export function createCardAcquirer(name: string, settings: CardAcquirerSettings): CardAcquirer {
  if (name === "sandbox") return createSandboxCardAcquirer(settings);
  throw new Error(`Unknown payment provider "${name}": use one of ${CARD_PAYMENT_PROVIDERS.join(", ")}.`);
}

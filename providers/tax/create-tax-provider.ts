import type { TaxProvider } from "../../core/tax/tax-provider.ts";
import { createSandboxTaxProvider } from "./sandbox-tax-provider.ts";

// The tax provider is a configuration choice (TAX_PROVIDER in server/env.ts): the offline sandbox by default;
// a real service's adapter (Avalara) is added here under its own name.

export const TAX_PROVIDERS = ["sandbox"] as const;

export function createTaxProvider(name: string = "sandbox"): TaxProvider {
  if (name === "sandbox") return createSandboxTaxProvider();
  throw new Error(`Unknown tax provider "${name}": use one of ${TAX_PROVIDERS.join(", ")}.`);
}

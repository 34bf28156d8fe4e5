import type { AddressLookup, PostcodeLocator } from "../../core/address-lookup/address-lookup.ts";
import { createSandboxAddressLookup } from "./sandbox-address-lookup.ts";

// The address lookup the deployment chose (ADDRESS_LOOKUP_PROVIDER, server/env.ts). A real service is added here
// as another name with its adapter beside the sandbox; the checkout calls only the port.

export const ADDRESS_LOOKUP_PROVIDERS = ["sandbox"] as const;
type AddressLookupProviderName = (typeof ADDRESS_LOOKUP_PROVIDERS)[number];

function isProviderName(name: string): name is AddressLookupProviderName {
  return (ADDRESS_LOOKUP_PROVIDERS as readonly string[]).includes(name);
}

/** The named lookup; an unknown name stops the boot with the names there are. */
export function createAddressLookup(
  name: AddressLookupProviderName | string = "sandbox",
): AddressLookup & PostcodeLocator {
  if (!isProviderName(name))
    throw new Error(
      `ADDRESS_LOOKUP_PROVIDER "${name}" is not a known address lookup: use one of ${ADDRESS_LOOKUP_PROVIDERS.join(", ")}.`,
    );
  return createSandboxAddressLookup();
}

import type { PostalAddress } from "../addresses/postal-address.ts";
import type { AddressInput } from "./address-form.ts";
import type { AddressCountry } from "./address-rules.ts";

// What the address book needs from storage (data/repositories/address-repository.ts). Every call names the
// customer: an address id that is not theirs is simply not found (ARCHITECTURE.md "Identity").

/** A saved address as the page and the calls show it (spec 001 §3 addressDetails with the personal details). */
export interface SavedAddress extends PostalAddress {
  id: string;
  title: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  countryName: string;
  defaultAddress: boolean;
}

export interface AddressRepository {
  /** The default first, then oldest first. */
  list(customerId: string): Promise<SavedAddress[]>;
  /**
   * Adds the address in one transaction: it becomes the default when asked or when the customer has none yet
   * (the first address), and any other default is cleared.
   */
  add(customerId: string, id: string, address: AddressInput, now: Date): Promise<SavedAddress>;
  /** Replaces the address's fields; `defaultAddress: true` makes it the default. Null when not the customer's. */
  update(customerId: string, id: string, address: AddressInput, now: Date): Promise<SavedAddress | null>;
  /** Makes the address the only default; false when not the customer's. */
  makeDefault(customerId: string, id: string, now: Date): Promise<boolean>;
  /** Deletes it; a deleted default passes to the oldest address left. False when not the customer's. */
  remove(customerId: string, id: string): Promise<boolean>;
  /** Every country with its postcode pattern, for the rules and the country select. */
  countries(): Promise<AddressCountry[]>;
}

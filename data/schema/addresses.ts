import type { Bool, Timestamp } from "./column-types.ts";

// Kysely table types of migration 0017 (the address book); merged into Database in data/schema.ts.
interface CustomerAddressTable {
  id: string;
  customerId: string;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  line1: string;
  line2: string | null;
  townCity: string;
  postcode: string;
  countryIso: string;
  regionIso: string | null;
  isDefault: Bool;
  createdAt: Timestamp;
  modifiedAt: Timestamp;
}

export interface AddressTables {
  customerAddresses: CustomerAddressTable;
}

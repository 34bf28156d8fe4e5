import type { Insertable } from "kysely";
import type { CurrencyTable } from "../../schema.ts";

/**
 * The currencies the shop sells in. Every country row points at one of these (see
 * country-currency.ts), so this is also "every currency used by any country".
 */
export const CURRENCIES: readonly Insertable<CurrencyTable>[] = [
  { isocode: "GBP", symbol: "£", name: "British Pound" },
  { isocode: "USD", symbol: "$", name: "US Dollar" },
  { isocode: "EUR", symbol: "€", name: "Euro" },
];

import type { Db } from "../../db.ts";
import { insertBatches } from "../insert-batches.ts";
import type { Random } from "../random.ts";
import { BASE_STORES } from "./base-stores.ts";
import { countryRows } from "./country-rows.ts";
import { CURRENCIES } from "./currencies.ts";

/**
 * Currencies, base stores and every country. Reference data is fixed, so the generator is
 * accepted for the common seed signature but not drawn from.
 */
export async function seedReference(db: Db, _random: Random): Promise<void> {
  await insertBatches(db, "currencies", CURRENCIES);
  await insertBatches(db, "baseStores", BASE_STORES);
  await insertBatches(db, "countries", countryRows());
}

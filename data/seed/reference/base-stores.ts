import type { Insertable } from "kysely";
import { BASE_SITE_BY_VERSION, DEFAULT_CURRENCY_BY_VERSION, VERSIONS } from "../../../core/site/versions.ts";
import type { BaseStoreTable } from "../../schema.ts";

/** One base store per version (twc-uk, twc-us, twc-row), each charging in its version's currency. */
export const BASE_STORES: readonly Insertable<BaseStoreTable>[] = VERSIONS.map((version) => ({
  uid: BASE_SITE_BY_VERSION[version],
  version,
  defaultCurrency: DEFAULT_CURRENCY_BY_VERSION[version],
}));

import type { StoreService } from "./store-services.ts";
import type { StoreRecord } from "./store-types.ts";

/** A store as the finder shows it: its facts and services, without any product's stock. */
export interface Store extends Omit<StoreRecord, "quantity"> {
  /** In the order of STORE_SERVICES. */
  services: StoreService[];
}

/** Every store of the shop (implemented in data/repositories/store-repository.ts). */
export interface StoreDirectory {
  allStores(): Promise<Store[]>;
}

// Store codes are "store-bath", "store-new-york-madison-avenue": the part after "store-" is the store page's
// address, so a page is found from its code and needs no column of its own.
const CODE_PREFIX = "store-";

export function storeSlug(code: string): string {
  return code.startsWith(CODE_PREFIX) ? code.slice(CODE_PREFIX.length) : code;
}

export function storeCodeOf(slug: string): string {
  return `${CODE_PREFIX}${slug}`;
}

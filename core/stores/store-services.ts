// What a store offers besides its shelves, shown on the store finder and a store's page. spec 002 §3 leaves a
// store's "other details not shown": this closed list is ours, each with its wording in the text catalogue.
export const STORE_SERVICES = ["returns", "giftWrapping", "personalShopping", "interiorsAdvice"] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

export function isStoreService(value: unknown): value is StoreService {
  return typeof value === "string" && (STORE_SERVICES as readonly string[]).includes(value);
}

// What the saved-items service needs from storage (implemented in data/repositories/wishlist-repository.ts).
import type { SavePlan } from "./plan-save.ts";
import type { SavedItemEntry } from "./saved-item.ts";

export interface StoredSavedItemList {
  id: number;
  guid: string;
  customerId: string | null;
}

/** What the saved-items page shows of an entry's product, priced in one currency. */
export interface SavedItemProductRow {
  code: string;
  name: string;
  productType: string;
  categoryCode: string;
  swatchCode: string | null;
  swatchName: string | null;
  imageId: string | null;
  variants: {
    code: string;
    size: string;
    groupCode: string | null;
    stockLevel: number;
    availability: string;
    price: number | null;
  }[];
}

export interface WishlistRepository {
  findByGuid(guid: string): Promise<StoredSavedItemList | null>;
  /** The list with this guid, made if there is none; racing calls with one guid all get the same list. */
  open(input: { guid: string; customerId: string | null; now: Date }): Promise<StoredSavedItemList>;
  entries(listId: number): Promise<SavedItemEntry[]>;
  count(listId: number): Promise<number>;
  /**
   * In one transaction: reads the list, asks `plan` what to do, deletes and inserts accordingly. The new entry
   * takes the list's next position. Answers the refusal or the new position and count.
   */
  save(
    listId: number,
    item: { code: string; groupCode: string; name: string },
    now: Date,
    plan: (entries: SavedItemEntry[]) => SavePlan,
  ): Promise<
    { kind: "refuse"; maxItems: number } | { kind: "saved"; position: number; numberOfEntries: number }
  >;
  remove(listId: number, position: number): Promise<boolean>;
  products(codes: readonly string[], currency: string): Promise<SavedItemProductRow[]>;
  productExists(code: string): Promise<boolean>;
}

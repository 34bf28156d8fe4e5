import type { StockLevelStatus } from "../catalogue/stock-state.ts";

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** "10:00-18:00", or "closed". */
export type OpeningHours = Partial<Record<Weekday, string>>;

export interface StoreRecord {
  code: string;
  name: string;
  line1: string;
  line2: string | null;
  town: string;
  postcode: string;
  countryIso: string;
  latitude: number;
  longitude: number;
  phone: string;
  whatsapp: string | null;
  openingHours: OpeningHours;
  /** Units of the asked-for size on its shelves. */
  quantity: number;
}

export interface StoreWithStock extends Omit<StoreRecord, "quantity"> {
  distanceMiles: number;
  stockLevel: number;
  stockLevelStatus: Extract<StockLevelStatus, "inStock" | "LowInStockAtVariant" | "outOfStock">;
}

export interface StoreRepository {
  /** Every store, each with its units of one variant (0 when none). */
  storesWithVariantStock(variantCode: string): Promise<StoreRecord[]>;
}

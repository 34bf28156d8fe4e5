import { lowestPrice, sumPrices } from "../../core/catalogue/pricing.ts";
import { GIFT_BOX_ROLE } from "../../core/catalogue/product-service.ts";
import {
  SEARCH_CURRENCIES,
  type SearchCurrency,
  type SearchDocument,
  type SearchPrice,
  type SearchSwatch,
} from "../../core/search/search-document.ts";
import type { Db } from "../db.ts";
import { toNumber } from "../normalise.ts";

/** A bundle or collection as the loader has read it, before its entries are known. */
export type SetShell = Omit<SearchDocument, "fromPrice" | "priceVaries" | "onSale" | "stock"> & {
  productType: "bundle" | "collection";
  swatches: SearchSwatch[];
};

interface SetEntryRow {
  setCode: string;
  productCode: string;
  quantity: number;
}

/** The entries of these sets (not their gift boxes), in position order. */
export async function loadSetEntries(db: Db, setCodes: readonly string[]): Promise<SetEntryRow[]> {
  if (setCodes.length === 0) return [];
  const rows = await db
    .selectFrom("productSets")
    .select(["setCode", "productCode", "quantity"])
    .where("setCode", "in", setCodes)
    .where("role", "!=", GIFT_BOX_ROLE)
    .orderBy("setCode")
    .orderBy("position")
    .execute();
  return rows.map((r) => ({ ...r, quantity: toNumber(r.quantity) }));
}

/** The bundles and collections that hold any of these products, so a change to an entry reaches its sets. */
export async function setsContaining(db: Db, productCodes: readonly string[]): Promise<string[]> {
  if (productCodes.length === 0) return [];
  const rows = await db
    .selectFrom("productSets")
    .select("setCode")
    .distinct()
    .where("productCode", "in", productCodes)
    .execute();
  return rows.map((r) => r.setCode);
}

/**
 * A bundle or collection as a listing shows it, from its entries' documents. A bundle costs the sum of
 * its entries (each times its quantity) and is sold out when any entry is, since it is bought whole; a
 * collection starts from its cheapest entry and is sold out when every entry is. Either price is a
 * "from" price: sizes and colours are chosen on the set's own page. Undefined when an entry is missing
 * or unpriced (a bundle) or no entry is sellable (a collection).
 */
export function setDocument(
  set: SetShell,
  entries: readonly { doc: SearchDocument | undefined; quantity: number }[],
) {
  const known = entries.filter((e): e is { doc: SearchDocument; quantity: number } => e.doc !== undefined);
  if (known.length === 0 || (set.productType === "bundle" && known.length !== entries.length))
    return undefined;
  const fromPrice = {} as Record<SearchCurrency, SearchPrice>;
  for (const currency of SEARCH_CURRENCIES) {
    const lines = known.map(({ doc, quantity }) => ({ price: doc.fromPrice[currency], quantity }));
    const price =
      set.productType === "bundle" ? sumPrices(lines) : lowestPrice(lines.map((line) => line.price)).price;
    if (!price) return undefined;
    fromPrice[currency] = { amount: price.amount, wasAmount: price.wasAmount };
  }
  const soldOut =
    set.productType === "bundle"
      ? known.some(({ doc }) => doc.stock.soldOut)
      : known.every(({ doc }) => doc.stock.soldOut);
  const document: SearchDocument = {
    ...set,
    fromPrice,
    priceVaries: true,
    onSale: SEARCH_CURRENCIES.some((c) => fromPrice[c].wasAmount !== null),
    stock: {
      stockLevelStatus: soldOut ? "outOfStock" : "inStock",
      soldOut,
      notifyMe: false,
      preOrder: false,
    },
  };
  return document;
}

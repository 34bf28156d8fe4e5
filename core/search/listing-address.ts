import { MAX_TEXT_LENGTH, rawListingParams, type SearchQuery, toSearchQuery } from "./search-query.ts";
import { searchQueryFields } from "./search-query-schema.ts";

// Decision 035: a listing page's address is often stale or edited (a bookmark, a shared link, a
// price filter from before prices changed). The page keeps what it can honour and leaves out what it cannot, then
// sends the shopper to the address it honours. Only a search it cannot run is refused, in the shop's own words.

type ListingAddressRefusal = "textTooLong";

type ListingAddress =
  | {
      kind: "read";
      query: SearchQuery;
      /** The parameters left out because their value is not one the listing knows (an unknown sort, page 0…). */
      ignored: string[];
    }
  | { kind: "refused"; reason: ListingAddressRefusal };

type Field = keyof typeof searchQueryFields;

/** A repeated parameter keeps its good values, as many as its rule allows. */
function keptValues(field: (typeof searchQueryFields)[Field], values: string[]): string[] | null {
  const good = values.filter((value) => field.safeParse([value]).success).slice(0, 100);
  for (let n = good.length; n > 0; n -= 1)
    if (field.safeParse(good.slice(0, n)).success) return good.slice(0, n);
  return null;
}

/** Reads a listing page's address field by field: a bad value is ignored, never the whole page refused. */
export function readListingAddress(params: URLSearchParams): ListingAddress {
  const raw = rawListingParams(params);
  if (typeof raw.text === "string" && raw.text.trim().length > MAX_TEXT_LENGTH)
    return { kind: "refused", reason: "textTooLong" };
  const kept: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const field = searchQueryFields[key as Field];
    const checked = field.safeParse(value);
    if (checked.success) {
      kept[key] = checked.data;
      continue;
    }
    const values = Array.isArray(value) ? keptValues(field, value) : null;
    if (values) kept[key] = field.parse(values);
    ignored.push(key);
  }
  // spec 002 §5: min at most max. A reversed pair keeps its upper bound.
  if (
    typeof kept.priceMin === "number" &&
    typeof kept.priceMax === "number" &&
    kept.priceMin > kept.priceMax
  ) {
    delete kept.priceMin;
    ignored.push("priceMin");
  }
  return { kind: "read", query: toSearchQuery(kept as Parameters<typeof toSearchQuery>[0]), ignored };
}

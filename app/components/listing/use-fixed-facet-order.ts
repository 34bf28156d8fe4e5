import { useRef } from "react";
import type { Facet } from "../../../core/search/facets.ts";

/**
 * spec 002 §4: the first load of a listing fixes the order of its facets and later loads keep it,
 * so a facet does not jump while the shopper filters. A different listing starts a new order.
 */
export function useFixedFacetOrder(facets: readonly Facet[], listingKey: string): Facet[] {
  const memory = useRef<{ key: string; order: string[] } | null>(null);
  if (!memory.current || memory.current.key !== listingKey)
    memory.current = { key: listingKey, order: facets.map((f) => f.code) };
  const order = memory.current.order;
  for (const facet of facets) if (!order.includes(facet.code)) order.push(facet.code);
  return [...facets].sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
}

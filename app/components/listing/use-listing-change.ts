import { useLocation, useNavigation } from "react-router";
import { composeListingChange } from "../../../core/search/compose-listing-change.ts";

interface ListingChange {
  /** The query of the latest listing asked for: the one loading, else the one shown. */
  requested: string;
  /** The query a control built from the shown listing leads to, composed onto `requested`. */
  compose: (target: string) => string;
}

/**
 * Listing changes compose from the latest requested state and never race: a sort, facet, page or
 * layout chosen while an earlier change of this listing still loads adds to it instead of replacing it.
 * `shownQuery` is the query of the listing on screen, the one the page's links were built from.
 */
export function useListingChange(shownQuery: string): ListingChange {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === pathname ? navigation.location.search : null;
  if (pending === null) return { requested: shownQuery, compose: (target) => target };
  return {
    requested: pending,
    compose: (target) => composeListingChange(shownQuery, target, pending),
  };
}

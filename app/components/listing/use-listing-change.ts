import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { composeListingChange } from "../../../core/search/compose-listing-change.ts";
import { clearRequestedNavigation, requestedSearch } from "../../lib/navigation/requested-navigation.ts";

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
 * `compose` looks again when it is called: a navigation asked for since this render (a link clicked a moment
 * before, not yet rendered as pending) counts too.
 */
export function useListingChange(shownQuery: string): ListingChange {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") clearRequestedNavigation();
  }, [navigation.state]);
  const pending = navigation.location?.pathname === pathname ? navigation.location.search : null;
  const latest = () => pending ?? requestedSearch(pathname);
  return {
    requested: pending ?? shownQuery,
    compose: (target) => {
      const asked = latest();
      return asked === null ? target : composeListingChange(shownQuery, target, asked);
    },
  };
}

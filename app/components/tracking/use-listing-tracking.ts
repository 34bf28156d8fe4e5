import { useEffect, useRef } from "react";
import type { ListingPage } from "../../../core/search/listing-card.ts";
import { listingChangeEvents } from "../../../core/tracking/listing-changes.ts";
import { trackEvent, trackMerchandising } from "../../lib/tracking/track-event.ts";

/**
 * A listing's tracking (spec 002 §7): the merchandising tracker's view of each result set shown (its source is the
 * search's responseId), a click on one of its products (sent at once by beacon), and Sort Items / Filter Items
 * when the shopper changes the listing's sort or filters.
 */
export function useListingTracking(listing: ListingPage, pathname: string): void {
  const previous = useRef<{ pathname: string; query: string } | null>(null);
  const current = useRef({ listing, pathname });
  current.current = { listing, pathname };

  // One view per result set, which its responseId names; the rest is read as it is when that changes.
  const { responseId } = listing;
  useEffect(() => {
    const { listing, pathname } = current.current;
    const query = listing.freeTextSearch.trim().slice(0, 200);
    trackMerchandising({
      action: "view",
      sourceId: responseId,
      target: { pathToPage: pathname.slice(0, 500) },
      ...(query ? { metadata: { query } } : {}),
    });
    const before = previous.current;
    if (before && before.pathname === pathname) {
      for (const event of listingChangeEvents(before.query, listing.query)) trackEvent(event);
    }
    previous.current = { pathname, query: listing.query };
  }, [responseId]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!link?.closest(".listing__results")) return;
      // Cards link to the product under the version (`/uk` + the result's url).
      const href = (link.getAttribute("href") ?? "").replace(/^\/(uk|us|row)(?=\/)/, "");
      const shown = current.current.listing;
      const result = shown.results.find((card) => href === card.url || href.startsWith(`${card.url}?`));
      if (!result) return;
      const query = shown.freeTextSearch.trim().slice(0, 200);
      trackMerchandising({
        action: "click",
        sourceId: shown.responseId,
        target: { product: result.code },
        ...(query ? { metadata: { query } } : {}),
      });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}

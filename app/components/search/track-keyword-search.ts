import type { KEYWORD_SEARCH_SOURCES } from "../../../core/tracking/tracking-events.ts";
import { trackEvent } from "../../lib/tracking/track-event.ts";

/** spec 000 §7: a keyword-search tracking event when a search is made (the payload is ours to design). */
export function trackKeywordSearch(term: string, source: (typeof KEYWORD_SEARCH_SOURCES)[number]): void {
  const keyword = term.trim().slice(0, 200);
  if (!keyword) return;
  trackEvent({ event: "Keyword Search", keyword, searchSource: source });
}

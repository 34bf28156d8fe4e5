import { startTransition, useEffect, useState } from "react";
import { MoreIntlLabels } from "../../lib/intl-labels-context.tsx";
import type { RecommendationsSection } from "./recommendation-section.ts";
import { RecommendationStrip } from "./recommendation-strip.tsx";

/**
 * The shopper's recently viewed products on a page every shopper shares (docs/decisions/051): asked for once the page
 * runs, from their own cookie, and drawn last on the page, so nothing above it moves. Without JavaScript there is
 * no such strip, as there is no cookie (recently-viewed.ts).
 *
 * A plain request into the strip's own state, not a router fetcher: a fetcher's every change (loading, then its
 * answer) is a change of the router's state, which rendered the whole page again twice after hydration (issue 28).
 */
export function RecentlyViewedStrip({
  version,
  exclude,
  title,
}: {
  version: string;
  exclude: string;
  title: string;
}) {
  const [section, setSection] = useState<RecommendationsSection | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/${version}/recommendations/recently-viewed?exclude=${encodeURIComponent(exclude)}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<RecommendationsSection | null>) : null))
      .then((answer) => startTransition(() => setSection(answer)))
      // No strip when the request fails or is cancelled, as when the shopper has viewed nothing.
      .catch(() => {});
    return () => controller.abort();
  }, [version, exclude]);
  const cards = section?.strips.recentlyViewed ?? [];
  if (!section || cards.length === 0) return null;
  return (
    <div className="recommendations">
      <MoreIntlLabels value={section.intlLabels}>
        <RecommendationStrip placement="recentlyViewed" title={title} cards={cards} />
      </MoreIntlLabels>
    </div>
  );
}

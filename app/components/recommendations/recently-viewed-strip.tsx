import { useEffect } from "react";
import { useFetcher } from "react-router";
import { MoreIntlLabels } from "../../lib/intl-labels-context.tsx";
import type { loader } from "../../routes/recently-viewed.ts";
import { RecommendationStrip } from "./recommendation-strip.tsx";

/**
 * The shopper's recently viewed products on a page every shopper shares (docs/decisions/051): asked for once the page
 * runs, from their own cookie, and drawn last on the page, so nothing above it moves. Without JavaScript there is
 * no such strip, as there is no cookie (recently-viewed.ts).
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
  const fetcher = useFetcher<typeof loader>();
  const { load } = fetcher;
  useEffect(() => {
    void load(`/${version}/recommendations/recently-viewed?exclude=${encodeURIComponent(exclude)}`);
  }, [load, version, exclude]);
  const section = fetcher.data;
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

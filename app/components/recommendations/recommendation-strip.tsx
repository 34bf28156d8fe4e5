import { useEffect, useRef } from "react";
import type { ProductCard } from "../../../core/catalogue/product-types.ts";
import type { Placement } from "../../../core/recommendations/recommendation-rules.ts";
import { trackRecommendationClick, trackRecommendationImpression } from "../../lib/tracking/track-event.ts";
import { CatalogueCard } from "../product/product-strip.tsx";
import "../product/product-strip.css";

/** Half the strip on screen counts as seen: a sliver at the bottom of the window is not an impression. */
const SEEN_RATIO = 0.5;

interface RecommendationStripProps {
  placement: Placement;
  title: string;
  cards: readonly ProductCard[];
}

/** A strip of recommended products (spec 002 §2), reporting once when it is seen and each time a product is opened. */
export function RecommendationStrip({ placement, title, cards }: RecommendationStripProps) {
  const section = useRef<HTMLElement>(null);
  const codes = cards.map((card) => card.code).join(" ");
  const headingId = `recommendations-${placement}`;

  useEffect(() => {
    const element = section.current;
    if (!element || !codes) return;
    const shown = codes.split(" ");
    if (typeof IntersectionObserver === "undefined") {
      trackRecommendationImpression(placement, shown);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        trackRecommendationImpression(placement, shown);
        observer.disconnect();
      },
      { threshold: SEEN_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [placement, codes]);

  // Opening a card's link, by pointer or keyboard (Enter clicks a link), is the click the service counts.
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const opened = (event: MouseEvent) => {
      const item = (event.target as Element).closest("a")?.closest<HTMLElement>("li[data-code]");
      if (!item?.dataset.code) return;
      trackRecommendationClick(placement, item.dataset.code, Number(item.dataset.position));
    };
    element.addEventListener("click", opened);
    return () => element.removeEventListener("click", opened);
  }, [placement]);

  if (cards.length === 0) return null;

  return (
    <section ref={section} className="product-strip" aria-labelledby={headingId} data-placement={placement}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways, so the keyboard must reach it. */}
      <ul className="product-strip__list" tabIndex={0} aria-labelledby={headingId}>
        {cards.map((card, index) => (
          <li key={card.code} data-code={card.code} data-position={index + 1}>
            <CatalogueCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

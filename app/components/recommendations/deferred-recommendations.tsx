import { Suspense } from "react";
import { Await } from "react-router";
import type { Placement } from "../../../core/recommendations/recommendation-rules.ts";
import { MoreIntlLabels } from "../../lib/intl-labels-context.tsx";
import type { RecommendationsSection } from "./recommendation-section.ts";
import { RecommendationStrip } from "./recommendation-strip.tsx";
import "./recommendations.css";

/** The cards a skeleton strip holds: a full row at the widest layout (4 columns), more than a phone shows. */
const SKELETON_CARDS = 4;

interface DeferredRecommendationsProps {
  /** The loader's unawaited section (recommendation-sections.server.ts); resolves to null on failure. */
  section: Promise<RecommendationsSection | null>;
  /** The strips to draw, in page order, each with its heading. */
  strips: readonly { placement: Placement; title: string }[];
  /** How many strips the skeleton holds while they are chosen: those the page nearly always has. */
  expected?: number;
}

/**
 * A page's recommendation strips, streamed after its first byte (decision 048). Until they arrive a skeleton of the
 * strips' own size holds their place, so nothing below moves; without JavaScript the skeleton is not drawn (the
 * streamed strips need a script to take its place), and the page is whole without them.
 */
export function DeferredRecommendations({
  section,
  strips,
  expected = strips.length,
}: DeferredRecommendationsProps) {
  return (
    <div className="recommendations">
      <Suspense fallback={<RecommendationsSkeleton strips={expected} />}>
        <Await resolve={section} errorElement={null}>
          {(resolved) =>
            resolved && (
              // One element: Await suspends once as the page hydrates, even on arrived strips, and Preact (decision
              // 066) keeps only the next element of the server's markup for a part that suspends, making the rest anew.
              <div className="recommendations__strips">
                <MoreIntlLabels value={resolved.intlLabels}>
                  {strips.map(({ placement, title }) => (
                    <RecommendationStrip
                      key={placement}
                      placement={placement}
                      title={title}
                      cards={resolved.strips[placement] ?? []}
                    />
                  ))}
                </MoreIntlLabels>
              </div>
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}

function RecommendationsSkeleton({ strips }: { strips: number }) {
  return (
    <div className="recommendations-skeleton" aria-hidden="true">
      {Array.from({ length: strips }, (_, strip) => (
        <div key={strip} className="product-strip">
          <div className="section-title recommendations-skeleton__title" />
          <ul className="product-strip__list recommendations-skeleton__list">
            {Array.from({ length: SKELETON_CARDS }, (_, card) => (
              <li key={card} className="recommendations-skeleton__card">
                <span className="recommendations-skeleton__media" />
                <span className="recommendations-skeleton__line" />
                <span className="recommendations-skeleton__line recommendations-skeleton__line--short" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

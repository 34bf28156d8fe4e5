import { useReducer } from "react";
import type { ListingCard } from "../../../core/search/listing-card.ts";
import type { Layout, View } from "../../../core/search/search-query.ts";
import { HydrationSlice } from "../../lib/preact/hydration-slice.tsx";
import { useSite } from "../../lib/use-site.ts";
import { INITIAL_QUICK_ADD, quickAddReducer } from "./quick-add-state.ts";
import { ResultCard } from "./result-card.tsx";
import "./product-grid.css";

// The first row is on screen at load at every width: two on mobile, up to four on desktop.
const EAGER_CARDS = 4;

export function ProductGrid({
  results,
  layout,
  view,
  saveEnabled,
}: {
  results: readonly ListingCard[];
  layout: Layout;
  view: View;
  saveEnabled: boolean;
}) {
  const { t } = useSite();
  const [quickAdd, dispatch] = useReducer(quickAddReducer, INITIAL_QUICK_ADD);
  return (
    <>
      <h2 className="visually-hidden">{t("search.products")}</h2>
      <ul className={`product-grid product-grid--${layout}`}>
        {/* Each card may hydrate in a task of its own (HydrationSlice, decision 066). */}
        {results.map((result, i) => (
          <HydrationSlice key={result.code}>
            <ResultCard
              result={result}
              layout={layout}
              view={view}
              eager={i < (layout === "single" ? 2 : EAGER_CARDS)}
              saveEnabled={saveEnabled}
              expanded={quickAdd.expanded === result.code}
              quickAdd={quickAdd.byProduct[result.code]}
              dispatch={dispatch}
            />
          </HydrationSlice>
        ))}
      </ul>
    </>
  );
}

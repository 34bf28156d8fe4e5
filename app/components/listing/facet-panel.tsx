import { useLocation } from "react-router";
import type { Facet } from "../../../core/search/facets.ts";
import type { PriceSliderData } from "../../../core/search/price-slider.ts";
import { RouteLink } from "../../lib/route-links/route-link.tsx";
import { useSite } from "../../lib/use-site.ts";
import { PriceSliderForm } from "./price-slider-form.tsx";
import { useListingChange } from "./use-listing-change.ts";
import "./facet-panel.css";

interface FacetPanelProps {
  facets: readonly Facet[];
  slider: PriceSliderData;
  currencySymbol: string;
  query: string;
  clearQuery: string;
  idPrefix: string;
}

/**
 * Facets with counts (spec 002 §2). Each value is a link to the query string that toggles it, so
 * filtering works before JavaScript and every state is an address.
 */
export function FacetPanel({ facets, slider, currencySymbol, query, clearQuery, idPrefix }: FacetPanelProps) {
  const { t } = useSite();
  const { pathname } = useLocation();
  const { compose } = useListingChange(query);
  const anySelected = facets.some((f) => f.values.some((v) => v.selected)) || query.includes("priceM");
  return (
    <div className="facets">
      {anySelected && (
        <RouteLink to={`${pathname}${clearQuery}`} className="facets__clear" preventScrollReset>
          {t("listing.clearFilters")}
        </RouteLink>
      )}
      {facets.map((facet, i) => (
        <details key={facet.code} className="facet" open={i < 3 || facet.values.some((v) => v.selected)}>
          <summary>
            <h3 id={`${idPrefix}-${facet.code}`}>{facet.name}</h3>
          </summary>
          <ul
            aria-labelledby={`${idPrefix}-${facet.code}`}
            className={facet.code === "colour" ? "facet__values facet__values--colours" : "facet__values"}
          >
            {facet.values.map((value) => (
              <li key={value.code}>
                <RouteLink
                  to={`${pathname}${compose(value.query)}`}
                  preventScrollReset
                  className={value.selected ? "facet__value facet__value--selected" : "facet__value"}
                  rel="nofollow"
                >
                  <span className="facet__box" aria-hidden="true" />
                  <span className="facet__name">{value.name}</span>
                  <span className="facet__count">
                    <span className="visually-hidden">, </span>
                    {`(${value.count})`}
                  </span>
                  {value.selected && <span className="visually-hidden">{`, ${t("listing.selected")}`}</span>}
                </RouteLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <details className="facet" open>
        <summary>
          <h3>{t("listing.priceRange")}</h3>
        </summary>
        <PriceSliderForm slider={slider} symbol={currencySymbol} query={query} />
      </details>
    </div>
  );
}

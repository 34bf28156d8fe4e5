import { useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { FILTER_PARAMS } from "../../../core/search/filter-params.ts";
import type { ListingPage } from "../../../core/search/listing-card.ts";
import { CONTENT_SKELETON_DELAY_MS } from "../../../core/site/skeleton-delays.ts";
import { HydrationSlice } from "../../lib/preact/hydration-slice.tsx";
import { RouteLink } from "../../lib/route-links/route-link.tsx";
import { useDelayedFlag } from "../../lib/use-delayed-flag.ts";
import { useSite } from "../../lib/use-site.ts";
import { Modal } from "../../ui/modal.tsx";
import { SearchPanel } from "../search/search-panel.tsx";
import { useListingTracking } from "../tracking/use-listing-tracking.ts";
import { BreadcrumbsNav } from "./breadcrumbs-nav.tsx";
import { FacetPanel } from "./facet-panel.tsx";
import { ListingToolbar } from "./listing-toolbar.tsx";
import { PaginationNav } from "./pagination-nav.tsx";
import { ProductGrid } from "./product-grid.tsx";
import { useFixedFacetOrder } from "./use-fixed-facet-order.ts";
import { useListingChange } from "./use-listing-change.ts";
import "./listing-view.css";
import "../../ui/button.css";

// Clearing the filters starts the results again from their first page.
const CLEARED_BY_CLEAR_ALL = [...FILTER_PARAMS, "page"];

interface ListingViewProps {
  listing: ListingPage;
  specialCharactersRemoved: boolean;
  saveEnabled: boolean;
  /** The price slider's currency symbol, worked out on the server (see PriceSliderForm). */
  currencySymbol: string;
}

/** The view the listing, category landing and search results pages share (spec 002 §2). */
export function ListingView({
  listing,
  specialCharactersRemoved,
  saveEnabled,
  currencySymbol,
}: ListingViewProps) {
  const { t } = useSite();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const facets = useFixedFacetOrder(listing.facets, `${pathname}|${listing.freeTextSearch}`);
  const loading = navigation.state === "loading" && navigation.location?.pathname === pathname;
  // The results dim only for a change slower than the spec's content skeleton delay; assistive tech hears at once.
  const showLoading = useDelayedFlag(loading, CONTENT_SKELETON_DELAY_MS);
  const { requested, compose } = useListingChange(listing.query);
  useListingTracking(listing, pathname);

  // Clear all clears the filters of the latest listing asked for, keeping its sort and layout.
  const clearParams = new URLSearchParams(requested.replace(/^\?/, ""));
  for (const name of CLEARED_BY_CLEAR_ALL) clearParams.delete(name);
  const clearQuery = clearParams.size ? `?${clearParams}` : "";
  // The same panel beside the results and in the filter drawer, each with ids of its own.
  const facetPanel = {
    facets,
    slider: listing.priceSliderData,
    currencySymbol,
    query: listing.query,
    clearQuery,
  };
  const filterCount =
    facets.reduce((n, f) => n + f.values.filter((v) => v.selected).length, 0) +
    (listing.query.includes("priceMin") || listing.query.includes("priceMax") ? 1 : 0);
  const total = listing.pagination.totalNumberOfResults;
  const title = listing.category
    ? listing.category.name
    : listing.freeTextSearch
      ? t("listing.searchTitle", { text: listing.freeTextSearch })
      : t("listing.searchTitleEmpty");

  if (!listing.category && !listing.freeTextSearch)
    return (
      <div className="listing">
        <BreadcrumbsNav items={listing.breadcrumbs} />
        <HydrationSlice>
          <header className="listing__header">
            <h1 className="listing__title">{title}</h1>
            <div className="listing__search">
              <SearchPanel id="search-page" onClose={() => {}} />
            </div>
          </header>
        </HydrationSlice>
      </div>
    );
  return (
    <div className="listing">
      <BreadcrumbsNav items={listing.breadcrumbs} />
      {/* The header (a search page's own search panel), the toolbar, the filters and each card may hydrate in a task
          of their own (HydrationSlice, decision 066). */}
      <HydrationSlice>
        <header className="listing__header">
          <h1 className="listing__title">{title}</h1>
          {!listing.category && (
            <div className="listing__search">
              <SearchPanel
                id="search-page"
                key={listing.freeTextSearch}
                onClose={() => {}}
                initialText={listing.freeTextSearch}
                autoFocus={!listing.freeTextSearch}
              />
            </div>
          )}
          {listing.category?.description && <p className="listing__lede">{listing.category.description}</p>}
          <p className="listing__count" role="status">
            {total === 1 ? t("listing.resultCountOne") : t("listing.resultCount", { count: total })}
          </p>
        </header>
      </HydrationSlice>
      {specialCharactersRemoved && (
        <p className="listing__notice" role="status">
          {t("listing.specialCharacters")}
        </p>
      )}
      {listing.presets.length > 0 && total + filterCount > 0 && (
        <nav className="presets" aria-label={t("listing.presets")}>
          <ul>
            {listing.presets.map((preset) => (
              <li key={preset.code}>
                <RouteLink
                  to={`${pathname}${compose(preset.query)}`}
                  preventScrollReset
                  className={preset.selected ? "preset preset--on" : "preset"}
                  aria-current={preset.selected ? "true" : undefined}
                  rel="nofollow"
                >
                  {preset.name}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <HydrationSlice>
        <ListingToolbar
          sorts={listing.sorts}
          query={listing.query}
          layout={listing.layout}
          view={listing.view}
          filterCount={filterCount}
          onOpenFilters={() => setDrawerOpen(true)}
        />
      </HydrationSlice>
      <div className="listing__body">
        <HydrationSlice>
          <aside className="listing__facets" aria-label={t("listing.filters")}>
            <h2 className="visually-hidden">{t("listing.filters")}</h2>
            <FacetPanel {...facetPanel} idPrefix="facet" />
          </aside>
        </HydrationSlice>
        <section
          className={showLoading ? "listing__results listing__results--loading" : "listing__results"}
          aria-busy={loading || undefined}
        >
          {listing.results.length === 0 ? (
            <p className="listing__empty">{t("listing.noResults")}</p>
          ) : (
            <ProductGrid
              results={listing.results}
              layout={listing.layout}
              view={listing.view}
              saveEnabled={saveEnabled}
            />
          )}
          <PaginationNav pagination={listing.pagination} query={listing.query} />
        </section>
      </div>
      {drawerOpen && (
        <Modal
          open
          onClose={() => setDrawerOpen(false)}
          title={t("listing.filters")}
          closeLabel={t("listing.closeFilters")}
          className="filter-drawer"
        >
          <FacetPanel {...facetPanel} idPrefix="drawer-facet" />
          <button
            type="button"
            className="ui-button ui-button--primary ui-button--full"
            onClick={() => setDrawerOpen(false)}
          >
            {t("listing.showResults", { count: total })}
          </button>
        </Modal>
      )}
    </div>
  );
}

import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { canonicalPageQuery } from "../../core/site/canonical-page-query.ts";
import { DEFAULT_COUNTRY_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { DEFAULT_RANGE_MILES, RANGE_CHOICES_MILES } from "../../core/stores/nearest-stores.ts";
import { z } from "../../core/validation/zod.ts";
import { StoreMapPanel } from "../components/store-map/store-map-panel.tsx";
import { StoreFinderCard } from "../components/stores/store-finder-card.tsx";
import { StoreFinderForm } from "../components/stores/store-finder-form.tsx";
import { StorePagination } from "../components/stores/store-pagination.tsx";
import { DEFAULT_FINDER_VIEW, storeFinderView } from "../components/stores/store-selection.ts";
import { type PageHandle, pageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { translate } from "../lib/text/text.ts";
import { useSite } from "../lib/use-site.ts";
import { UiLink } from "../ui/link.tsx";
import type { Route } from "./+types/our-stores";
import "../components/stores/stores.css";

// our-stores, "Find a store" (spec 002 §2, §4): every store, or those near a typed town or postcode (?location=) or
// the browser's position (?latitude=&longitude=), within a range (?range=, spec 002 §9's choices), 15 a page
// (?page=, from 1). A GET form and plain links drive it, so it all works without JavaScript and can be shared.
const finderQuery = z.object({
  location: z.string().trim().max(100).catch(""),
  latitude: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  longitude: z.coerce.number().min(-180).max(180).optional().catch(undefined),
  range: z.coerce
    .number()
    .refine((v) => (RANGE_CHOICES_MILES as readonly number[]).includes(v))
    .catch(DEFAULT_RANGE_MILES),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});

const param = (url: URL, name: string) => url.searchParams.get(name) ?? undefined;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const url = new URL(request.url);
  const query = finderQuery.parse({
    location: param(url, "location"),
    latitude: param(url, "latitude") || undefined,
    longitude: param(url, "longitude") || undefined,
    range: param(url, "range"),
    page: param(url, "page"),
  });
  const position =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : null;
  const result = await ctx.services.storeFinder.search({
    origin: query.location ? { text: query.location } : position,
    rangeMiles: query.range,
    page: query.page,
    homeCountry: DEFAULT_COUNTRY_BY_VERSION[version],
  });
  // One clock for the whole render, so the server and the hydrated page mark the same day as today.
  return {
    location: query.location,
    byPosition: !query.location && position !== null,
    result,
    now: new Date().toISOString(),
  };
}

// The full list's pages are pages of their own; a search's results are not indexed.
export const handle: PageHandle = {
  canonicalQuery: (params) =>
    params.get("location") || params.get("latitude") ? new URLSearchParams() : canonicalPageQuery(params),
};

export function meta({ location, matches, params }: Route.MetaArgs) {
  const locale = versionFromSegment(params.version) === "us" ? "en-US" : "en-GB";
  return pageMeta(
    { location, matches },
    {
      title: translate(locale, "stores.title"),
      description: translate(locale, "stores.intro"),
    },
  );
}

export default function OurStores({ loaderData }: Route.ComponentProps) {
  const { t } = useSite();
  const { result, location, byPosition, now } = loaderData;
  const [view, dispatch] = useReducer(storeFinderView, DEFAULT_FINDER_VIEW);
  const cards = useRef<(HTMLElement | null)[]>([]);
  const showMapButton = useRef<HTMLButtonElement>(null);
  const hideMapButton = useRef<HTMLButtonElement>(null);
  const focusAfterMap = useRef<"show" | "hide" | null>(null);
  const revealMap = useRef(false);

  // A new search or page: the selection was an index into the old page (spec 002 §4). Adjusted while rendering,
  // so the new list never shows the old page's choice for a frame.
  const [shownResult, setShownResult] = useState(result);
  if (shownResult !== result) {
    setShownResult(result);
    dispatch({ type: "newResults" });
  }

  // The selected store's card is brought into view once, as the spec's "scroll" flag asks.
  const selected = view.selected;
  useEffect(() => {
    if (!selected?.scroll) return;
    const card = cards.current[selected.index];
    if (card) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      card.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
    }
    dispatch({ type: "scrolled" });
  }, [selected]);

  // Showing or hiding the map removes the button pressed: focus goes to the one that undoes it.
  useEffect(() => {
    if (focusAfterMap.current === "show" && view.map === "open") hideMapButton.current?.focus();
    if (focusAfterMap.current === "hide" && view.map === "closed") showMapButton.current?.focus();
    focusAfterMap.current = null;
  }, [view.map]);

  // "Show on map" from a card far down the list: the map (above the list on narrow screens) comes into view.
  useEffect(() => {
    if (!revealMap.current || !selected) return;
    revealMap.current = false;
    document.getElementById("store-map")?.scrollIntoView({ block: "nearest" });
  }, [selected]);

  const mapStores = useMemo(
    () => result.stores.map(({ code, name, latitude, longitude }) => ({ code, name, latitude, longitude })),
    [result.stores],
  );
  const origin = useMemo(
    () => (result.origin ? { latitude: result.origin.latitude, longitude: result.origin.longitude } : null),
    [result.origin],
  );

  const place = byPosition ? t("stores.results.nearYou") : (result.origin?.name ?? location);
  const hrefFor = (page: number) => {
    const next = new URLSearchParams();
    if (location) next.set("location", location);
    if (byPosition && result.origin) {
      next.set("latitude", String(result.origin.latitude));
      next.set("longitude", String(result.origin.longitude));
    }
    if (result.outcome !== "all") next.set("range", String(result.rangeMiles));
    if (page > 1) next.set("page", String(page));
    const search = next.toString();
    return search ? `/our-stores?${search}` : "/our-stores";
  };
  return (
    <div className="page store-finder">
      <header className="store-finder__header">
        <h1 className="page-title">{t("stores.title")}</h1>
        <p className="page-lede store-finder__intro">{t("stores.intro")}</p>
      </header>
      <StoreFinderForm location={location} rangeMiles={result.rangeMiles} />
      <section className="store-finder__results" aria-labelledby="store-finder-summary">
        <div className="store-finder__summary-row">
          <h2 id="store-finder-summary" className="store-finder__summary" aria-live="polite">
            {result.outcome === "all"
              ? t("stores.results.all", { count: result.total })
              : result.outcome === "found"
                ? result.total === 1
                  ? t("stores.results.one", { place })
                  : t("stores.results.other", { count: result.total, place })
                : result.outcome === "noStoresInRange"
                  ? t("stores.noStoresInRange")
                  : t("stores.locationNotFound", { place: location })}
          </h2>
          {result.totalPages > 1 && (
            <p className="store-finder__page-of">
              {t("stores.results.pageOf", { page: result.page, pages: result.totalPages })}
            </p>
          )}
          <div className="store-finder__actions">
            <button
              type="button"
              ref={showMapButton}
              className={`store-finder__show-map store-finder__show-map--${view.map}`}
              onClick={() => {
                focusAfterMap.current = "show";
                dispatch({ type: "showMap" });
              }}
            >
              {t("stores.map.show")}
            </button>
            {result.outcome !== "all" && (
              <UiLink
                path="/our-stores"
                explicit
                className="store-finder__clear"
                onClick={() => dispatch({ type: "reset" })}
              >
                {t("stores.search.clear")}
              </UiLink>
            )}
          </div>
        </div>
        <div className={`store-finder__body store-finder__body--map-${view.map}`}>
          <StoreMapPanel
            mode={view.map}
            onHide={() => {
              focusAfterMap.current = "hide";
              dispatch({ type: "hideMap" });
            }}
            hideButtonRef={hideMapButton}
            stores={mapStores}
            origin={origin}
            selectedIndex={selected?.index ?? null}
            onSelect={(index) => dispatch({ type: "select", index, scroll: true })}
          />
          <div className="store-finder__list-column">
            {result.stores.length > 0 && (
              <ol className="store-finder__list" start={(result.page - 1) * 15 + 1}>
                {result.stores.map((store, index) => (
                  <li key={store.code}>
                    <StoreFinderCard
                      ref={(element) => {
                        cards.current[index] = element;
                      }}
                      store={store}
                      now={now}
                      number={index + 1}
                      selected={selected?.index === index}
                      expanded={selected?.index === index && selected.expanded}
                      onToggleHours={(open) => dispatch({ type: "toggleHours", index, open })}
                      onShowOnMap={() => {
                        if (view.map !== "open") dispatch({ type: "showMap" });
                        dispatch({ type: "select", index, scroll: false });
                        revealMap.current = true;
                      }}
                    />
                  </li>
                ))}
              </ol>
            )}
            <StorePagination page={result.page} totalPages={result.totalPages} hrefFor={hrefFor} />
          </div>
          {/* A marker pressed keeps the focus on the map, so the choice is also said aloud. */}
          <p className="visually-hidden" aria-live="polite">
            {selected && result.stores[selected.index]
              ? t("stores.selectedStoreName", { store: result.stores[selected.index]!.name })
              : ""}
          </p>
        </div>
      </section>
    </div>
  );
}

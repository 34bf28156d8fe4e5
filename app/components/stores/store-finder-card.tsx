import type { Ref } from "react";
import type { StoreListing } from "../../../core/stores/store-finder.ts";
import { storeWeekday } from "../../../core/stores/store-today.ts";
import { useSite } from "../../lib/use-site.ts";
import { UiLink } from "../../ui/link.tsx";
import { StaticMarkup } from "../../ui/static-markup.tsx";
import { OpeningHoursList } from "./opening-hours-list.tsx";
import { StoreContactLinks } from "./store-contact-links.tsx";
import { addressLines, distanceText, hoursText } from "./store-display.ts";
import { StoreServicesList } from "./store-services-list.tsx";

interface StoreFinderCardProps {
  store: StoreListing;
  now: string;
  /** Its number in the list, the same as on its map marker. */
  number: number;
  selected: boolean;
  /** The week of opening hours is open (spec 002 §4 "expanded"). */
  expanded: boolean;
  onToggleHours: (open: boolean) => void;
  onShowOnMap: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * One store in the finder's list: name and distance, address, today's hours with the week behind a native
 * disclosure (it opens without JavaScript too), services and contact. The selected store is marked, and its card
 * is the one the map's marker brings into view.
 */
export function StoreFinderCard({
  store,
  now,
  number,
  selected,
  expanded,
  onToggleHours,
  onShowOnMap,
  ref,
}: StoreFinderCardProps) {
  const { t, version, locale } = useSite();
  const headingId = `store-${store.slug}`;
  const today = storeWeekday(new Date(now), store.countryIso);
  const todayHours = hoursText(store.openingHours[today], locale);
  // What the card's markup-only parts show: kept from the server while these are unchanged (decision 062).
  const shown = `${store.slug}|${today}|${locale}|${version}`;
  return (
    <article
      ref={ref}
      className={selected ? "store-finder-card store-finder-card--selected" : "store-finder-card"}
      aria-labelledby={headingId}
      aria-current={selected ? "true" : undefined}
    >
      <StaticMarkup dependsOn={`${shown}|${number}|${selected}|${store.distanceMiles}`}>
        <header className="store-finder-card__header">
          <span className="store-finder-card__number" aria-hidden="true">
            {number}
          </span>
          <h2 id={headingId} className="store-finder-card__name">
            <UiLink
              path={`/our-stores/${store.slug}`}
              inline={false}
              className="store-finder-card__name-link"
            >
              {store.name}
            </UiLink>
          </h2>
          {store.distanceMiles !== null && (
            <p className="store-finder-card__distance">{distanceText(store.distanceMiles, version, t)}</p>
          )}
          {selected && <p className="store-finder-card__selected">{t("stores.selectedStore")}</p>}
        </header>
        <address className="store-finder-card__address">
          {addressLines(store).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </StaticMarkup>
      <details
        className="store-finder-card__hours"
        open={expanded}
        onToggle={(event) => {
          const open = event.currentTarget.open;
          if (open !== expanded) onToggleHours(open);
        }}
      >
        <summary className="store-finder-card__hours-summary">
          <span className="store-finder-card__subheading">{t("stores.openingHours")}</span>
          <span className="store-finder-card__today">
            {todayHours ? t("stores.todayHours", { hours: todayHours }) : t("stores.todayClosed")}
          </span>
        </summary>
        <StaticMarkup dependsOn={shown}>
          <OpeningHoursList hours={store.openingHours} today={today} />
        </StaticMarkup>
      </details>
      <StaticMarkup dependsOn={shown}>
        <StoreServicesList
          services={store.services}
          headingLevel={3}
          headingClassName="store-finder-card__subheading"
        />
        <StoreContactLinks store={store} />
      </StaticMarkup>
      <div className="store-finder-card__more">
        <UiLink
          path={`/our-stores/${store.slug}`}
          explicit
          aria-label={t("stores.viewStoreLabel", { store: store.name })}
        >
          {t("stores.viewStore")}
        </UiLink>
        <button
          type="button"
          className="store-finder-card__on-map"
          onClick={onShowOnMap}
          aria-label={t("stores.showOnMapLabel", { store: store.name })}
        >
          {t("stores.showOnMap")}
        </button>
      </div>
    </article>
  );
}

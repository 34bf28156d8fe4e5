import type { StoreListing } from "../../../core/stores/store-finder.ts";
import { storeWeekday } from "../../../core/stores/store-today.ts";
import { useSite } from "../../lib/use-site.ts";
import { UiLink } from "../../ui/link.tsx";
import { OpeningHoursList } from "./opening-hours-list.tsx";
import { StoreContactLinks } from "./store-contact-links.tsx";
import { addressLines, distanceText } from "./store-display.ts";
import { StoreServicesList } from "./store-services-list.tsx";

/** One store in the finder's list: name and distance, address, the week's hours with today marked, contact. */
export function StoreFinderCard({ store, now }: { store: StoreListing; now: string }) {
  const { t, version } = useSite();
  const headingId = `store-${store.slug}`;
  return (
    <article className="store-finder-card" aria-labelledby={headingId}>
      <header className="store-finder-card__header">
        <h2 id={headingId} className="store-finder-card__name">
          <UiLink path={`/our-stores/${store.slug}`} inline={false} className="store-finder-card__name-link">
            {store.name}
          </UiLink>
        </h2>
        {store.distanceMiles !== null && (
          <p className="store-finder-card__distance">{distanceText(store.distanceMiles, version, t)}</p>
        )}
      </header>
      <address className="store-finder-card__address">
        {addressLines(store).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <section className="store-finder-card__hours" aria-label={`${t("stores.openingHours")}, ${store.name}`}>
        <h3 className="store-finder-card__subheading">{t("stores.openingHours")}</h3>
        <OpeningHoursList hours={store.openingHours} today={storeWeekday(new Date(now), store.countryIso)} />
      </section>
      <StoreServicesList
        services={store.services}
        headingLevel={3}
        headingClassName="store-finder-card__subheading"
      />
      <StoreContactLinks store={store} />
      <p className="store-finder-card__more">
        <UiLink
          path={`/our-stores/${store.slug}`}
          explicit
          aria-label={t("stores.viewStoreLabel", { store: store.name })}
        >
          {t("stores.viewStore")}
        </UiLink>
      </p>
    </article>
  );
}

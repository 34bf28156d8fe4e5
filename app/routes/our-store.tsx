import { data } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { storeWeekday } from "../../core/stores/store-today.ts";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { OpeningHoursList } from "../components/stores/opening-hours-list.tsx";
import { StoreContactLinks } from "../components/stores/store-contact-links.tsx";
import { addressLines } from "../components/stores/store-display.ts";
import { StoreServicesList } from "../components/stores/store-services-list.tsx";
import { notFoundMeta, pageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { JsonLd } from "../lib/structured-data/json-ld.tsx";
import { storeJsonLd } from "../lib/structured-data/store-json-ld.ts";
import { translate } from "../lib/text/text.ts";
import { useSite } from "../lib/use-site.ts";
import { UiLink } from "../ui/link.tsx";
import type { Route } from "./+types/our-store";
import "../components/stores/stores.css";
import { StaticMarkup } from "../ui/static-markup.tsx";

// our-stores/{store}: one store's own page, with its address, week of opening hours (today marked), phone,
// WhatsApp and directions, described for search engines as a schema.org Store. An unknown store is the 404 page.
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const store = await ctx.services.storeFinder.bySlug(params.storeSlug);
  if (!store) return data({ found: false as const }, { status: 404 });
  const version = versionFromSegment(params.version);
  return {
    found: true as const,
    store,
    url: `${ctx.origin}/${version}/our-stores/${store.slug}`,
    now: new Date().toISOString(),
  };
}

export function meta({ loaderData, location, matches, params }: Route.MetaArgs) {
  if (!loaderData?.found) return notFoundMeta(params.version);
  const locale = versionFromSegment(params.version) === "us" ? "en-US" : "en-GB";
  const { store } = loaderData;
  return pageMeta(
    { location, matches },
    {
      title: translate(locale, "stores.storeTitle", { store: store.name }),
      titleTrail: [translate(locale, "stores.title")],
      description: `${addressLines(store).join(", ")}. ${translate(locale, "stores.openingHours")}, ${translate(locale, "stores.phone").toLowerCase()} ${store.phone}.`,
    },
  );
}

export default function OurStore({ loaderData }: Route.ComponentProps) {
  const { t, version, locale } = useSite();
  if (!loaderData.found) return <NotFoundPage version={version} locale={locale} />;
  const { store, url, now } = loaderData;
  const today = storeWeekday(new Date(now), store.countryIso);
  return (
    <div className="page store-page">
      <JsonLd dependsOn={`${store.slug}|${url}`} data={() => storeJsonLd(store, url)} />
      <StaticMarkup dependsOn={`${store.slug}|${today}|${locale}`}>
        <p className="store-page__back">
          <UiLink path="/our-stores" explicit>
            {t("stores.backToFinder")}
          </UiLink>
        </p>
        <h1 className="page-title store-page__title">{t("stores.storeTitle", { store: store.name })}</h1>
        <div className="store-page__grid">
          <section className="store-page__panel" aria-labelledby="store-address">
            <h2 id="store-address" className="store-page__heading">
              {t("stores.address")}
            </h2>
            <address className="store-page__address">
              {addressLines(store).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <h2 className="store-page__heading">{t("stores.contact")}</h2>
            <StoreContactLinks store={store} />
            <StoreServicesList
              services={store.services}
              headingLevel={2}
              headingClassName="store-page__heading"
            />
          </section>
          <section className="store-page__panel" aria-labelledby="store-hours">
            <h2 id="store-hours" className="store-page__heading">
              {t("stores.openingHours")}
            </h2>
            <OpeningHoursList hours={store.openingHours} today={today} />
          </section>
        </div>
      </StaticMarkup>
    </div>
  );
}

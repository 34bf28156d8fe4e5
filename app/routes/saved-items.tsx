import { useState } from "react";
import { data } from "react-router";
import { LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { visitorCurrency } from "../../core/site/visitor.ts";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { SavedItemCard } from "../components/saved-items/saved-item-card.tsx";
import { SiteLink } from "../components/shell/site-link.tsx";
import { notFoundMeta, unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { buttonClassName } from "../ui/button.tsx";
import type { Route } from "./+types/saved-items";
import "./saved-items.css";

/**
 * spec 002 §2: the saved items page, newest first, reachable only when the wishlist landingPageEnabled toggle
 * is the string "true"; otherwise the not-found page with 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const config = ctx.services.config[version];
  if (config.wishlist.landingPageEnabled !== "true")
    return data({ enabled: false as const }, { status: 404 });
  const currency = visitorCurrency(version, ctx.session.data);
  const list = await ctx.services.wishlist.view(ctx.session.data.savedItemsGuid, {
    currency,
    locale: LOCALE_BY_VERSION[version],
    version,
  });
  // Pages are answered `private` by the server, so one shopper's list is never stored by a shared cache.
  return { enabled: true as const, maxItems: config.wishlist.maxItems, ...list };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData?.enabled) return notFoundMeta(params.version);
  return unlistedPageMeta(params.version, "savedItems.title", { description: "savedItems.metaDescription" });
}

export default function SavedItems({ loaderData }: Route.ComponentProps) {
  const { version, locale, t } = useSite();
  // Entries removed on this page leave at once; the loader's list is the rest.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  if (!loaderData.enabled) return <NotFoundPage version={version} locale={locale} />;
  const entries = loaderData.entries.filter((entry) => !removed.has(entry.position));
  const countText =
    entries.length === 1 ? t("savedItems.countOne") : t("savedItems.count", { count: entries.length });
  return (
    <div className="page saved-items-page">
      <header className="saved-items-page__header">
        <h1 className="saved-items-page__title">{t("savedItems.title")}</h1>
        <p className="saved-items-page__count">{countText}</p>
      </header>
      {entries.length === 0 ? (
        <div className="saved-items-page__empty">
          <p className="saved-items-page__empty-title">{t("savedItems.empty")}</p>
          <p>{t("savedItems.emptyHint")}</p>
          <SiteLink version={version} to="/" className={buttonClassName("primary")}>
            {t("savedItems.startShopping")}
          </SiteLink>
        </div>
      ) : (
        <>
          <ul className="saved-items-grid">
            {entries.map((entry) => (
              <li key={entry.position}>
                <SavedItemCard
                  entry={entry}
                  onRemoved={() => setRemoved((current) => new Set(current).add(entry.position))}
                />
              </li>
            ))}
          </ul>
          <p className="saved-items-page__hint">{t("savedItems.maxHint", { max: loaderData.maxItems })}</p>
        </>
      )}
    </div>
  );
}

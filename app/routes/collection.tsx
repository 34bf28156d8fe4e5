import { data } from "react-router";
import { visitorPriceContext } from "../../core/catalogue/price-context.ts";
import { productPath } from "../../core/catalogue/product-url.ts";
import { countForm } from "../../core/catalogue/review-summary.ts";
import { canonicalPageQuery } from "../../core/site/canonical-page-query.ts";
import { priceLabels } from "../../core/site/intl-labels.ts";
import { LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { ResponsiveImage } from "../components/content/responsive-image.tsx";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { Breadcrumbs } from "../components/product/breadcrumbs.tsx";
import { CatalogueCard } from "../components/product/product-strip.tsx";
import { IntlLabelsProvider } from "../lib/intl-labels-context.tsx";
import { moveToOwnAddress } from "../lib/own-address.server.ts";
import { notFoundMeta, type PageHandle, pageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/collection";
import "./collection.css";
import "../components/product/pager.css";

// Collection page (spec 002 §2 CollectionPDP): the collection's products, 12 a page (§9).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const pageParam = new URL(request.url).searchParams.get("page");
  const page = pageParam && /^\d{1,5}$/.test(pageParam) ? Number(pageParam) : 1;
  const collection = await ctx.services.product.collection(
    params.productId,
    page,
    visitorPriceContext(version, ctx.session.data, ctx.services.config[version]),
  );
  if (!collection) return data({ found: false as const }, { status: 404 });
  ctx.pageShows([collection.product.code]);
  moveToOwnAddress(
    request,
    version,
    productPath({ ...collection.product, productType: "collection", categoryCode: "" }),
  );
  return {
    found: true as const,
    collection,
    intlLabels: priceLabels(
      collection.cards.map((card) => card.price),
      LOCALE_BY_VERSION[version],
    ),
    path: new URL(request.url).pathname,
  };
}

// Each page of the collection lists other products: its canonical address keeps the page number.
export const handle: PageHandle = { canonicalQuery: canonicalPageQuery };

export function meta({ loaderData, location, matches, params }: Route.MetaArgs) {
  if (!loaderData?.found) return notFoundMeta(params.version);
  const { product, pagination } = loaderData.collection;
  const page = pagination.currentPage > 1 ? ` – page ${pagination.currentPage}` : "";
  return pageMeta(
    { location, matches },
    {
      title: `${product.name}${page}`,
      description: product.description.split(". ").slice(0, 2).join(". "),
      image: product.swatches[0]?.images[0] ?? null,
    },
  );
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { version, locale, t } = useSite();
  if (!loaderData.found) return <NotFoundPage version={version} locale={locale} />;
  const { product, cards, pagination } = loaderData.collection;
  const image = product.swatches[0]?.images[0];
  const pageHref = (page: number) => `${loaderData.path}${page > 1 ? `?page=${page}` : ""}`;
  return (
    <IntlLabelsProvider value={loaderData.intlLabels}>
      <div className="collection">
        <Breadcrumbs trail={product.breadcrumbs} current={product.name} />
        <header className="collection__header">
          <div>
            <h1 className="page-title">{product.name}</h1>
            <p className="page-lede">{product.description.split("\n")[0]}</p>
          </div>
          {image && (
            <div className="collection__image">
              <ResponsiveImage
                image={{ ...image, alt: "" }}
                sizes="(min-width: 1024px) 50vw, 100vw"
                priority
              />
            </div>
          )}
        </header>
        <section aria-labelledby="collection-products">
          <h2 id="collection-products" className="section-title">
            {t("collection.heading")}
          </h2>
          <p className="collection__count">
            {t(`collection.count.${countForm(pagination.totalResults)}`, { count: pagination.totalResults })}
          </p>
          <ul className="collection__grid">
            {cards.map((card) => (
              <li key={card.code}>
                <CatalogueCard card={card} />
              </li>
            ))}
          </ul>
          {pagination.totalPages > 1 && (
            <nav className="pager" aria-label={t("collection.pagination")}>
              {pagination.currentPage > 1 ? (
                <a className="pager__button" href={pageHref(pagination.currentPage - 1)} rel="prev">
                  {t("collection.previous")}
                </a>
              ) : (
                <span className="pager__button" aria-disabled="true">
                  {t("collection.previous")}
                </span>
              )}
              <p className="pager__status">
                {t("reviews.page", { page: pagination.currentPage, pages: pagination.totalPages })}
              </p>
              {pagination.currentPage < pagination.totalPages ? (
                <a className="pager__button" href={pageHref(pagination.currentPage + 1)} rel="next">
                  {t("collection.next")}
                </a>
              ) : (
                <span className="pager__button" aria-disabled="true">
                  {t("collection.next")}
                </span>
              )}
            </nav>
          )}
        </section>
      </div>
    </IntlLabelsProvider>
  );
}

import { data, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { visitorPriceContext } from "../../core/catalogue/price-context.ts";
import { lowestPrice } from "../../core/catalogue/pricing.ts";
import type { ProductDetail, ProductSwatch } from "../../core/catalogue/product-types.ts";
import { productPath } from "../../core/catalogue/product-url.ts";
import { productVariants, swatchWithVariant } from "../../core/catalogue/product-variants.ts";
import { imageSrcSet } from "../../core/content/image-url.ts";
import { toDecimalString } from "../../core/money/money.ts";
import { dayLabels, priceLabels } from "../../core/site/intl-labels.ts";
import { validationRuleFor } from "../../core/site/site-config.ts";
import { LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { visitorCountry } from "../../core/site/visitor.ts";
import { isBagUpdate } from "../components/bag/bag-form-fields.ts";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { Breadcrumbs } from "../components/product/breadcrumbs.tsx";
import { ProductAccordions } from "../components/product/product-accordions.tsx";
import { LEAD_SIZES, ProductGallery } from "../components/product/product-gallery.tsx";
import { PurchasePanel } from "../components/product/purchase-panel.tsx";
import { Reviews, ReviewsPending, useReviewCount } from "../components/product/reviews.tsx";
import { Stars } from "../components/product/stars.tsx";
import { SwatchPicker } from "../components/product/swatch-picker.tsx";
import { DeferredRecommendations } from "../components/recommendations/deferred-recommendations.tsx";
import { RecentlyViewedStrip } from "../components/recommendations/recently-viewed-strip.tsx";
import { RecordView } from "../components/recommendations/record-view.tsx";
import { IntlLabelsProvider, MoreIntlLabels } from "../lib/intl-labels-context.tsx";
import { fromJsonText, toJsonText } from "../lib/json-text.ts";
import { loadOfferTerms } from "../lib/offer-terms.server.ts";
import { moveToOwnAddress } from "../lib/own-address.server.ts";
import { notFoundMeta, pageMeta, useCanonicalAddress } from "../lib/page-meta.ts";
import { HydrationSlice } from "../lib/preact/hydration-slice.tsx";
import { requestContext } from "../lib/request-context.ts";
import { breadcrumbJsonLd } from "../lib/structured-data/breadcrumb-json-ld.ts";
import { JsonLd } from "../lib/structured-data/json-ld.tsx";
import { productGroupJsonLd } from "../lib/structured-data/product-group-json-ld.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/product";
import "../components/product/product-page.css";
import { recommendationsSection, reviewsPageOf, reviewsSection } from "./product-sections.server.ts";

// Standard and grouped product pages (spec 002 §2 StandardPDP, StandardGroupPDP):
// `{category}/p/{productId}` and `…/g/{groupId}`, with optional `swatch` and `size` query parameters.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const config = ctx.services.config[version];
  const prices = visitorPriceContext(version, ctx.session.data, config);
  const { product: service } = ctx.services;
  const product = await service.detail(params.productId, prices);
  const groupId = "groupId" in params ? (params.groupId ?? null) : null;
  if (product?.productType !== "standard" || (groupId && !product.groups.some((g) => g.code === groupId)))
    return data({ found: false as const }, { status: 404 });
  moveToOwnAddress(
    request,
    version,
    productPath({ ...product, categoryCode: product.defaultCategory.code, groupCode: groupId }),
  );
  // A change to the product drops the page's shared copy (server/page-cache).
  ctx.pageShows([product.code]);
  const locale = LOCALE_BY_VERSION[version];
  const variants = productVariants(product);
  const rule = validationRuleFor(config, visitorCountry(version, ctx.session.data), "notifyMeEmail");
  // The strips are chosen while the page renders and streamed in after its first byte (decision 048).
  const recommendations = recommendationsSection({ ctx, version, request }, product.code);
  // Below the fold, but what a shopper comes to read: in the first response, with or without JavaScript
  // (decision 036). A section that fails is null and the page shows its fallback.
  const [reviews, offerTerms] = await Promise.all([
    reviewsSection(service, product.code, reviewsPageOf(new URL(request.url)), locale, ctx.requestId),
    // Delivery and returns as published with each offer (schema.org), for this shopper's version and currency.
    loadOfferTerms(ctx, version, product),
  ]);
  return {
    found: true as const,
    // The page's largest parts as JSON texts (decision 069); the strips stream in after (a promise).
    product: toJsonText(product),
    groupId,
    reviews: toJsonText(reviews),
    recommendations,
    intlLabels: {
      ...priceLabels(
        variants.map((item) => item.price),
        locale,
      ),
      ...dayLabels(
        variants.map((variant) => variant.preorderDate),
        locale,
      ),
    },
    notifyMeRule: rule ? { pattern: rule.pattern, errorMessage: rule.errorMessage } : null,
    saveEnabled: config.wishlist.ctaEnabled === "true",
    inStoreOnlyCountsAsSoldOut: config.inStoreOnlyCountsAsSoldOut,
    origin: ctx.origin,
    offerTerms,
  };
}

// Switching swatch only changes `?swatch=`: the page already holds every swatch, so it does
// not fetch again (spec 002 §2: the swatch is a query parameter of the same page).
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  if (isBagUpdate(formAction)) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, location, matches, params }: Route.MetaArgs) {
  if (!loaderData?.found) return notFoundMeta(params.version);
  const product = fromJsonText(loaderData.product);
  const description = product.description.split(". ").slice(0, 2).join(". ");
  const swatch = shownSwatch(product, new URLSearchParams(location.search));
  const lead = swatch?.images[0];
  const price = swatch ? lowestPrice(swatch.variantOptions.map((v) => v.price)).price : null;
  return [
    // The lead image is the largest paint: ask for it from the head, before the body is parsed.
    ...(lead
      ? [
          {
            tagName: "link",
            rel: "preload",
            as: "image",
            type: "image/avif",
            imageSrcSet: imageSrcSet(lead.id, lead.width, "avif"),
            imageSizes: LEAD_SIZES,
            fetchPriority: "high",
          },
        ]
      : []),
    ...pageMeta(
      { location, matches },
      {
        title: product.name,
        titleTrail: [product.defaultCategory.name],
        description,
        image: lead,
        type: "product",
        price: price ? { amount: toDecimalString(price), currency: price.currency } : null,
      },
    ),
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { version, locale, t } = useSite();
  const [searchParams] = useSearchParams();
  const countText = useReviewCount();
  const canonical = useCanonicalAddress();
  if (!loaderData.found) return <NotFoundPage version={version} locale={locale} />;
  const { groupId, recommendations } = loaderData;
  const product = fromJsonText(loaderData.product);
  const reviews = fromJsonText(loaderData.reviews);
  const swatch = shownSwatch(product, searchParams);
  if (!swatch) return <NotFoundPage version={version} locale={locale} />;
  const hrefFor = (code: string) => {
    const next = new URLSearchParams(searchParams);
    next.set("swatch", code);
    // A size named by the address belongs to the colour it came with.
    next.delete("size");
    return `?${next.toString()}`;
  };
  const groupName = product.groups.find((g) => g.code === groupId)?.name;
  return (
    <IntlLabelsProvider value={loaderData.intlLabels}>
      <div className="pdp">
        {/* Every colour and size, whichever the address shows: the canonical page describes them all. */}
        <JsonLd
          dependsOn={`${product.code}|${canonical}`}
          data={() =>
            productGroupJsonLd({
              product,
              canonical,
              origin: loaderData.origin,
              terms: loaderData.offerTerms,
            })
          }
        />
        <JsonLd
          dependsOn={`${product.code}|${canonical}|breadcrumbs`}
          data={() =>
            breadcrumbJsonLd(
              product.breadcrumbs,
              { name: product.name, url: canonical },
              loaderData.origin,
              `/${version}`,
            )
          }
        />
        <Breadcrumbs trail={product.breadcrumbs} current={product.name} />
        <div className="pdp__main">
          {/* The gallery, the details, their purchase panel and accordions, and the reviews may each hydrate in a
              task of their own (HydrationSlice, decision 066): the details in one were a phone's longest task. */}
          <HydrationSlice>
            <ProductGallery images={swatch.images} productName={product.name} />
          </HydrationSlice>
          <HydrationSlice>
            <div className="pdp__details">
              {product.isNew && <p className="pdp__badge">New</p>}
              <h1 className="pdp__title">
                {product.name}
                {groupName && <span className="pdp__group"> – {groupName}</span>}
              </h1>
              <a className="pdp__rating" href="#reviews">
                {product.reviewSummary.count > 0 && (
                  <Stars
                    rating={product.reviewSummary.average}
                    label={t("reviews.average", { rating: product.reviewSummary.average })}
                  />
                )}
                <span>{countText(product.reviewSummary.count)}</span>
              </a>
              <SwatchPicker swatches={product.swatches} activeCode={swatch.code} hrefFor={hrefFor} />
              <HydrationSlice>
                <PurchasePanel
                  key={swatch.code}
                  product={product}
                  swatch={swatch}
                  groupCode={groupId}
                  variantCode={searchParams.get("size")}
                  notifyMeRule={loaderData.notifyMeRule}
                  saveEnabled={loaderData.saveEnabled}
                  inStoreOnlyCountsAsSoldOut={loaderData.inStoreOnlyCountsAsSoldOut}
                />
              </HydrationSlice>
              <HydrationSlice>
                <ProductAccordions product={product} />
              </HydrationSlice>
            </div>
          </HydrationSlice>
        </div>
        {/* Rendered in place, never streamed behind a fallback: one section with one set of ids.
            When the reviews could not be read, the heading and the rating summary, which the product
            already carries, keep the rating link's `#reviews` target. */}
        <HydrationSlice>
          {reviews ? (
            <MoreIntlLabels value={reviews.intlLabels}>
              {/* Another product is another set of pages: its section starts again at its first. */}
              <Reviews key={product.code} productCode={product.code} initial={reviews.page} />
            </MoreIntlLabels>
          ) : (
            <ReviewsPending summary={product.reviewSummary} />
          )}
        </HydrationSlice>
        {/* Streamed after the first byte (decision 048); another product is another set of strips. */}
        <DeferredRecommendations
          key={product.code}
          section={recommendations}
          expected={2}
          strips={[
            { placement: "pairWith", title: t("product.pairWith") },
            { placement: "upsell", title: t("product.upsell") },
          ]}
        />
        {/* The shopper's own, asked for once the page runs: the page is every shopper's (decision 051). */}
        <RecentlyViewedStrip
          key={`viewed-${product.code}`}
          version={version}
          exclude={product.code}
          title={t("recommendations.recentlyViewed")}
        />
        <RecordView productCode={product.code} />
      </div>
    </IntlLabelsProvider>
  );
}

/**
 * The colour the address shows: `?swatch=`, else the colour of the size `?size=` names (an offer's address in the
 * page's structured data names both), else the first.
 */
function shownSwatch(product: ProductDetail, params: URLSearchParams): ProductSwatch | undefined {
  const byCode = product.swatches.find((s) => s.code === params.get("swatch"));
  const size = params.get("size");
  return byCode ?? (size ? swatchWithVariant(product, size) : undefined) ?? product.swatches[0];
}

import type { ProductService } from "../../core/catalogue/product-service.ts";
import type { ReviewPage } from "../../core/catalogue/product-types.ts";
import { dayLabels, type IntlLabels } from "../../core/site/intl-labels.ts";
import {
  deferRecommendations,
  type RecommendationRequest,
} from "../components/recommendations/recommendation-sections.server.ts";

// The product page's sections below the fold: a page of reviews and the recommendation strips. The loader awaits
// the reviews (decision 036): a shopper without JavaScript, or a crawler, reads them in the first response. The
// strips are streamed instead (decision 048): they never delay the first byte, and the page is whole without them.
// Each carries the Intl labels of what it shows, so hydrating it builds no formatter (decision 009). Neither ever
// rejects: a failure is logged and answers null, and the page shows the section's quiet fallback (the reviews'
// heading and summary; no strips) instead of failing the product.

interface ReviewsSection {
  page: ReviewPage;
  intlLabels: IntlLabels;
}

/**
 * The page of reviews `?reviewsPage=` asks for (the pager's links without JavaScript); anything not a positive whole
 * number is the first, and the service brings a page past the last back to the last.
 */
export function reviewsPageOf(url: URL): number {
  const page = Number(url.searchParams.get("reviewsPage") ?? "1");
  return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
}

export function reviewsSection(
  service: ProductService,
  productCode: string,
  page: number,
  locale: string,
  requestId: string,
): Promise<ReviewsSection | null> {
  return settle(
    attempt(() => service.reviews(productCode, page)).then((page) => ({
      page,
      intlLabels: dayLabels(
        page.reviews.map((review) => review.createdAt),
        locale,
      ),
    })),
    "reviews",
    requestId,
  );
}

/**
 * The product page's strips: pair with and upsell. Returned unawaited and streamed (docs/decisions/048); never
 * rejects. The shopper's recently viewed are their own, asked for by the page once it runs (routes/recently-viewed.ts).
 */
export function recommendationsSection(asked: RecommendationRequest, productCode: string) {
  return deferRecommendations(asked, async (service, context) => {
    const { pairWith, upsell } = await service.forProduct(productCode, context);
    return { pairWith, upsell };
  });
}

/** The work as a promise, a synchronous throw included. */
function attempt<T>(work: () => Promise<T>): Promise<T> {
  return Promise.resolve().then(work);
}

function settle<T>(work: Promise<T>, what: string, requestId: string): Promise<T | null> {
  return work.catch((error: unknown) => {
    // The product is still worth showing without this section; the failure is still seen.
    console.error({ err: error, requestId }, `product page: could not load ${what}`);
    return null;
  });
}

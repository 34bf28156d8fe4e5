import type { PriceContext, ProductService } from "../../core/catalogue/product-service.ts";
import type { ProductDetail, ReviewPage } from "../../core/catalogue/product-types.ts";
import { dayLabels, type IntlLabels, priceLabels } from "../../core/site/intl-labels.ts";

// The product page's deferred data (Hydrogen's critical/deferred split): the first byte waits only
// for the product (which may 404) and what is above the fold; the review list and the two
// recommendation strips stream in after it. Each promise carries the Intl labels of what it shows,
// so hydrating it still builds no formatter (decision 009). A deferred promise never rejects: a
// failure is logged and resolves to null, and the page shows a quiet fallback instead.

export interface DeferredReviews {
  page: ReviewPage;
  intlLabels: IntlLabels;
}

export interface DeferredRecommendations {
  upsell: Awaited<ReturnType<ProductService["recommendations"]>>["upsell"];
  pairWith: Awaited<ReturnType<ProductService["recommendations"]>>["pairWith"];
  intlLabels: IntlLabels;
}

export function deferredReviews(
  service: ProductService,
  productCode: string,
  locale: string,
  requestId: string,
): Promise<DeferredReviews | null> {
  return settle(
    afterShell(() => service.reviews(productCode, 1)).then((page) => ({
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

export function deferredRecommendations(
  service: ProductService,
  product: ProductDetail,
  prices: PriceContext,
  locale: string,
  requestId: string,
): Promise<DeferredRecommendations | null> {
  return settle(
    afterShell(() => service.recommendations(product, prices)).then(({ upsell, pairWith }) => ({
      upsell,
      pairWith,
      intlLabels: priceLabels(
        [...pairWith, ...upsell].map((card) => card.price),
        locale,
      ),
    })),
    "recommendations",
    requestId,
  );
}

/**
 * The work, started on the event loop's next turn. node:sqlite runs a query on the request's own
 * thread: started at once, the deferred queries ran before the shell was rendered, and the first
 * byte still waited for them. On PostgreSQL the wait is a turn of the loop, nothing more.
 */
function afterShell<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => setImmediate(resolve)).then(work);
}

function settle<T>(work: Promise<T>, what: string, requestId: string): Promise<T | null> {
  return work.catch((error: unknown) => {
    // The page is already on its way; the section falls back quietly, and the failure is still seen.
    console.error({ err: error, requestId }, `product page: could not load ${what}`);
    return null;
  });
}

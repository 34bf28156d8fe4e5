import { visitorPriceContext } from "../../../core/catalogue/price-context.ts";
import type { RequestContext } from "../../../core/pages/request-context.ts";
import type { RecommendationContext } from "../../../core/recommendations/recommendation-service.ts";
import { priceLabels } from "../../../core/site/intl-labels.ts";
import { LOCALE_BY_VERSION, type Version } from "../../../core/site/versions.ts";
import { recentlyViewedFrom } from "./recently-viewed.ts";
import type { RecommendationStrips, RecommendationsSection } from "./recommendation-section.ts";

// A page's recommendation strips, as a promise the loader returns unawaited (docs/decisions/048): the page's first
// byte never waits for them, React Router streams them in when they are chosen. The promise never rejects: a
// failure is logged with the request id and answers null, and the page shows no strip (spec 002 §7: an upsell fetch
// failure returns nothing).

export interface RecommendationRequest {
  ctx: RequestContext;
  version: Version;
  request: Request;
}

/** Who is asking, as the recommendation service needs it; and the products they viewed, newest first. */
function contextOf({ ctx, version, request }: RecommendationRequest) {
  const config = ctx.services.config[version];
  const recommendationContext: RecommendationContext = {
    ...visitorPriceContext(version, ctx.session.data, config),
    inStoreOnlyCountsAsSoldOut: config.inStoreOnlyCountsAsSoldOut,
  };
  return { recommendationContext, viewed: recentlyViewedFrom(request.headers.get("cookie")) };
}

export function deferRecommendations(
  asked: RecommendationRequest,
  choose: (
    service: RequestContext["services"]["recommendations"],
    context: RecommendationContext,
    viewed: readonly string[],
  ) => Promise<RecommendationStrips>,
): Promise<RecommendationsSection | null> {
  const { ctx, version } = asked;
  return Promise.resolve()
    .then(() => {
      const { recommendationContext, viewed } = contextOf(asked);
      return choose(ctx.services.recommendations, recommendationContext, viewed);
    })
    .then((strips) => ({
      strips,
      intlLabels: priceLabels(
        Object.values(strips).flatMap((cards) => cards.map((card) => card.price)),
        LOCALE_BY_VERSION[version],
      ),
    }))
    .catch((error: unknown) => {
      // The page is whole without its strips; the failure is still seen.
      console.error({ err: error, requestId: ctx.requestId }, "could not choose recommendations");
      return null;
    });
}

/** The not-found page's carousel and the empty bag: the shopper's recent views, then what sells best. */
export function pageRecommendations(asked: RecommendationRequest, placement: "notFound" | "emptyBag") {
  return deferRecommendations(asked, async (service, context, viewed) => {
    const recentlyViewed = await service.recentlyViewed(viewed, context);
    const best = await service.bestSellers(
      context,
      recentlyViewed.map((card) => card.code),
    );
    return { recentlyViewed, [placement]: best };
  });
}

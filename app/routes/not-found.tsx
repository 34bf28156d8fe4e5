import { data } from "react-router";
import { LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { DeferredRecommendations } from "../components/recommendations/deferred-recommendations.tsx";
import { pageRecommendations } from "../components/recommendations/recommendation-sections.server.ts";
import { notFoundMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/not-found";

/**
 * Anything that is no route answers HTTP 404 with the not-found page (spec 000 §2, 002 §2), and the carousel of the
 * not-found position streamed in after it (decision 048).
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const version = versionFromSegment(params.version);
  const ctx = context.get(requestContext);
  return data(
    {
      version,
      locale: LOCALE_BY_VERSION[version],
      recommendations: pageRecommendations({ ctx, version, request }, "notFound"),
    },
    { status: 404 },
  );
}

export function meta({ params }: Route.MetaArgs) {
  return notFoundMeta(params.version);
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <NotFoundPage version={loaderData.version} locale={loaderData.locale}>
      <DeferredRecommendations
        section={loaderData.recommendations}
        expected={1}
        strips={[
          { placement: "notFound", title: t("recommendations.notFound") },
          { placement: "recentlyViewed", title: t("recommendations.recentlyViewed") },
        ]}
      />
    </NotFoundPage>
  );
}

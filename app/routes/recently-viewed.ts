import { data } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { deferRecommendations } from "../components/recommendations/recommendation-sections.server.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/recently-viewed";

// The shopper's recently viewed products (their own cookie) for a page shared by every shopper (docs/decisions/051),
// which asks once it runs: `GET /{version}/recommendations/recently-viewed?exclude={code}`. Never rejects: a failure
// answers no strip, as the streamed strips do (decision 048).
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const exclude = new URL(request.url).searchParams.get("exclude");
  const section = await deferRecommendations({ ctx, version, request }, async (service, context, viewed) => ({
    recentlyViewed: await service.recentlyViewed(viewed, context, exclude ? [exclude] : []),
  }));
  return data(section, { headers: PRIVATE_HEADERS });
}

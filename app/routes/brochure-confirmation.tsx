import { versionFromSegment } from "../../core/site/versions.ts";
import { ContentBody } from "../components/content/content-body.tsx";
import { notFoundMeta, unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { InfoBox } from "../ui/info-box.tsx";
import type { Route } from "./+types/brochure-confirmation";
import "../components/content/content-page.css";

/** brochure-request/confirmation: the thank-you page, with the request's reference when it is the shopper's own. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const ref = new URL(request.url).searchParams.get("ref");
  const [page, stored] = await Promise.all([
    ctx.services.content.page("brochure-request/confirmation", version),
    ref && /^[\w-]{1,64}$/.test(ref) ? ctx.services.contentForms.findBrochureRequest(ref) : null,
  ]);
  return {
    page,
    reference: stored ? stored.id.slice(0, 8).toUpperCase() : null,
    brochure: stored?.brochure ?? null,
  };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const title = loaderData?.page?.title;
  return title ? unlistedPageMeta(params.version, { text: title }) : notFoundMeta(params.version);
}

export default function BrochureConfirmation({ loaderData }: Route.ComponentProps) {
  const { version, t } = useSite();
  const { page, reference, brochure } = loaderData;
  return (
    <article className="page page--narrow content-page confirmation-page">
      <h1 className="page-title">{page?.title ?? "Thank You"}</h1>
      {brochure && (
        <InfoBox type="success" title={t(`brochure.choice.${brochure}`)}>
          {reference && <p>{t("brochure.confirmation.reference", { reference })}</p>}
        </InfoBox>
      )}
      {page && <ContentBody page={page} version={version} />}
    </article>
  );
}

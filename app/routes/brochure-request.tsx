import { data, redirect } from "react-router";
import { contentFormRules } from "../../core/content-forms/form-rules.ts";
import { selectedCountryFor } from "../../core/site/country-selection.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { BrochureForm } from "../components/content/brochure-form.tsx";
import { ContentBody } from "../components/content/content-body.tsx";
import { failureFrom, formValues } from "../components/content/form-failure.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/brochure-request";
import { useSite } from "./version-layout.tsx";

// brochure-request (spec 000 §2): the content store's copy above a form that posts natively here.
// POST /{version}/brochure-request: 303 to the confirmation page, or this page again with 400 and
// the field messages (so a shopper without JavaScript sees them too).
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const country = selectedCountryFor(version, ctx.session.data.country);
  const page = await ctx.services.content.page("brochure-request", version);
  return { page, rules: contentFormRules(ctx.services.config[version], country) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const country = selectedCountryFor(version, ctx.session.data.country);
  const values = formValues(await request.formData());
  try {
    const { id } = await ctx.services.contentForms.requestBrochure(
      values,
      contentFormRules(ctx.services.config[version], country),
      { version, country, now: new Date() },
    );
    return redirect(`/${version}/brochure-request/confirmation?ref=${encodeURIComponent(id)}`, 303);
  } catch (error) {
    return data(failureFrom(error, values), { status: 400 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  return [
    { title: `${page?.title ?? "Request a Brochure"} | The White Cove` },
    { name: "description", content: page?.description ?? "" },
  ];
}

export default function BrochureRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { version, t } = useSite();
  const { page, rules } = loaderData;
  return (
    <div className="page content-form-page">
      <div className="content-form-page__intro">
        <h1 className="page-title">{page?.title ?? "Request a Brochure"}</h1>
        {page?.description && <p className="page-lede">{page.description}</p>}
        {page && <ContentBody page={page} version={version} only={["richText"]} />}
        <p className="content-form-page__note">{t("brochure.intro")}</p>
      </div>
      <BrochureForm rules={rules} failure={actionData ?? null} />
      {page && (
        <div className="content-form-page__links">
          <ContentBody page={page} version={version} only={["linkList"]} />
        </div>
      )}
    </div>
  );
}

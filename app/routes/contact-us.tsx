import { data, redirect } from "react-router";
import { CONTACT_SUBJECTS } from "../../core/content-forms/contact-message.ts";
import { contentFormRules } from "../../core/content-forms/form-rules.ts";
import { selectedCountryFor } from "../../core/site/country-selection.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { ContactForm } from "../components/content/contact-form.tsx";
import { ContentBody } from "../components/content/content-body.tsx";
import { failureFrom, formValues } from "../components/content/form-failure.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/contact-us";
import { useSite } from "./version-layout.tsx";

// help/contact-us (spec 000 §2): the content store's copy and the contact form, which posts
// natively here. POST /{version}/help/contact-us: 303 to help/contact-us/confirmation ("Email
// Sent"), or this page again with 400 and the field messages.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const country = selectedCountryFor(version, ctx.session.data.country);
  const page = await ctx.services.content.page("help/contact-us", version);
  const subject = new URL(request.url).searchParams.get("subject") ?? "";
  return {
    page,
    rules: contentFormRules(ctx.services.config[version], country),
    subject: (CONTACT_SUBJECTS as readonly string[]).includes(subject) ? subject : undefined,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const country = selectedCountryFor(version, ctx.session.data.country);
  const values = formValues(await request.formData());
  try {
    const { id } = await ctx.services.contentForms.sendContactMessage(
      values,
      contentFormRules(ctx.services.config[version], country),
      { version, country, now: new Date() },
    );
    return redirect(`/${version}/help/contact-us/confirmation?ref=${encodeURIComponent(id)}`, 303);
  } catch (error) {
    return data(failureFrom(error, values), { status: 400 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  return [
    { title: `${page?.title ?? "Contact Us"} | The White Cove` },
    { name: "description", content: page?.description ?? "" },
  ];
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { version } = useSite();
  const { page, rules, subject } = loaderData;
  return (
    <div className="page content-form-page">
      <div className="content-form-page__intro">
        <h1 className="page-title">{page?.title ?? "Contact Us"}</h1>
        {page?.description && <p className="page-lede">{page.description}</p>}
        {page && <ContentBody page={page} version={version} only={["richText"]} />}
      </div>
      <ContactForm rules={rules} failure={actionData ?? null} subject={subject} />
      {page && (
        <div className="content-form-page__links">
          <ContentBody page={page} version={version} only={["linkList"]} />
        </div>
      )}
    </div>
  );
}

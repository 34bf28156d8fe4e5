import { data, type RouterContextProvider, redirect } from "react-router";
import type { SubmissionContext } from "../../core/content-forms/content-form-service.ts";
import { contentFormRules } from "../../core/content-forms/form-rules.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { selectedCountryFor } from "../../core/site/country-selection.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { failureFrom, formValues } from "../components/content/form-failure.ts";
import { requestContext } from "../lib/request-context.ts";

// The loader and action plumbing the content form pages (brochure-request, help/contact-us) share:
// the shopper's version and country, the configured patterns for that country, and a native post
// that answers 303 to the confirmation page or 400 with the field messages and what was typed.

interface ContentFormArgs {
  params: { version?: string };
  context: Readonly<RouterContextProvider>;
}

/** The request's services, version, country and the content forms' patterns for that country. */
function contentFormVisitor({ params, context }: ContentFormArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const country = selectedCountryFor(version, ctx.session.data.country);
  return { ctx, version, country, rules: contentFormRules(ctx.services.config[version], country) };
}

/** The form page's content (its copy from the content store) and the patterns its form checks. */
export async function loadContentFormPage(args: ContentFormArgs, pagePath: string) {
  const { ctx, version, rules } = contentFormVisitor(args);
  const page = await ctx.services.content.page(pagePath, version);
  return { page, rules };
}

type Submit = (
  services: RequestContext["services"],
  values: Record<string, string>,
  rules: ReturnType<typeof contentFormRules>,
  submission: SubmissionContext,
) => Promise<{ id: string }>;

/** Hands the posted form to `submit`; 303 to `{version}/{confirmationPath}?ref=…`, or 400 with the messages. */
export async function submitContentForm(
  args: ContentFormArgs & { request: Request },
  submit: Submit,
  confirmationPath: string,
) {
  const { ctx, version, country, rules } = contentFormVisitor(args);
  const values = formValues(await args.request.formData());
  try {
    const { id } = await submit(ctx.services, values, rules, { version, country, now: new Date() });
    return redirect(`/${version}/${confirmationPath}?ref=${encodeURIComponent(id)}`, 303);
  } catch (error) {
    return data(failureFrom(error, values), { status: 400 });
  }
}

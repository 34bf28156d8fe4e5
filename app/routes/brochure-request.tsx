import { BrochureForm } from "../components/content/brochure-form.tsx";
import { ContentFormPage, contentFormPageMeta } from "../components/content/content-form-page.tsx";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/brochure-request";
import { loadContentFormPage, submitContentForm } from "./content-form.server.ts";

// brochure-request (spec 000 §2): the content store's copy above a form that posts natively here.
// POST /{version}/brochure-request: 303 to the confirmation page, or this page again with 400 and
// the field messages (so a shopper without JavaScript sees them too).
export async function loader(args: Route.LoaderArgs) {
  return loadContentFormPage(args, "brochure-request");
}

export async function action(args: Route.ActionArgs) {
  return submitContentForm(
    args,
    (services, values, rules, submission) => services.contentForms.requestBrochure(values, rules, submission),
    "brochure-request/confirmation",
  );
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return contentFormPageMeta({ location, matches }, loaderData?.page, "Request a Brochure");
}

export default function BrochureRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <ContentFormPage page={loaderData.page} fallbackTitle="Request a Brochure" note={t("brochure.intro")}>
      <BrochureForm rules={loaderData.rules} failure={actionData ?? null} />
    </ContentFormPage>
  );
}

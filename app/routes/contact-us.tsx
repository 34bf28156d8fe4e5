import { CONTACT_SUBJECTS } from "../../core/content-forms/contact-message.ts";
import { ContactForm } from "../components/content/contact-form.tsx";
import { ContentFormPage, contentFormPageMeta } from "../components/content/content-form-page.tsx";
import type { Route } from "./+types/contact-us";
import { loadContentFormPage, submitContentForm } from "./content-form.server.ts";

// help/contact-us (spec 000 §2): the content store's copy and the contact form, which posts
// natively here. POST /{version}/help/contact-us: 303 to help/contact-us/confirmation ("Email
// Sent"), or this page again with 400 and the field messages.
export async function loader(args: Route.LoaderArgs) {
  const subject = new URL(args.request.url).searchParams.get("subject") ?? "";
  return {
    ...(await loadContentFormPage(args, "help/contact-us")),
    subject: (CONTACT_SUBJECTS as readonly string[]).includes(subject) ? subject : undefined,
  };
}

export async function action(args: Route.ActionArgs) {
  return submitContentForm(
    args,
    (services, values, rules, submission) =>
      services.contentForms.sendContactMessage(values, rules, submission),
    "help/contact-us/confirmation",
  );
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return contentFormPageMeta({ location, matches }, loaderData?.page, "Contact Us");
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentFormPage page={loaderData.page} fallbackTitle="Contact Us">
      <ContactForm rules={loaderData.rules} failure={actionData ?? null} subject={loaderData.subject} />
    </ContentFormPage>
  );
}

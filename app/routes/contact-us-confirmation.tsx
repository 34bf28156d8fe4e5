import { versionFromSegment } from "../../core/site/versions.ts";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { buttonClassName } from "../ui/button.tsx";
import { InfoBox } from "../ui/info-box.tsx";
import { UiLink } from "../ui/link.tsx";
import type { Route } from "./+types/contact-us-confirmation";
import "../components/content/content-page.css";

/** help/contact-us/confirmation: "Email Sent" (spec 002 §8), with the message's reference. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  versionFromSegment(params.version);
  const ref = new URL(request.url).searchParams.get("ref");
  const stored =
    ref && /^[\w-]{1,64}$/.test(ref)
      ? await context.get(requestContext).services.contentForms.findContactMessage(ref)
      : null;
  return { reference: stored ? stored.id.slice(0, 8).toUpperCase() : null };
}

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "contact.confirmation.title");
}

export default function ContactUsConfirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <article className="page page--narrow content-page confirmation-page">
      <h1 className="page-title">{t("contact.confirmation.title")}</h1>
      <InfoBox type="success">
        <p>{t("contact.confirmation.body")}</p>
        {loaderData.reference && (
          <p>{t("contact.confirmation.reference", { reference: loaderData.reference })}</p>
        )}
      </InfoBox>
      <div className="confirmation-page__actions">
        <UiLink path="/help" inline={false} className={buttonClassName("primary")}>
          {t("contact.confirmation.back")}
        </UiLink>
        <UiLink path="/" inline={false} className={buttonClassName("secondary")}>
          {t("contact.confirmation.continue")}
        </UiLink>
      </div>
    </article>
  );
}

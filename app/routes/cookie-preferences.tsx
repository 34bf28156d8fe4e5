import { data, redirect } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { consentCookie } from "../../core/tracking/analytics-consent.ts";
import { consentAnswerSchema, safeReturnPath } from "../../core/tracking/consent-answer.ts";
import { ConsentForm } from "../components/tracking/consent-form.tsx";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/cookie-preferences";
import "../components/content/content-page.css";
import "../components/tracking/consent-banner.css";

// The shopper's analytics choice, asked by the banner and changed here at any time (docs/decisions/047). A native
// post (no JavaScript) goes back to the page it came from; the banner's fetcher stays where it is.
export async function action({ request, context, params }: Route.ActionArgs) {
  const version = versionFromSegment(params.version);
  const ctx = context.get(requestContext);
  const answer = consentAnswerSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!answer.success) return data({ saved: false as const }, { status: 400 });
  const headers = { "Set-Cookie": consentCookie(answer.data.analytics, ctx.origin.startsWith("https:")) };
  const back = safeReturnPath(answer.data.returnTo, version);
  if (back) return redirect(back, { status: 303, headers });
  return data({ saved: true as const }, { headers });
}

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "consent.preferences.title");
}

export default function CookiePreferences({ actionData }: Route.ComponentProps) {
  const { t, data: site } = useSite();
  const consent = site?.analyticsConsent ?? null;
  const state =
    consent === "granted"
      ? t("consent.preferences.granted")
      : consent === "denied"
        ? t("consent.preferences.denied")
        : t("consent.preferences.unanswered");
  return (
    <article className="page page--narrow content-page">
      <h1 className="page-title">{t("consent.preferences.title")}</h1>
      <p>{t("consent.preferences.necessary")}</p>
      <p>{t("consent.preferences.text")}</p>
      <p role="status">{actionData?.saved === false ? t("consent.preferences.invalid") : state}</p>
      <ConsentForm current={consent} className="cookie-preferences__actions" />
    </article>
  );
}

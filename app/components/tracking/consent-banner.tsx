import type { AnalyticsConsent } from "../../../core/tracking/analytics-consent.ts";
import { useSite } from "../../lib/use-site.ts";
import { UiLink } from "../../ui/link.tsx";
import { ConsentForm } from "./consent-form.tsx";
import "./consent-banner.css";

/**
 * The analytics question, asked until the shopper answers it (docs/decisions/047-tracking-and-consent.md). It is
 * rendered by the server in the page's flow, above the header: never fixed over the page, so it covers no control
 * and, being there from the first paint, moves nothing after it. The cookie preferences page changes the answer.
 */
export function ConsentBanner({ consent }: { consent: AnalyticsConsent }) {
  const { t } = useSite();
  if (consent !== null) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner__inner">
        <div className="consent-banner__copy">
          <h2 id="consent-banner-title" className="consent-banner__title">
            {t("consent.banner.title")}
          </h2>
          <p className="consent-banner__text">
            {`${t("consent.banner.text")} `}
            <UiLink path="/cookie-preferences">{t("consent.preferences.link")}</UiLink>
          </p>
        </div>
        <ConsentForm current={consent} className="consent-banner__actions" />
      </div>
    </section>
  );
}

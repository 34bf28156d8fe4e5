import { useSite } from "../../../lib/use-site.ts";
import { buttonClassName } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { DeferredRecommendations } from "../../recommendations/deferred-recommendations.tsx";
import type { RecommendationsSection } from "../../recommendations/recommendation-section.ts";
import { SiteLink } from "../../shell/site-link.tsx";
import "./bag-page-state.css";

/**
 * spec 000 §3: the empty bag, with a way back to the shop. Its message is the page's heading. Below it, what the
 * shopper looked at and what sells best (issue 27), streamed in once chosen.
 */
export function EmptyBag({
  recommendations,
}: {
  recommendations: Promise<RecommendationsSection | null> | null;
}) {
  const { t, version } = useSite();
  return (
    <>
      <div className="bag-page-state">
        <Icon name="bag" size={40} strokeWidth={1} className="bag-page-state__icon" />
        <h1 className="bag-page-state__title" tabIndex={-1}>
          {t("bag.page.empty.title")}
        </h1>
        <p className="bag-page-state__body">{t("bag.page.empty.body")}</p>
        <SiteLink version={version} to="/" className={buttonClassName("primary")}>
          {t("bag.page.empty.continue")}
        </SiteLink>
      </div>
      {recommendations && (
        <DeferredRecommendations
          section={recommendations}
          expected={1}
          strips={[
            { placement: "emptyBag", title: t("recommendations.emptyBag") },
            { placement: "recentlyViewed", title: t("recommendations.recentlyViewed") },
          ]}
        />
      )}
    </>
  );
}

import { useSite } from "../../lib/use-site.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import "./orders.css";

/**
 * The order pages' error state (spec 001 §2 "order confirmation has loading and error states"): an order this
 * visitor may not see, or one that could not be loaded, with the ways on.
 *
 * Props:
 * - `reason`: "notYours" (unknown, or not this visitor's: one wording for both) or "loadFailed".
 * - `headingLevel`: 1 on a page of its own (the confirmation's error), 2 inside a page.
 */
export function OrderUnavailable({
  reason,
  headingLevel = 1,
}: {
  reason: "notYours" | "loadFailed";
  headingLevel?: 1 | 2;
}) {
  const { version, t } = useSite();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="order-unavailable" role={reason === "loadFailed" ? "alert" : undefined}>
      <Heading className="order-unavailable__title">{t("orders.unavailable.title")}</Heading>
      <p className="order-unavailable__message">
        {t(reason === "loadFailed" ? "orders.unavailable.loadFailed" : "orders.unavailable.message")}
      </p>
      <div className="order-unavailable__actions">
        <SiteLink version={version} to="/guest/trackOrder" className={buttonClassName("primary")}>
          {t("orders.unavailable.track")}
        </SiteLink>
        <SiteLink version={version} to="/" className={buttonClassName("secondary")}>
          {t("orders.unavailable.shop")}
        </SiteLink>
      </div>
    </div>
  );
}

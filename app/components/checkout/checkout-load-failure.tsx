import { useSite } from "../../lib/use-site.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import "./checkout-load-failure.css";

/**
 * The checkout that could not be read (spec 001 §8 error flag): said in the version's wording (spec 000's page load
 * failure wording) inside the shop's shell, with Try again (the page afresh, a plain link so it works without the page's script) and the way back to
 * the bag, which is kept.
 */
export function CheckoutLoadFailure() {
  const { t, version } = useSite();
  return (
    <div className="page checkout-failure">
      <Icon name="warning" size={40} strokeWidth={1} className="checkout-failure__icon" />
      <h1 className="checkout-failure__title">{t("checkout.failed.title")}</h1>
      <p className="checkout-failure__body">{t("system.apiErrorMessage")}</p>
      <div className="checkout-failure__actions">
        <a href={`/${version}/checkout/secure`} className={buttonClassName("primary")}>
          {t("checkout.failed.retry")}
        </a>
        <SiteLink version={version} to="/bag" className={buttonClassName("secondary")}>
          {t("shell.simplified.backToBag")}
        </SiteLink>
      </div>
    </div>
  );
}

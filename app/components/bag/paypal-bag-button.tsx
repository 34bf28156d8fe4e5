import { useSearchParams } from "react-router";
import { useSite } from "../../lib/use-site.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { InfoBox } from "../../ui/info-box.tsx";
import { paypalNoticeMessage } from "../checkout/paypal-notice.ts";
import { CsrfField } from "../content/csrf-field.tsx";
import "./paypal-bag-button.css";

/**
 * The bag's "Check out with PayPal" (PayPal Express; spec 001 §7 fromPayPalBag): a native post
 * to PayPal's approval page, which comes back with the buyer's PayPal address and email as the checkout's
 * delivery details, ready to complete. Shown only when `enabled` (the version takes PayPal and the cart's
 * `paypalEnabled`, spec 001 §3).
 *
 * Props:
 * - `enabled`: whether to show the button at all.
 *
 * It shows the notice PayPal's return leaves in the address (`?paypal=cancelled|PayPalAddressFailure_Bag`).
 */
export function PayPalBagButton({ enabled }: { enabled: boolean }) {
  const { t, version, locale } = useSite();
  const [search] = useSearchParams();
  const notice = search.get("paypal");
  const message = paypalNoticeMessage(notice, t, locale);
  if (!enabled && !message) return null;
  return (
    <div className="paypal-bag">
      {message ? (
        <InfoBox type={notice === "cancelled" ? "info" : "error"} className="paypal-bag__notice">
          {message}
        </InfoBox>
      ) : null}
      {enabled ? (
        <form method="post" action={`/${version}/checkout/secure/fromPayPalBag`} className="paypal-bag__form">
          <p className="paypal-bag__or" aria-hidden="true">
            {t("paypal.bag.or")}
          </p>
          <CsrfField />
          <button type="submit" className={buttonClassName("secondary", true, "paypal-bag__button")}>
            {t("paypal.bag.checkout")}
          </button>
          <p className="paypal-bag__note">{t("paypal.bag.note")}</p>
        </form>
      ) : null}
    </div>
  );
}

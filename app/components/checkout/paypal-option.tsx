import { useSearchParams } from "react-router";
import { useSite } from "../../lib/use-site.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { InfoBox } from "../../ui/info-box.tsx";
import { CsrfField } from "../content/csrf-field.tsx";
import { paypalNoticeMessage } from "./paypal-notice.ts";
import "./paypal-option.css";

/**
 * The payment step's PayPal option (spec 001 §7 toPayPal, payPalAuth/). A native post that
 * works without JavaScript: "Pay with PayPal" goes to PayPal's approval page (303) and comes back to the
 * confirmation, or here with a notice. After PayPal Express from the bag (`?paypalToken=` in the address) the
 * buyer has already approved: the button completes the order instead.
 *
 * Props:
 * - `headingLevel` (optional, default 3): the level of the option's "PayPal" heading, under the payment step's.
 *
 * It reads the notice PayPal's return leaves in the address itself (`?paypal=cancelled|Failure|…`), so the
 * checkout needs no state of its own for it.
 */
export function PayPalOption({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const { t, version, locale } = useSite();
  const [search] = useSearchParams();
  const notice = search.get("paypal");
  const expressToken = search.get("paypalToken");
  const Heading = `h${headingLevel}` as const;
  const message = paypalNoticeMessage(notice, t, locale);
  const base = `/${version}/checkout/secure`;
  return (
    <section className="paypal-option" aria-labelledby="paypal-option-heading">
      <Heading id="paypal-option-heading" className="paypal-option__heading">
        {t("paypal.heading")}
      </Heading>
      {message ? (
        <InfoBox type={notice === "cancelled" ? "info" : "error"} className="paypal-option__notice">
          {message}
        </InfoBox>
      ) : null}
      {expressToken ? (
        <form method="post" action={`${base}/payPalAuth/`} className="paypal-option__form">
          <CsrfField />
          <input type="hidden" name="token" value={expressToken} />
          <p className="paypal-option__note">{t("paypal.expressNote")}</p>
          <button type="submit" className={buttonClassName("primary", true, "paypal-option__button")}>
            {t("paypal.complete")}
          </button>
        </form>
      ) : (
        <form method="post" action={`${base}/toPayPal`} className="paypal-option__form">
          <CsrfField />
          <button type="submit" className={buttonClassName("primary", true, "paypal-option__button")}>
            {t("paypal.pay")}
          </button>
          <p className="paypal-option__note">{t("paypal.note")}</p>
        </form>
      )}
    </section>
  );
}

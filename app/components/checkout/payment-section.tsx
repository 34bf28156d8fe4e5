import type { CheckoutTotals } from "../../../core/checkout/checkout-totals.ts";
import { formatMoney } from "../../../core/money/money.ts";
import type { PaymentIcon } from "../../../core/site/country-payment-icons.ts";
import { useSite } from "../../lib/use-site.ts";
import { PaymentIcons } from "../shell/footer-payment-icons.tsx";
import { PayPalOption } from "./paypal-option.tsx";

/**
 * The payment step's heading figures: the amount to pay and the ways the version accepts (spec 001 §9). The
 * payment methods themselves are the payments issue's (issue 16), which plugs in below these.
 */
export function PaymentSummary({ totals, icons }: { totals: CheckoutTotals; icons: readonly PaymentIcon[] }) {
  const { t, locale } = useSite();
  return (
    <div className="checkout-payment">
      <p className="checkout-payment__amount">
        <span>{t("checkout.payment.toPay")}</span>
        <strong>{formatMoney(totals.total, locale)}</strong>
      </p>
      <p className="checkout-payment__accepts">{t("checkout.payment.accepts")}</p>
      <PaymentIcons icons={icons} label={t("checkout.payment.accepts")} className="checkout-payment__icons" />
      <PayPalOption />
    </div>
  );
}

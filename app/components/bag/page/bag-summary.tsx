import type { BagSummary as Summary } from "../../../../core/cart/bag-view.ts";
import { formatMoney, type Money } from "../../../../core/money/money.ts";
import { useSite } from "../../../lib/use-site.ts";
import { RemovePromotion } from "./remove-promotion.tsx";
import "./bag-summary.css";

interface BagSummaryProps {
  summary: Summary;
  /** spec 001 §9: which free-delivery wording the version uses. */
  freeDeliveryScope: "national" | "international";
  /** The promotion code form and the checkout, below the figures. */
  children?: React.ReactNode;
}

/**
 * The order summary: subtotal, each discount with its code and a way to remove it, gift
 * boxes and extras, the delivery estimate, how much more for free delivery, and the total.
 */
export function BagSummary({ summary, freeDeliveryScope, children }: BagSummaryProps) {
  const { t, locale } = useSite();
  const titleId = "bag-summary-title"; // one a page, and not useId, which hydration would rewrite (decision 073)
  const format = (value: Money) => formatMoney(value, locale);
  const remaining = summary.freeDeliveryRemaining;
  return (
    <section className="bag-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="bag-summary__title">
        {t("bag.page.summary.title")}
      </h2>
      <dl className="bag-summary__rows">
        <div className="bag-summary__row">
          <dt>{t("bag.page.summary.subtotal")}</dt>
          <dd>{format(summary.subtotal)}</dd>
        </div>
        {summary.discounts.map((discount) => (
          <div key={discount.code} className="bag-summary__row bag-summary__row--discount">
            <dt>
              <span>{t("bag.page.summary.discount", { code: discount.code })}</span>
              {discount.description && (
                <span className="bag-summary__description">{discount.description}</span>
              )}
              <RemovePromotion code={discount.code} />
            </dt>
            <dd>−{format(discount.amount)}</dd>
          </div>
        ))}
        {summary.charges.amount > 0 && (
          <div className="bag-summary__row">
            <dt>{t("bag.page.summary.charges")}</dt>
            <dd>{format(summary.charges)}</dd>
          </div>
        )}
        <div className="bag-summary__row">
          <dt>{t("bag.page.summary.delivery")}</dt>
          <dd>{summary.delivery.free ? t("bag.page.summary.free") : format(summary.delivery.amount)}</dd>
        </div>
        <div className="bag-summary__row bag-summary__row--total">
          <dt>{t("bag.page.summary.total")}</dt>
          <dd>{format(summary.total)}</dd>
        </div>
      </dl>
      {remaining && remaining.amount > 0 ? (
        <p className="bag-summary__threshold">
          {t(`bag.page.summary.freeDelivery.${freeDeliveryScope}`, { amount: format(remaining) })}
        </p>
      ) : (
        summary.delivery.free && (
          <p className="bag-summary__threshold bag-summary__threshold--met">
            {t(`bag.page.summary.freeDelivery.qualified.${freeDeliveryScope}`)}
          </p>
        )
      )}
      {children}
    </section>
  );
}

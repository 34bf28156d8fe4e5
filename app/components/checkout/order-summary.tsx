import type { CheckoutView } from "../../../core/checkout/checkout-service.ts";
import { imageUrl } from "../../../core/content/image-url.ts";
import { formatMoney, type Money } from "../../../core/money/money.ts";
import { useSite } from "../../lib/use-site.ts";
import { BagLineDetails } from "../bag/bag-line-details.tsx";
import { LineThumbnail } from "../bag/line-thumbnail.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import { MODE_NAME } from "./delivery-text.ts";

/**
 * The order summary (spec 001 §2, first of checkout's sections; spec 001 §3 cart data in checkout): the lines,
 * the subtotal, discounts, gift boxes, the chosen delivery (or the estimate before a choice), split deliveries,
 * US sales tax on its own line (uk and row prices include VAT) and the total.
 */
export function OrderSummary({ view }: { view: CheckoutView }) {
  const { t, locale, version } = useSite();
  const format = (value: Money) => formatMoney(value, locale);
  const { totals, bag } = view;
  const free = totals.delivery.amount === 0;
  const modeName = view.chosenMode ? t(MODE_NAME[view.chosenMode.code]) : null;
  return (
    <section className="order-summary" aria-labelledby="order-summary-heading">
      <div className="order-summary__header">
        <h2 id="order-summary-heading" className="order-summary__title">
          {t("checkout.summary.title")}
        </h2>
        <SiteLink version={version} to="/bag" className="order-summary__edit">
          {t("checkout.summary.editBag")}
        </SiteLink>
      </div>
      <p className="order-summary__count">
        {bag.totalUnitCount === 1
          ? t("bag.page.countOne")
          : t("bag.page.count", { count: bag.totalUnitCount })}
      </p>
      <ul className="order-summary__lines">
        {bag.lines.map((line) => (
          <li key={line.entryNumber} className="order-summary__line">
            <LineThumbnail
              src={line.imageId ? imageUrl(line.imageId, 160) : null}
              className="order-summary__image"
            />
            <BagLineDetails
              name={line.name}
              url={line.url}
              colour={line.colour}
              size={line.size}
              group={line.group}
              className="order-summary__details"
            >
              <li>{t("shell.bag.quantity", { quantity: line.quantity })}</li>
            </BagLineDetails>
            <span className="order-summary__price">{format(line.linePrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__rows">
        <div className="order-summary__row">
          <dt>{t("bag.page.summary.subtotal")}</dt>
          <dd>{format(totals.subtotal)}</dd>
        </div>
        {totals.discounts.map((discount) => (
          <div key={discount.code} className="order-summary__row order-summary__row--discount">
            <dt>{t("bag.page.summary.discount", { code: discount.code })}</dt>
            <dd>−{format(discount.amount)}</dd>
          </div>
        ))}
        {totals.charges.amount > 0 && (
          <div className="order-summary__row">
            <dt>{t("checkout.summary.giftBoxes")}</dt>
            <dd>{format(totals.charges)}</dd>
          </div>
        )}
        <div className="order-summary__row">
          <dt>{modeName ?? t("checkout.summary.deliveryEstimate")}</dt>
          <dd>{free ? t("checkout.summary.free") : format(totals.delivery)}</dd>
        </div>
        {totals.splitDelivery.amount > 0 && (
          <div className="order-summary__row">
            <dt>{t("checkout.summary.splitDelivery")}</dt>
            <dd>{format(totals.splitDelivery)}</dd>
          </div>
        )}
        {version === "us" && (
          <div className="order-summary__row">
            <dt>{t("checkout.summary.tax")}</dt>
            <dd>{totals.tax ? format(totals.tax) : t("checkout.summary.taxPending")}</dd>
          </div>
        )}
        <div className="order-summary__row order-summary__row--total">
          <dt>{t("checkout.summary.total")}</dt>
          <dd>{format(totals.total)}</dd>
        </div>
      </dl>
      {version !== "us" && <p className="order-summary__note">{t("checkout.summary.vatIncluded")}</p>}
    </section>
  );
}

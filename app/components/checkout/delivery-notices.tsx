import { useEffect } from "react";
import type { CheckoutView } from "../../../core/checkout/checkout-service.ts";
import type { DeliveryGroup } from "../../../core/delivery/delivery-types.ts";
import { ADDRESS_ERROR_EVENT, ADDRESS_ERROR_MESSAGES } from "../../../core/tax/address-errors.ts";
import type { TextKey } from "../../lib/text/text.ts";
import { trackEvent } from "../../lib/tracking/track-event.ts";
import { useSite } from "../../lib/use-site.ts";
import { InfoBox } from "../../ui/info-box.tsx";
import { ADDRESS_ERROR, formatDeliveryDate, MODE_NAME, MODE_REFUSAL } from "./delivery-text.ts";

const GROUP_NAME: Record<DeliveryGroup, TextKey> = {
  standard: "checkout.split.standard",
  furniture: "checkout.split.furniture",
  furnitureBackOrder: "checkout.split.furnitureBackOrder",
  madeToOrder6: "checkout.split.madeToOrder",
  madeToOrder9: "checkout.split.madeToOrder",
  madeToOrder11: "checkout.split.madeToOrder",
};

/**
 * What the address and bag mean for delivery (spec 001 §8): an address error, a restricted
 * postcode, lines that cannot go to the country, a mode dropped since it was chosen, and the separate deliveries
 * of a split bag with their dates.
 */
export function DeliveryNotices({ view }: { view: CheckoutView }) {
  const { t, locale } = useSite();
  const { quote, addressError, droppedModeRefusal, state } = view;
  const names = new Map(view.bag.lines.map((line) => [line.entryNumber, line.name]));
  const undeliverable = quote.undeliverableEntryNumbers.map((entry) => names.get(entry) ?? "");
  const split = quote.groups.length > 1;
  // spec 001 §8: an address the tax provider (or delivery) refused raises the address-error event, once per error.
  useEffect(() => {
    if (!addressError) return;
    const detail = { code: addressError, taxRegion: view.tax && !view.tax.ok ? view.tax.taxRegion : null };
    window.dispatchEvent(new CustomEvent(ADDRESS_ERROR_EVENT, { detail }));
    trackEvent({ event: ADDRESS_ERROR_EVENT, ...detail, message: ADDRESS_ERROR_MESSAGES[addressError] });
  }, [addressError, view.tax]);
  return (
    <>
      {addressError && (
        <InfoBox type="error" className="checkout-notice">
          <p>{t(ADDRESS_ERROR[addressError])}</p>
        </InfoBox>
      )}
      {!addressError && quote.restrictedPostcode && (
        <InfoBox type="warning" className="checkout-notice">
          <p>{t("checkout.mode.restrictedPostcode")}</p>
        </InfoBox>
      )}
      {undeliverable.length > 0 && (
        <InfoBox type="error" className="checkout-notice">
          <p>{t("checkout.split.undeliverable")}</p>
          <ul>
            {undeliverable.map((name, index) => (
              <li key={`${name}-${index}`}>{name}</li>
            ))}
          </ul>
        </InfoBox>
      )}
      {droppedModeRefusal && state.deliveryMode && !addressError && (
        <InfoBox type="warning" className="checkout-notice">
          <p>
            {t("checkout.mode.dropped", { mode: t(MODE_NAME[state.deliveryMode]) })}{" "}
            {t(MODE_REFUSAL[droppedModeRefusal])}
          </p>
        </InfoBox>
      )}
      {split && (
        <div className="checkout-split">
          <h3 className="checkout-subheading">
            {t("checkout.split.heading", { count: quote.groups.length })}
          </h3>
          <ol className="checkout-split__list">
            {quote.groups.map((group) => (
              <li key={group.group} className="checkout-split__group">
                <p className="checkout-split__name">
                  {t(GROUP_NAME[group.group])} ·{" "}
                  {t("checkout.split.date", { date: formatDeliveryDate(group.deliveryDate, locale) })}
                </p>
                <ul className="checkout-split__lines">
                  {group.entryNumbers.map((entry) => (
                    <li key={entry}>{names.get(entry)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}

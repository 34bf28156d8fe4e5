import { useRef } from "react";
import { useSubmit } from "react-router";
import { deliveryPromise } from "../../../core/delivery/delivery-promise.ts";
import type { DeliveryModeOption, DeliveryQuote } from "../../../core/delivery/delivery-types.ts";
import { formatMoney, money } from "../../../core/money/money.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError } from "../../ui/field-error.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { CheckoutForm } from "./checkout-form.tsx";
import { formatDeliveryDate, MODE_NAME, MODE_REFUSAL } from "./delivery-text.ts";

interface DeliveryModeFormProps {
  quote: DeliveryQuote;
  currency: string;
  chosen: DeliveryModeOption | null;
  nominatedDate: string | null;
  /** The moment the page was read: the countdown to each cut-off is worded from it on server and browser alike. */
  renderedAt: string;
  errors: Record<string, string>;
  busy: boolean;
}

/**
 * The delivery modes for this address and bag: each with its charge and delivery promise, the
 * ones that cannot be had shown with the reason and disabled. Picking one updates the totals at once (with the
 * script); Continue confirms it and moves on.
 */
export function DeliveryModeForm({
  quote,
  currency,
  chosen,
  nominatedDate,
  renderedAt,
  errors,
  busy,
}: DeliveryModeFormProps) {
  const { t, locale } = useSite();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const selected = chosen?.code ?? quote.defaultMode;
  const available = quote.modes.filter((mode) => mode.refusal === null);
  const refused = quote.modes.filter((mode) => mode.refusal !== null);
  const priceOf = (mode: DeliveryModeOption) =>
    mode.charge === 0 ? t("checkout.summary.free") : formatMoney(money(mode.charge, currency), locale);

  function promise(mode: DeliveryModeOption): string {
    const date = formatDeliveryDate(mode.deliveryDate, locale);
    if (mode.code === "NOMINATE") return t("checkout.mode.nominateFrom", { date });
    const left = deliveryPromise(mode, new Date(renderedAt));
    if (!left) return t("checkout.mode.arrives", { date });
    return left.hours > 0
      ? t("checkout.mode.orderWithin", { hours: left.hours, minutes: left.minutes, date })
      : t("checkout.mode.orderWithinMinutes", { minutes: left.minutes, date });
  }

  return (
    <CheckoutForm intent="delivery-mode" formRef={formRef} labelledBy="delivery-mode-heading">
      <h3 id="delivery-mode-heading" className="checkout-subheading">
        {t("checkout.mode.heading")}
      </h3>
      <fieldset
        className="checkout-choices"
        aria-describedby={errors.deliveryMode ? "delivery-mode-error" : undefined}
      >
        <legend className="visually-hidden">{t("checkout.mode.heading")}</legend>
        {available.map((mode) => (
          <div key={mode.code} className="checkout-choice checkout-choice--mode">
            <label className="checkout-choice__row">
              <input
                type="radio"
                name="deliveryMode"
                value={mode.code}
                defaultChecked={mode.code === selected}
                required
                onChange={(event) => {
                  // The totals follow the pick at once; Continue confirms it.
                  if (event.currentTarget.form)
                    void submit(event.currentTarget.form, { method: "post", preventScrollReset: true });
                }}
              />
              <span className="checkout-choice__text">
                <span className="checkout-choice__label">{t(MODE_NAME[mode.code])}</span>
                <span className="checkout-choice__description">{promise(mode)}</span>
              </span>
              <span className="checkout-choice__price">{priceOf(mode)}</span>
            </label>
            {mode.code === "NOMINATE" && mode.nominatedDates.length > 0 && (
              <SelectField
                id="nominated-date"
                fieldName="nominatedDate"
                label={t("checkout.mode.nominatedDate")}
                defaultValue={nominatedDate ?? ""}
                placeholder={t("checkout.mode.chooseDay")}
                options={mode.nominatedDates.map((date) => ({
                  value: date,
                  label: formatDeliveryDate(date, locale),
                }))}
                errorMessage={errors.nominatedDate}
                className="checkout-choice__dates"
              />
            )}
          </div>
        ))}
      </fieldset>
      <FieldError id="delivery-mode-error" message={errors.deliveryMode} />
      {refused.length > 0 && (
        <ul className="checkout-refused" aria-label={t("checkout.mode.unavailable")}>
          {refused.map((mode) => (
            <li key={mode.code}>
              <span className="checkout-refused__name">{t(MODE_NAME[mode.code])}</span>
              {mode.refusal && <span>{t(MODE_REFUSAL[mode.refusal])}</span>}
            </li>
          ))}
        </ul>
      )}
      <Button
        type="submit"
        name="confirm"
        value="on"
        busy={busy}
        busyLabel={t("checkout.saving")}
        className="checkout-form__submit"
      >
        {t("checkout.mode.continue")}
      </Button>
    </CheckoutForm>
  );
}

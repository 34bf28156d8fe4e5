import type { ClientAddressRules } from "../../../core/accounts/address-rules.ts";
import type { CollectionPoint } from "../../../core/collection-points/collection-points.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError } from "../../ui/field-error.tsx";
import { useFormValidation } from "../../ui/form-validation.ts";
import { type AddressValues, addressValidation, PersonalFields } from "../my-account/address-fields.tsx";
import { CheckoutForm } from "./checkout-form.tsx";

interface CollectionPointFormProps {
  points: readonly CollectionPoint[];
  chosenId: string | null;
  rules: ClientAddressRules;
  values: AddressValues;
  errors: Record<string, string>;
  busy: boolean;
}

/** A point's address on one line. */
export function pointAddress(point: CollectionPoint): string {
  return [point.line1, point.line2, point.townCity, point.postcode].filter(Boolean).join(", ");
}

/** The opening hours of a point (spec 001 §3 collectPlusStoreHours), a day per row. */
function OpeningHoursList({ point }: { point: CollectionPoint }) {
  const { t } = useSite();
  return (
    <dl className="opening-hours">
      {point.openingHours.map((day) => (
        <div key={day.day} className="opening-hours__day">
          <dt>{day.day}</dt>
          <dd>{day.hours ?? t("checkout.collect.closed")}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The points found, nearest first, each with its address, distance and opening hours, and the collector's name
 * and phone (spec 001 §3 collectPlusPersonalDetails): Continue chooses the point for the order.
 */
export function CollectionPointForm({
  points,
  chosenId,
  rules,
  values,
  errors: serverErrors,
  busy,
}: CollectionPointFormProps) {
  const { t } = useSite();
  const { messages } = addressValidation(rules, "GB");
  const { formRef, errors } = useFormValidation({
    messages: { ...messages, pointId: t("checkout.collect.choose") },
    initialErrors: serverErrors,
  });
  return (
    <CheckoutForm intent="collection-point" formRef={formRef} labelledBy="collection-points-heading">
      <h3 id="collection-points-heading" className="checkout-subheading">
        {t("checkout.collect.resultsHeading", { count: points.length })}
      </h3>
      <fieldset
        className="checkout-choices"
        aria-describedby={errors.pointId ? "collection-point-error" : undefined}
      >
        <legend className="visually-hidden">{t("checkout.collect.choose")}</legend>
        {points.map((point, index) => (
          <div key={point.id} className="checkout-choice checkout-choice--point">
            <label className="checkout-choice__row">
              <input
                type="radio"
                name="pointId"
                value={point.id}
                defaultChecked={chosenId ? point.id === chosenId : index === 0}
                required
              />
              <span className="checkout-choice__text">
                <span className="checkout-choice__label">{point.name}</span>
                <span className="checkout-choice__description">{pointAddress(point)}</span>
              </span>
              <span className="checkout-choice__price">
                {t("checkout.collect.distance", { miles: point.distanceMiles.toFixed(1) })}
              </span>
            </label>
            <details className="checkout-choice__hours">
              <summary>
                {t("checkout.collect.hours")}
                <span className="visually-hidden">{` ${point.name}`}</span>
              </summary>
              <OpeningHoursList point={point} />
            </details>
          </div>
        ))}
      </fieldset>
      <FieldError id="collection-point-error" message={errors.pointId} />
      <fieldset className="checkout-fields__group">
        <legend className="checkout-fields__legend">{t("checkout.collect.collector")}</legend>
        <PersonalFields values={values} errors={errors} />
      </fieldset>
      <Button type="submit" busy={busy} busyLabel={t("checkout.saving")} className="checkout-form__submit">
        {t("checkout.collect.continue")}
      </Button>
    </CheckoutForm>
  );
}

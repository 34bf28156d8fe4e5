import type { DeliveryType } from "../../../core/delivery/delivery-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError } from "../../ui/field-error.tsx";
import { CheckoutForm } from "./checkout-form.tsx";

interface DeliveryTypeFormProps {
  offered: readonly DeliveryType[];
  current: DeliveryType;
  error?: string;
  busy: boolean;
}

/** spec 001 §3 deliveryType: home delivery (the default) or a Collect+ collection point. */
export function DeliveryTypeForm({ offered, current, error, busy }: DeliveryTypeFormProps) {
  const { t } = useSite();
  const copy: Record<DeliveryType, { label: string; description: string }> = {
    homeDelivery: { label: t("checkout.type.home"), description: t("checkout.type.homeDescription") },
    collectPlus: { label: t("checkout.type.collect"), description: t("checkout.type.collectDescription") },
  };
  return (
    <CheckoutForm intent="delivery-type">
      <fieldset className="checkout-choices" aria-describedby={error ? "delivery-type-error" : undefined}>
        <legend className="visually-hidden">{t("checkout.type.legend")}</legend>
        {offered.map((type) => (
          <label key={type} className="checkout-choice">
            <input type="radio" name="deliveryType" value={type} defaultChecked={type === current} required />
            <span className="checkout-choice__text">
              <span className="checkout-choice__label">{copy[type].label}</span>
              <span className="checkout-choice__description">{copy[type].description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError id="delivery-type-error" message={error} />
      <Button type="submit" busy={busy} busyLabel={t("checkout.saving")} className="checkout-form__submit">
        {t("checkout.continue")}
      </Button>
    </CheckoutForm>
  );
}

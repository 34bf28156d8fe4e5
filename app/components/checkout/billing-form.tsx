import { useState } from "react";
import type { ClientAddressRules } from "../../../core/accounts/address-rules.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { useFormValidation } from "../../ui/form-validation.ts";
import { AddressFields, type AddressValues, addressValidation } from "../my-account/address-fields.tsx";
import { CheckoutForm } from "./checkout-form.tsx";

interface BillingFormProps {
  rules: ClientAddressRules;
  /** Home delivery may bill to the delivery address; a collection point is never a billing address. */
  canUseDelivery: boolean;
  sameAsDelivery: boolean;
  values: AddressValues;
  errors: Record<string, string>;
  defaultCountry: string;
  busy: boolean;
}

/**
 * Billing: the delivery address and name, or another address with the same rules. Without the
 * script, unticking the box and continuing asks for the address; with it, the fields open as the box is unticked.
 */
export function BillingForm({
  rules,
  canUseDelivery,
  sameAsDelivery: initiallySame,
  values,
  errors: serverErrors,
  defaultCountry,
  busy,
}: BillingFormProps) {
  const { t } = useSite();
  const [same, setSame] = useState(canUseDelivery && initiallySame);
  const [country, setCountry] = useState(values.countryIso || defaultCountry);
  const { patterns, messages } = addressValidation(rules, country);
  const { formRef, errors } = useFormValidation({ rules: patterns, messages, initialErrors: serverErrors });
  return (
    <CheckoutForm intent="billing" formRef={formRef} labelledBy="checkout-billing-heading">
      {canUseDelivery && (
        <label className="checkout-check">
          <input
            type="checkbox"
            name="sameAsDelivery"
            checked={same}
            onChange={(event) => setSame(event.target.checked)}
          />
          <span>{t("checkout.billing.same")}</span>
        </label>
      )}
      {!same && (
        <AddressFields
          rules={rules}
          values={values}
          errors={errors}
          country={country}
          onCountryChange={setCountry}
        />
      )}
      <Button type="submit" busy={busy} busyLabel={t("checkout.saving")} className="checkout-form__submit">
        {t("checkout.billing.continue")}
      </Button>
    </CheckoutForm>
  );
}

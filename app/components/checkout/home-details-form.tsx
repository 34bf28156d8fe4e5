import { useState } from "react";
import type { ClientAddressRules } from "../../../core/accounts/address-rules.ts";
import { REGISTRATION_MESSAGES } from "../../../core/accounts/registration-messages.ts";
import type { LookedUpAddress } from "../../../core/address-lookup/address-lookup.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { useFormValidation } from "../../ui/form-validation.ts";
import { InputField } from "../../ui/input-field.tsx";
import {
  AddressLineFields,
  type AddressValues,
  addressValidation,
  PersonalFields,
} from "../my-account/address-fields.tsx";
import { useHydrated } from "../shell/use-hydrated.ts";
import { AddressLookup } from "./address-lookup.tsx";
import { CheckoutForm } from "./checkout-form.tsx";

interface HomeDetailsFormProps {
  rules: ClientAddressRules;
  /** What was saved or typed before (a refusal sends the typed values back). */
  values: AddressValues & { email?: string };
  errors: Record<string, string>;
  /** Guests give the order's e-mail here; a customer's is the account's. */
  askEmail: boolean;
  defaultCountry: string;
  busy: boolean;
}

/**
 * Home delivery details: the recipient (title, names, phone, the guest's e-mail) and the
 * address, found by lookup or typed. Once the script runs the lookup comes first and the fields open when an
 * address is picked or the shopper chooses to type it; without it, the fields are there to fill.
 */
export function HomeDetailsForm({
  rules,
  values,
  errors: serverErrors,
  askEmail,
  defaultCountry,
  busy,
}: HomeDetailsFormProps) {
  const { t } = useSite();
  const hydrated = useHydrated();
  const [country, setCountry] = useState(values.countryIso || defaultCountry);
  // The fields start again from a picked address: a new key gives them its values as their defaults.
  const [filled, setFilled] = useState<{ key: number; values: AddressValues & { email?: string } }>({
    key: 0,
    values,
  });
  const hasAddress = Boolean(values.line1) || Object.keys(serverErrors).length > 0;
  const [manual, setManual] = useState(hasAddress);
  const { patterns, messages } = addressValidation(rules, country);
  const { formRef, errors } = useFormValidation({
    rules: patterns,
    messages: { ...messages, email: REGISTRATION_MESSAGES.email },
    initialErrors: serverErrors,
  });

  function pick(address: LookedUpAddress) {
    const form = formRef.current;
    const typed = form ? (Object.fromEntries(new FormData(form)) as Record<string, string>) : {};
    setCountry(address.countryIso);
    setFilled((current) => ({
      key: current.key + 1,
      values: {
        ...typed,
        line1: address.line1,
        line2: address.line2,
        townCity: address.townCity,
        postcode: address.postcode,
        countryIso: address.countryIso,
        regionIso: address.regionIso,
      },
    }));
    setManual(true);
    setMustPick(false);
  }

  const [mustPick, setMustPick] = useState(false);
  const showFields = !hydrated || manual || Object.keys(serverErrors).length > 0;
  return (
    <CheckoutForm
      intent="home-details"
      formRef={formRef}
      labelledBy="checkout-deliveryDetails-heading"
      onSubmit={(event) => {
        // spec 001 §5: a pick from the suggestions is required before the address can be sent.
        if (showFields) return;
        event.preventDefault();
        setMustPick(true);
      }}
    >
      <div className="checkout-fields" key={filled.key}>
        {askEmail && (
          <InputField
            fieldName="email"
            type="email"
            label={t("checkout.details.email")}
            subLabel={t("checkout.details.emailHint")}
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={filled.values.email ?? values.email ?? ""}
            errorMessage={errors.email}
          />
        )}
        <PersonalFields values={filled.values} errors={errors} />
        <fieldset className="checkout-fields__group">
          <legend className="checkout-fields__legend">{t("checkout.details.address")}</legend>
          {hydrated && (
            <AddressLookup
              countryIso={country}
              mustPick={mustPick}
              onPick={pick}
              onManual={() => setManual(true)}
            />
          )}
          {showFields && (
            <AddressLineFields
              rules={rules}
              values={filled.values}
              errors={errors}
              country={country}
              onCountryChange={setCountry}
            />
          )}
        </fieldset>
      </div>
      <Button type="submit" busy={busy} busyLabel={t("checkout.saving")} className="checkout-form__submit">
        {t("checkout.details.continue")}
      </Button>
    </CheckoutForm>
  );
}

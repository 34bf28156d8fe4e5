import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ClientAddressRules } from "../../../core/accounts/address-rules.ts";
import type { MyAccountAnswer } from "../../../core/accounts/my-account-form.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { useFormValidation } from "../../ui/form-validation.ts";
import { AccountForm, AccountNotice, useAccountAnswer } from "./account-form.tsx";
import { AddressFields, type AddressValues, addressValidation } from "./address-fields.tsx";

interface AddressFormProps {
  rules: ClientAddressRules;
  /** The address being edited; none for a new one. */
  address?: AddressValues & { id: string; defaultAddress: boolean };
  defaultCountry: string;
  submitLabel: string;
  /** Runs after the server saved it (JavaScript only), to close the disclosure. */
  onSaved?: () => void;
}

/** Add or edit an address: `add-address` or `edit-address` with its id, posted to the page's action. */
export function AddressForm({ rules, address, defaultCountry, submitLabel, onSaved }: AddressFormProps) {
  const { t } = useSite();
  const formId = address ? `address:${address.id}` : "add-address";
  // The book's one fetcher: its latest answer is the only notice shown (address-book.tsx).
  const fetcher = useFetcher<MyAccountAnswer>({ key: "address-book" });
  const answer = useAccountAnswer(fetcher, formId);
  const values: AddressValues = answer && !answer.ok ? (answer.values ?? {}) : (address ?? {});
  const [country, setCountry] = useState(values.countryIso || defaultCountry);
  const { patterns, messages } = addressValidation(rules, country);
  const { formRef, errors } = useFormValidation({
    rules: patterns,
    messages,
    initialErrors: answer && !answer.ok ? answer.errors : undefined,
  });
  const saved = useRef<MyAccountAnswer | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok || fetcher.data.formId !== formId) return;
    if (saved.current === fetcher.data) return;
    saved.current = fetcher.data;
    if (!address) formRef.current?.reset();
    onSaved?.();
  }, [fetcher.state, fetcher.data, address, onSaved, formRef, formId]);
  return (
    <AccountForm
      fetcher={fetcher}
      intent={address ? "edit-address" : "add-address"}
      addressId={address?.id}
      formRef={formRef}
      className="address-form"
      label={submitLabel}
    >
      <AccountNotice answer={answer && !answer.ok ? answer : undefined} />
      <AddressFields
        rules={rules}
        values={values}
        errors={errors}
        country={country}
        onCountryChange={setCountry}
      />
      {!address?.defaultAddress && (
        <label className="my-account__check">
          <input type="checkbox" name="defaultAddress" defaultChecked={false} />
          <span>{t("myAccount.addresses.setDefault")}</span>
        </label>
      )}
      <Button
        type="submit"
        busy={
          fetcher.state !== "idle" &&
          fetcher.formData?.get("intent") === (address ? "edit-address" : "add-address") &&
          (fetcher.formData?.get("addressId") ?? "") === (address?.id ?? "")
        }
        busyLabel={t("myAccount.form.saving")}
      >
        {submitLabel}
      </Button>
    </AccountForm>
  );
}

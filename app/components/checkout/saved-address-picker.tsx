import type { SavedAddress } from "../../../core/accounts/address-ports.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError } from "../../ui/field-error.tsx";
import { CheckoutForm } from "./checkout-form.tsx";
import { personName } from "./checkout-summaries.tsx";

interface SavedAddressPickerProps {
  addresses: readonly SavedAddress[];
  chosenId: string | null;
  error?: string;
  busy: boolean;
}

/** A signed-in shopper's address book: deliver to one of them in one step. */
export function SavedAddressPicker({ addresses, chosenId, error, busy }: SavedAddressPickerProps) {
  const { t } = useSite();
  const initial = chosenId ?? addresses.find((address) => address.defaultAddress)?.id ?? addresses[0]?.id;
  return (
    <CheckoutForm intent="saved-address" labelledBy="saved-addresses-heading">
      <h3 id="saved-addresses-heading" className="checkout-subheading">
        {t("checkout.details.savedAddresses")}
      </h3>
      <fieldset className="checkout-choices" aria-describedby={error ? "saved-address-error" : undefined}>
        <legend className="visually-hidden">{t("checkout.details.savedAddresses")}</legend>
        {addresses.map((address) => (
          <label key={address.id} className="checkout-choice">
            <input
              type="radio"
              name="savedAddressId"
              value={address.id}
              defaultChecked={address.id === initial}
              required
            />
            <span className="checkout-choice__text">
              <span className="checkout-choice__label">{personName(address)}</span>
              <span className="checkout-choice__description">
                {[address.line1, address.line2, address.townCity, address.postcode, address.countryName]
                  .filter(Boolean)
                  .join(", ")}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError id="saved-address-error" message={error} />
      <Button type="submit" busy={busy} busyLabel={t("checkout.saving")} className="checkout-form__submit">
        {t("checkout.details.deliverHere")}
      </Button>
    </CheckoutForm>
  );
}

import { useCallback, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { SavedAddress } from "../../../core/accounts/address-ports.ts";
import type { ClientAddressRules } from "../../../core/accounts/address-rules.ts";
import type { MyAccountAnswer } from "../../../core/accounts/my-account-form.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { AccountForm, AccountNotice, useAccountAnswer } from "./account-form.tsx";
import { AddressForm } from "./address-form.tsx";

// The address book (spec 001 §3 "My account"): the saved addresses with the default marked and first; add,
// edit, make default and delete (after a confirmation). Disclosures are native <details>, so each works before
// and without JavaScript; make default and delete share one fetcher whose answer the book shows.

const BOOK_FETCHER = "address-book";

interface AddressBookProps {
  addresses: SavedAddress[];
  rules: ClientAddressRules;
  defaultCountry: string;
}

function regionName(rules: ClientAddressRules, address: SavedAddress): string | null {
  if (!address.regionIso) return null;
  return rules.regions[address.countryIso]?.find((r) => r.isocode === address.regionIso)?.name ?? null;
}

function AddressCard({
  address,
  rules,
  defaultCountry,
}: { address: SavedAddress } & Omit<AddressBookProps, "addresses">) {
  const { t } = useSite();
  const fetcher = useFetcher<MyAccountAnswer>({ key: BOOK_FETCHER });
  const editRef = useRef<HTMLDetailsElement>(null);
  const editAnswer = useAccountAnswer(fetcher, `address:${address.id}`);
  const closeEdit = useCallback(() => {
    if (editRef.current) editRef.current.open = false;
  }, []);
  const name = `${address.title} ${address.firstName} ${address.lastName}`;
  const lines = [
    address.line1,
    address.line2,
    address.townCity,
    regionName(rules, address),
    address.postcode,
    address.countryName,
  ].filter(Boolean);
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("addressId") === address.id;
  return (
    <li
      className={`address-card${address.defaultAddress ? " address-card--default" : ""}`}
      aria-busy={busy || undefined}
    >
      <article aria-label={`${name}, ${address.line1}`}>
        {address.defaultAddress && <p className="address-card__badge">{t("myAccount.addresses.default")}</p>}
        <p className="address-card__name">{name}</p>
        <address className="address-card__lines">
          {lines.map((line, index) => (
            // By place: a town and its state may share a name (New York, New York).
            <span key={index}>{line}</span>
          ))}
          <span className="address-card__phone">{address.phoneNumber}</span>
        </address>
        <div className="address-card__actions">
          {!address.defaultAddress && (
            <AccountForm fetcher={fetcher} intent="make-default" addressId={address.id}>
              <Button type="submit" variant="text" disabled={busy}>
                {t("myAccount.addresses.makeDefault")}
              </Button>
            </AccountForm>
          )}
          <details className="address-card__confirm">
            <summary className="ui-button ui-button--text">{t("myAccount.addresses.delete")}</summary>
            <div className="address-card__confirm-panel">
              <p>{t("myAccount.addresses.deleteConfirm")}</p>
              <AccountForm fetcher={fetcher} intent="delete-address" addressId={address.id}>
                <Button type="submit" variant="secondary" busy={busy}>
                  {t("myAccount.addresses.deleteYes")}
                </Button>
              </AccountForm>
            </div>
          </details>
        </div>
        <details
          className="address-card__edit"
          ref={editRef}
          open={Boolean(editAnswer && !editAnswer.ok) || undefined}
        >
          <summary className="ui-button ui-button--secondary">{t("myAccount.addresses.edit")}</summary>
          <AddressForm
            rules={rules}
            address={address}
            defaultCountry={defaultCountry}
            submitLabel={t("myAccount.addresses.saveChanges")}
            onSaved={closeEdit}
          />
        </details>
      </article>
    </li>
  );
}

export function AddressBook({ addresses, rules, defaultCountry }: AddressBookProps) {
  const { t } = useSite();
  const book = useFetcher<MyAccountAnswer>({ key: BOOK_FETCHER });
  const actionData = useActionData<MyAccountAnswer>();
  const latest = book.data ?? actionData;
  // The notice of the book's latest change, whichever form made it; refusals stay with their form.
  const notice = latest?.ok && isBookForm(latest.formId) ? latest : undefined;
  const addAnswer = useAccountAnswer(book, "add-address");
  const addRef = useRef<HTMLDetailsElement>(null);
  const closeAdd = useCallback(() => {
    if (addRef.current) addRef.current.open = false;
  }, []);
  return (
    <>
      <AccountNotice answer={notice} />
      {addresses.length === 0 ? (
        <p className="my-account__empty">{t("myAccount.addresses.empty")}</p>
      ) : (
        <ul className="address-book">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} rules={rules} defaultCountry={defaultCountry} />
          ))}
        </ul>
      )}
      <details
        className="address-book__add"
        ref={addRef}
        open={Boolean(addAnswer && !addAnswer.ok) || undefined}
      >
        <summary className="ui-button ui-button--primary">{t("myAccount.addresses.add")}</summary>
        <AddressForm
          rules={rules}
          defaultCountry={defaultCountry}
          submitLabel={t("myAccount.addresses.addSubmit")}
          onSaved={closeAdd}
        />
      </details>
    </>
  );
}

function isBookForm(formId: string): boolean {
  return formId === BOOK_FETCHER || formId === "add-address" || formId.startsWith("address:");
}

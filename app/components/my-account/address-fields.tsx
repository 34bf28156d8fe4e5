import {
  ADDRESS_MESSAGES,
  type ClientAddressRules,
  PHONE_PATTERN,
} from "../../../core/accounts/address-rules.ts";
import { TITLES } from "../../../core/accounts/titles.ts";
import type { PatternRule } from "../../../core/forms/field-rules.ts";
import { useSite } from "../../lib/use-site.ts";
import { InputField } from "../../ui/input-field.tsx";
import { SelectField } from "../../ui/select-field.tsx";

// The fields of an address (spec 001 §3 "My account": title, names, phone, lines, town, postcode, country and a
// state where the country needs one). The postcode rule and the state follow the chosen country.

export interface AddressValues {
  title?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  line1?: string;
  line2?: string | null;
  townCity?: string;
  postcode?: string;
  countryIso?: string;
  regionIso?: string | null;
}

/** The client's view of one country's rules, from the page's compact rule set. */
function countryRule(rules: ClientAddressRules, countryIso: string) {
  return {
    postcode: rules.postcodeRules[countryIso] ?? rules.defaultPostcodeRule,
    postcodeRequired: rules.postcodeRequired.includes(countryIso),
    stateRequired: rules.stateRequired.includes(countryIso),
    regions: rules.regions[countryIso] ?? [],
  };
}

/** The pattern rules and messages the form's validation uses for a country. */
export function addressValidation(rules: ClientAddressRules, countryIso: string) {
  const rule = countryRule(rules, countryIso);
  const patterns: Record<string, PatternRule> = {
    postcode: rule.postcode,
    phoneNumber: { pattern: PHONE_PATTERN, errorMessage: ADDRESS_MESSAGES.phoneNumber },
  };
  const messages: Record<string, string> = {
    title: ADDRESS_MESSAGES.title,
    firstName: ADDRESS_MESSAGES.firstName,
    lastName: ADDRESS_MESSAGES.lastName,
    line1: ADDRESS_MESSAGES.line1,
    townCity: ADDRESS_MESSAGES.townCity,
    countryIso: ADDRESS_MESSAGES.countryIso,
    regionIso: ADDRESS_MESSAGES.regionIso,
  };
  return { patterns, messages };
}

interface AddressFieldsProps {
  rules: ClientAddressRules;
  values: AddressValues;
  errors: Record<string, string>;
  country: string;
  onCountryChange: (countryIso: string) => void;
}

export function AddressFields({ rules, values, errors, country, onCountryChange }: AddressFieldsProps) {
  return (
    <div className="address-fields">
      <PersonalFields values={values} errors={errors} />
      <AddressLineFields
        rules={rules}
        values={values}
        errors={errors}
        country={country}
        onCountryChange={onCountryChange}
      />
    </div>
  );
}

/** The person an address is for: title, names and phone (spec 001 §3 personal details). */
export function PersonalFields({ values, errors }: Pick<AddressFieldsProps, "values" | "errors">) {
  const { t } = useSite();
  return (
    <>
      <SelectField
        label={t("myAccount.addresses.title")}
        fieldName="title"
        required
        defaultValue={values.title ?? ""}
        placeholder={t("myAccount.addresses.chooseTitle")}
        options={TITLES.map((title) => ({ value: title, label: title }))}
        errorMessage={errors.title}
        autoComplete="honorific-prefix"
        className="address-fields__title"
      />
      <div className="address-fields__row">
        <InputField
          fieldName="firstName"
          label={t("myAccount.addresses.firstName")}
          required
          maxLength={60}
          autoComplete="given-name"
          defaultValue={values.firstName ?? ""}
          errorMessage={errors.firstName}
        />
        <InputField
          fieldName="lastName"
          label={t("myAccount.addresses.lastName")}
          required
          maxLength={60}
          autoComplete="family-name"
          defaultValue={values.lastName ?? ""}
          errorMessage={errors.lastName}
        />
      </div>
      <InputField
        fieldName="phoneNumber"
        type="tel"
        label={t("myAccount.addresses.phone")}
        required
        maxLength={20}
        autoComplete="tel"
        defaultValue={values.phoneNumber ?? ""}
        errorMessage={errors.phoneNumber}
      />
    </>
  );
}

/** Country, lines, town, postcode and a state where the country has them; the rules follow the country. */
export function AddressLineFields({ rules, values, errors, country, onCountryChange }: AddressFieldsProps) {
  const { t } = useSite();
  const rule = countryRule(rules, country);
  const optionalText = t("myAccount.form.optional");
  const postcodeLabel =
    country === "US" ? t("myAccount.addresses.zipCode") : t("myAccount.addresses.postcode");
  return (
    <>
      <SelectField
        label={t("myAccount.addresses.country")}
        fieldName="countryIso"
        required
        value={country}
        onChange={(event) => onCountryChange(event.target.value)}
        options={rules.countries.map((c) => ({ value: c.isocode, label: c.name }))}
        errorMessage={errors.countryIso}
        autoComplete="country"
      />
      <InputField
        fieldName="line1"
        label={t("myAccount.addresses.line1")}
        required
        maxLength={100}
        autoComplete="address-line1"
        defaultValue={values.line1 ?? ""}
        errorMessage={errors.line1}
      />
      <InputField
        fieldName="line2"
        label={t("myAccount.addresses.line2")}
        optionalText={optionalText}
        maxLength={100}
        autoComplete="address-line2"
        defaultValue={values.line2 ?? ""}
        errorMessage={errors.line2}
      />
      <div className="address-fields__row">
        <InputField
          fieldName="townCity"
          label={t("myAccount.addresses.townCity")}
          required
          maxLength={60}
          autoComplete="address-level2"
          defaultValue={values.townCity ?? ""}
          errorMessage={errors.townCity}
        />
        <InputField
          // A new country brings a new rule: the field starts again rather than keep an old message.
          key={`postcode-${country}`}
          fieldName="postcode"
          label={postcodeLabel}
          required={rule.postcodeRequired}
          optionalText={optionalText}
          maxLength={16}
          autoComplete="postal-code"
          defaultValue={values.postcode ?? ""}
          errorMessage={errors.postcode}
        />
      </div>
      {rule.regions.length > 0 && (
        <SelectField
          key={`region-${country}`}
          label={t("myAccount.addresses.region")}
          fieldName="regionIso"
          required={rule.stateRequired}
          defaultValue={values.regionIso ?? ""}
          placeholder={t("myAccount.addresses.chooseRegion")}
          options={rule.regions.map((region) => ({ value: region.isocode, label: region.name }))}
          errorMessage={errors.regionIso}
          autoComplete="address-level1"
        />
      )}
    </>
  );
}

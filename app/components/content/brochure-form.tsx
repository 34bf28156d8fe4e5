import { Form, useNavigation } from "react-router";
import { BROCHURE_CHOICES, TITLES } from "../../../core/content-forms/brochure-request.ts";
import type { PatternRule } from "../../../core/forms/field-rules.ts";
import { useSite } from "../../routes/version-layout.tsx";
import { Button } from "../../ui/button.tsx";
import { useFormValidation } from "../../ui/form-validation.ts";
import { InfoBox } from "../../ui/info-box.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { RadioGroup } from "../../ui/radio-group.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { CsrfField } from "./csrf-field.tsx";
import type { FormFailure } from "./form-failure.ts";

interface BrochureFormProps {
  rules: { emailAddress?: PatternRule; postcode?: PatternRule };
  failure: FormFailure | null;
}

/** The brochure request form: posts natively to its page's action, checked in the browser first. */
export function BrochureForm({ rules, failure }: BrochureFormProps) {
  const { t } = useSite();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { formRef, errors } = useFormValidation({
    rules,
    messages: {
      firstName: t("form.firstName.error"),
      lastName: t("form.lastName.error"),
      addressLine1: t("brochure.addressLine1.error"),
      town: t("brochure.town.error"),
      brochure: t("brochure.choice.error"),
    },
    initialErrors: failure?.errors,
  });
  const values = failure?.values ?? {};
  const common = { optionalText: t("form.optional") };
  return (
    <Form method="post" ref={formRef} className="content-form" aria-labelledby="brochure-form-title">
      <h2 id="brochure-form-title" className="content-form__title">
        {t("brochure.formTitle")}
      </h2>
      {failure && (
        <InfoBox type="error" title={t("form.errorSummary")}>
          <ul className="content-form__summary">
            {Object.entries(failure.errors).map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </InfoBox>
      )}
      <CsrfField />
      <RadioGroup
        legend={t("brochure.choice")}
        fieldName="brochure"
        required
        defaultValue={values.brochure ?? "home"}
        options={BROCHURE_CHOICES.map((choice) => ({ value: choice, label: t(`brochure.choice.${choice}`) }))}
        errorMessage={errors.brochure}
      />
      <div className="content-form__row content-form__row--title">
        <SelectField
          label={`${t("brochure.title")} ${t("form.optional")}`}
          fieldName="title"
          defaultValue={values.title ?? ""}
          options={TITLES.filter(Boolean).map((title) => ({ value: title, label: title }))}
          placeholder={t("brochure.titleChoose")}
          errorMessage={errors.title}
        />
      </div>
      <div className="content-form__row">
        <InputField
          {...common}
          label={t("form.firstName")}
          fieldName="firstName"
          required
          maxLength={60}
          autoComplete="given-name"
          defaultValue={values.firstName}
          errorMessage={errors.firstName}
        />
        <InputField
          {...common}
          label={t("form.lastName")}
          fieldName="lastName"
          required
          maxLength={60}
          autoComplete="family-name"
          defaultValue={values.lastName}
          errorMessage={errors.lastName}
        />
      </div>
      <InputField
        {...common}
        label={t("brochure.addressLine1")}
        fieldName="addressLine1"
        required
        maxLength={100}
        autoComplete="address-line1"
        defaultValue={values.addressLine1}
        errorMessage={errors.addressLine1}
      />
      <InputField
        {...common}
        label={t("brochure.addressLine2")}
        fieldName="addressLine2"
        maxLength={100}
        autoComplete="address-line2"
        defaultValue={values.addressLine2}
        errorMessage={errors.addressLine2}
      />
      <div className="content-form__row">
        <InputField
          {...common}
          label={t("brochure.town")}
          fieldName="town"
          required
          maxLength={60}
          autoComplete="address-level2"
          defaultValue={values.town}
          errorMessage={errors.town}
        />
        <InputField
          {...common}
          label={t("brochure.county")}
          fieldName="county"
          maxLength={60}
          autoComplete="address-level1"
          defaultValue={values.county}
          errorMessage={errors.county}
        />
      </div>
      <InputField
        {...common}
        label={t("brochure.postcode")}
        fieldName="postcode"
        required
        maxLength={12}
        autoComplete="postal-code"
        info={t("brochure.postcodeInfo")}
        defaultValue={values.postcode}
        errorMessage={errors.postcode}
        className="content-form__short"
      />
      <InputField
        {...common}
        label={t("form.emailAddress")}
        fieldName="emailAddress"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        info={t("form.emailInfo")}
        defaultValue={values.emailAddress}
        errorMessage={errors.emailAddress}
      />
      <label className="content-form__check">
        <input
          type="checkbox"
          name="marketingOptIn"
          value="true"
          defaultChecked={values.marketingOptIn === "true"}
        />
        <span>{t("brochure.marketingOptIn")}</span>
      </label>
      <Button type="submit" busy={busy} busyLabel={t("form.sending")} className="content-form__submit">
        {t("brochure.submit")}
      </Button>
    </Form>
  );
}

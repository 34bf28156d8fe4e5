import { BROCHURE_CHOICES, TITLES } from "../../../core/content-forms/brochure-request.ts";
import type { PatternRule } from "../../../core/forms/field-rules.ts";
import { useSite } from "../../lib/use-site.ts";
import { InputField } from "../../ui/input-field.tsx";
import { RadioGroup } from "../../ui/radio-group.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { ContentForm, EmailField, NameFields, useContentFormValidation } from "./content-form-parts.tsx";
import type { FormFailure } from "./form-failure.ts";
import "./content-form.css";

interface BrochureFormProps {
  rules: { emailAddress?: PatternRule; postcode?: PatternRule };
  failure: FormFailure | null;
}

/** The brochure request form: posts natively to its page's action, checked in the browser first. */
export function BrochureForm({ rules, failure }: BrochureFormProps) {
  const { t } = useSite();
  const { formRef, errors, values, field } = useContentFormValidation({
    rules,
    messages: {
      addressLine1: t("brochure.addressLine1.error"),
      town: t("brochure.town.error"),
      brochure: t("brochure.choice.error"),
    },
    failure,
  });
  return (
    <ContentForm
      titleId="brochure-form-title"
      title={t("brochure.formTitle")}
      submitLabel={t("brochure.submit")}
      formRef={formRef}
      failure={failure}
    >
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
      <NameFields field={field} />
      <InputField
        {...field("addressLine1")}
        label={t("brochure.addressLine1")}
        required
        maxLength={100}
        autoComplete="address-line1"
      />
      <InputField
        {...field("addressLine2")}
        label={t("brochure.addressLine2")}
        maxLength={100}
        autoComplete="address-line2"
      />
      <div className="content-form__row">
        <InputField
          {...field("town")}
          label={t("brochure.town")}
          required
          maxLength={60}
          autoComplete="address-level2"
        />
        <InputField
          {...field("county")}
          label={t("brochure.county")}
          maxLength={60}
          autoComplete="address-level1"
        />
      </div>
      <InputField
        {...field("postcode")}
        label={t("brochure.postcode")}
        required
        maxLength={12}
        autoComplete="postal-code"
        info={t("brochure.postcodeInfo")}
        className="content-form__short"
      />
      <EmailField field={field} />
      <label className="content-form__check">
        <input
          type="checkbox"
          name="marketingOptIn"
          value="true"
          defaultChecked={values.marketingOptIn === "true"}
        />
        <span>{t("brochure.marketingOptIn")}</span>
      </label>
    </ContentForm>
  );
}

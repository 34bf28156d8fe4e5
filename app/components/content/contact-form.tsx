import { CONTACT_SUBJECTS, ORDER_NUMBER_PATTERN } from "../../../core/content-forms/contact-message.ts";
import type { PatternRule } from "../../../core/forms/field-rules.ts";
import { useSite } from "../../lib/use-site.ts";
import { InputField } from "../../ui/input-field.tsx";
import { RadioGroup } from "../../ui/radio-group.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { ContentForm, EmailField, NameFields, useContentFormValidation } from "./content-form-parts.tsx";
import type { FormFailure } from "./form-failure.ts";
import "./content-form.css";

interface ContactFormProps {
  rules: { emailAddress?: PatternRule };
  failure: FormFailure | null;
  /** A subject to start with (?subject=account from the account-deletion page). */
  subject?: string;
}

/** Contact us: subject, summary, order number, product details, account yes or no, name and e-mail. */
export function ContactForm({ rules, failure, subject }: ContactFormProps) {
  const { t } = useSite();
  const { formRef, errors, values, field } = useContentFormValidation({
    rules: {
      ...rules,
      orderNumber: { pattern: ORDER_NUMBER_PATTERN, errorMessage: t("contact.orderNumber.error") },
    },
    messages: {
      subject: t("contact.subject.error"),
      summary: t("contact.summary.error"),
      hasAccount: t("contact.account.error"),
    },
    failure,
  });
  return (
    <ContentForm
      titleId="contact-form-title"
      title={t("contact.formTitle")}
      submitLabel={t("contact.submit")}
      formRef={formRef}
      failure={failure}
    >
      <SelectField
        label={t("contact.subject")}
        fieldName="subject"
        required
        defaultValue={values.subject ?? subject ?? ""}
        placeholder={t("contact.subjectChoose")}
        options={CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contact.subject.${value}`) }))}
        errorMessage={errors.subject}
      />
      <TextAreaField
        {...field("summary")}
        label={t("contact.summary")}
        required
        hint={t("contact.summaryHint")}
        charactersLeftText={(count) => t("form.charactersLeft", { count })}
      />
      <div className="content-form__row">
        <InputField
          {...field("orderNumber")}
          label={t("contact.orderNumber")}
          maxLength={9}
          info={t("contact.orderNumberInfo")}
        />
        <InputField
          {...field("productDetails")}
          label={t("contact.productDetails")}
          subLabel={t("contact.productDetailsHint")}
          maxLength={200}
        />
      </div>
      <RadioGroup
        legend={t("contact.account")}
        fieldName="hasAccount"
        required
        defaultValue={values.hasAccount}
        options={[
          { value: "yes", label: t("contact.account.yes") },
          { value: "no", label: t("contact.account.no") },
        ]}
        errorMessage={errors.hasAccount}
      />
      <NameFields field={field} />
      <EmailField field={field} />
    </ContentForm>
  );
}

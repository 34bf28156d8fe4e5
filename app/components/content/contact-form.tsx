import { Form, useNavigation } from "react-router";
import { CONTACT_SUBJECTS, ORDER_NUMBER_PATTERN } from "../../../core/content-forms/contact-message.ts";
import type { PatternRule } from "../../../core/forms/field-rules.ts";
import { useSite } from "../../routes/version-layout.tsx";
import { Button } from "../../ui/button.tsx";
import { useFormValidation } from "../../ui/form-validation.ts";
import { InfoBox } from "../../ui/info-box.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { RadioGroup } from "../../ui/radio-group.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { CsrfField } from "./csrf-field.tsx";
import type { FormFailure } from "./form-failure.ts";

interface ContactFormProps {
  rules: { emailAddress?: PatternRule };
  failure: FormFailure | null;
  /** A subject to start with (?subject=account from the account-deletion page). */
  subject?: string;
}

/** Contact us: subject, summary, order number, product details, account yes or no, name and e-mail. */
export function ContactForm({ rules, failure, subject }: ContactFormProps) {
  const { t } = useSite();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { formRef, errors } = useFormValidation({
    rules: {
      ...rules,
      orderNumber: { pattern: ORDER_NUMBER_PATTERN, errorMessage: t("contact.orderNumber.error") },
    },
    messages: {
      firstName: t("form.firstName.error"),
      lastName: t("form.lastName.error"),
      subject: t("contact.subject.error"),
      summary: t("contact.summary.error"),
      hasAccount: t("contact.account.error"),
    },
    initialErrors: failure?.errors,
  });
  const values = failure?.values ?? {};
  const common = { optionalText: t("form.optional") };
  return (
    <Form method="post" ref={formRef} className="content-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="content-form__title">
        {t("contact.formTitle")}
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
        label={t("contact.summary")}
        fieldName="summary"
        required
        hint={t("contact.summaryHint")}
        defaultValue={values.summary}
        charactersLeftText={(count) => t("form.charactersLeft", { count })}
        optionalText={t("form.optional")}
        errorMessage={errors.summary}
      />
      <div className="content-form__row">
        <InputField
          {...common}
          label={t("contact.orderNumber")}
          fieldName="orderNumber"
          maxLength={9}
          info={t("contact.orderNumberInfo")}
          defaultValue={values.orderNumber}
          errorMessage={errors.orderNumber}
        />
        <InputField
          {...common}
          label={t("contact.productDetails")}
          subLabel={t("contact.productDetailsHint")}
          fieldName="productDetails"
          maxLength={200}
          defaultValue={values.productDetails}
          errorMessage={errors.productDetails}
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
      <Button type="submit" busy={busy} busyLabel={t("form.sending")} className="content-form__submit">
        {t("contact.submit")}
      </Button>
    </Form>
  );
}

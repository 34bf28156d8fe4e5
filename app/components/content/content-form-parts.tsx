import type { ReactNode, RefObject } from "react";
import { useNavigation } from "react-router";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { type FormValidationOptions, useFormValidation } from "../../ui/form-validation.ts";
import { InfoBox } from "../../ui/info-box.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { Form } from "../../ui/site-form.tsx";
import { CsrfField } from "./csrf-field.tsx";
import type { FormFailure } from "./form-failure.ts";
import "./content-form.css";

// What the content forms (brochure request, contact us) have in common: the validation set-up with
// the name messages, the frame (title, summary of a refused submit, CSRF token, submit button), and
// the name and e-mail fields every one of them asks for.

type Values = Record<string, string | undefined>;

interface ContentFormValidationOptions {
  rules: NonNullable<FormValidationOptions["rules"]>;
  /** The form's own field messages; the name messages are added here. */
  messages: Record<string, string>;
  failure: FormFailure | null;
}

/** The form's validation, what was typed before a refused submit, and the props every field shares. */
export function useContentFormValidation({ rules, messages, failure }: ContentFormValidationOptions) {
  const { t } = useSite();
  const { formRef, errors } = useFormValidation({
    rules,
    messages: { firstName: t("form.firstName.error"), lastName: t("form.lastName.error"), ...messages },
    initialErrors: failure?.errors,
  });
  const values: Values = failure?.values ?? {};
  const optionalText = t("form.optional");
  const field: FieldBinding = (fieldName) => ({
    optionalText,
    fieldName,
    defaultValue: values[fieldName],
    errorMessage: errors[fieldName],
  });
  return { formRef, errors, values, field };
}

/** The props every field of a content form shares: its name, what was typed before a refused submit, its error. */
type FieldBinding = (fieldName: string) => {
  optionalText: string;
  fieldName: string;
  defaultValue: string | undefined;
  errorMessage: string | undefined;
};

interface ContentFormProps {
  /** Id of the form's heading, which names the form. */
  titleId: string;
  title: string;
  submitLabel: string;
  formRef: RefObject<HTMLFormElement | null>;
  failure: FormFailure | null;
  children: ReactNode;
}

/** A content form that posts natively to its page's action, with the server's messages listed on top. */
export function ContentForm({ titleId, title, submitLabel, formRef, failure, children }: ContentFormProps) {
  const { t } = useSite();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" ref={formRef} className="content-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-form__title">
        {title}
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
      {children}
      <Button type="submit" busy={busy} busyLabel={t("form.sending")} className="content-form__submit">
        {submitLabel}
      </Button>
    </Form>
  );
}

interface FieldsProps {
  field: FieldBinding;
}

/** First and last name side by side. */
export function NameFields({ field }: FieldsProps) {
  const { t } = useSite();
  return (
    <div className="content-form__row">
      <InputField
        {...field("firstName")}
        label={t("form.firstName")}
        required
        maxLength={60}
        autoComplete="given-name"
      />
      <InputField
        {...field("lastName")}
        label={t("form.lastName")}
        required
        maxLength={60}
        autoComplete="family-name"
      />
    </div>
  );
}

/** The shopper's e-mail address, with the note on what it is used for. */
export function EmailField({ field }: FieldsProps) {
  const { t } = useSite();
  return (
    <InputField
      {...field("emailAddress")}
      label={t("form.emailAddress")}
      type="email"
      required
      maxLength={254}
      autoComplete="email"
      info={t("form.emailInfo")}
    />
  );
}

import { useState } from "react";
import { useNavigation } from "react-router";
import { checkPassword, PASSWORD_MISMATCH_MESSAGE } from "../../../core/accounts/password-rules.ts";
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  REGISTRATION_MESSAGES,
} from "../../../core/accounts/registration-messages.ts";
import { TITLES } from "../../../core/accounts/titles.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { useFormValidation } from "../../ui/form-validation.ts";
import { InfoBox } from "../../ui/info-box.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { Form } from "../../ui/site-form.tsx";
import { CsrfField } from "../content/csrf-field.tsx";
import { PasswordField, PasswordRuleList } from "./password-field.tsx";

interface RegisterFormProps {
  returnTo: string;
  failure: {
    formError?: string;
    fields: Record<string, string>;
    passwordFailures?: string[];
    values: Record<string, string>;
  } | null;
}

/**
 * Create an account (spec 001 §5): title, names, phone, e-mail, password twice, an optional birthday and marketing
 * consent. One schema (core/accounts/registration-form.ts) checks it here and again on the server.
 */
export function RegisterForm({ returnTo, failure }: RegisterFormProps) {
  const { t } = useSite();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "register";
  const values = failure?.values ?? {};
  const [password, setPassword] = useState("");
  const [email, setEmail] = useState(values.email ?? "");
  const { formRef, errors } = useFormValidation({
    rules: {
      email: { pattern: EMAIL_PATTERN, errorMessage: REGISTRATION_MESSAGES.email },
      phone: { pattern: PHONE_PATTERN, errorMessage: REGISTRATION_MESSAGES.phone },
    },
    messages: {
      title: REGISTRATION_MESSAGES.title,
      firstName: REGISTRATION_MESSAGES.firstName,
      lastName: REGISTRATION_MESSAGES.lastName,
      phone: REGISTRATION_MESSAGES.phone,
      email: REGISTRATION_MESSAGES.email,
      password: REGISTRATION_MESSAGES.password,
      confirmPassword: PASSWORD_MISMATCH_MESSAGE,
      birthdayDay: REGISTRATION_MESSAGES.birthday,
      birthdayMonth: REGISTRATION_MESSAGES.birthday,
    },
    initialErrors: failure?.fields,
  });
  return (
    <Form method="post" ref={formRef} className="login-form" aria-labelledby="register-heading">
      <CsrfField />
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {failure?.formError && <InfoBox type="error">{failure.formError}</InfoBox>}
      <SelectField
        id="register-title"
        label={t("account.login.title.field")}
        fieldName="title"
        required
        defaultValue={values.title ?? ""}
        placeholder={t("account.login.chooseTitle")}
        options={TITLES.map((title) => ({ value: title, label: title }))}
        errorMessage={errors.title}
        autoComplete="honorific-prefix"
      />
      <div className="login-form__row">
        <InputField
          id="register-first-name"
          fieldName="firstName"
          label={t("account.login.firstName")}
          autoComplete="given-name"
          required
          maxLength={60}
          defaultValue={values.firstName}
          errorMessage={errors.firstName}
        />
        <InputField
          id="register-last-name"
          fieldName="lastName"
          label={t("account.login.lastName")}
          autoComplete="family-name"
          required
          maxLength={60}
          defaultValue={values.lastName}
          errorMessage={errors.lastName}
        />
      </div>
      <InputField
        id="register-phone"
        fieldName="phone"
        type="tel"
        label={t("account.login.phone")}
        autoComplete="tel"
        required
        maxLength={20}
        defaultValue={values.phone}
        errorMessage={errors.phone}
      />
      <InputField
        id="register-email"
        fieldName="email"
        type="email"
        label={t("account.login.email")}
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={values.email}
        errorMessage={errors.email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <PasswordField
        id="register-password"
        fieldName="password"
        label={t("account.login.password")}
        autoComplete="new-password"
        errorMessage={errors.password}
        invalidMessage={REGISTRATION_MESSAGES.password}
        invalidWhen={(value) => !checkPassword(value, { email }).valid}
        onValue={setPassword}
      />
      <PasswordRuleList password={password} serverFailures={failure?.passwordFailures} email={email} />
      <PasswordField
        id="register-confirm-password"
        fieldName="confirmPassword"
        label={t("account.login.confirmPassword")}
        autoComplete="new-password"
        errorMessage={errors.confirmPassword}
        invalidMessage={PASSWORD_MISMATCH_MESSAGE}
        invalidWhen={(value) => value !== password}
      />
      <fieldset className="login-form__birthday" aria-describedby="birthday-help">
        <legend>
          {t("account.login.birthday")}{" "}
          <span className="login-form__optional">{t("account.login.optional")}</span>
        </legend>
        <p id="birthday-help" className="login-form__help">
          {t("account.login.birthdayHelp")}
        </p>
        <div className="login-form__row login-form__row--narrow">
          <InputField
            id="register-birthday-day"
            fieldName="birthdayDay"
            label={t("account.login.birthdayDay")}
            inputMode="numeric"
            pattern="(0?[1-9]|[12][0-9]|3[01])"
            maxLength={2}
            autoComplete="bday-day"
            defaultValue={values.birthdayDay}
            errorMessage={errors.birthdayDay}
            optionalText=""
          />
          <InputField
            id="register-birthday-month"
            fieldName="birthdayMonth"
            label={t("account.login.birthdayMonth")}
            inputMode="numeric"
            pattern="(0?[1-9]|1[0-2])"
            maxLength={2}
            autoComplete="bday-month"
            defaultValue={values.birthdayMonth}
            errorMessage={errors.birthdayMonth}
            optionalText=""
          />
        </div>
      </fieldset>
      <label className="login-form__consent">
        <input type="checkbox" name="marketingConsent" defaultChecked={values.marketingConsent === "on"} />
        <span>{t("account.login.marketing")}</span>
      </label>
      <Button type="submit" fullWidth busy={busy} busyLabel={t("account.login.registering")}>
        {t("account.login.register")}
      </Button>
    </Form>
  );
}

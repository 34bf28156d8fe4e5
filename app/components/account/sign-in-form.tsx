import { useNavigation } from "react-router";
import { REGISTRATION_MESSAGES } from "../../../core/accounts/registration-messages.ts";
import { SIGN_IN_PASSWORD_MESSAGE } from "../../../core/accounts/sign-in-form.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button, type ButtonVariant } from "../../ui/button.tsx";
import { useFormValidation } from "../../ui/form-validation.ts";
import { InfoBox } from "../../ui/info-box.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { Form } from "../../ui/site-form.tsx";
import { CsrfField } from "../content/csrf-field.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import { PasswordField } from "./password-field.tsx";

interface SignInFormProps {
  returnTo: string;
  failure: { formError?: string; fields: Record<string, string>; values: Record<string, string> } | null;
  rememberedEmail?: string;
  /** Secondary where signing in is the lesser choice (the checkout sign-in's new view puts guests first). */
  submitVariant?: ButtonVariant;
}

/** Sign in (spec 001 §2): e-mail and password, a link to reset it; a native post that JavaScript enhances. */
export function SignInForm({
  returnTo,
  failure,
  rememberedEmail,
  submitVariant = "primary",
}: SignInFormProps) {
  const { t, version } = useSite();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "signIn";
  const { formRef, errors } = useFormValidation({
    messages: { email: REGISTRATION_MESSAGES.email, password: SIGN_IN_PASSWORD_MESSAGE },
    initialErrors: failure?.fields,
  });
  return (
    <Form method="post" ref={formRef} className="login-form" aria-labelledby="sign-in-heading">
      <CsrfField />
      <input type="hidden" name="intent" value="signIn" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {failure?.formError && <InfoBox type="error">{failure.formError}</InfoBox>}
      <InputField
        id="sign-in-email"
        fieldName="email"
        type="email"
        label={t("account.login.email")}
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={failure?.values.email ?? rememberedEmail}
        errorMessage={errors.email}
      />
      <PasswordField
        id="sign-in-password"
        fieldName="password"
        label={t("account.login.password")}
        autoComplete="current-password"
        errorMessage={errors.password}
      />
      <p className="login-form__forgotten">
        <SiteLink version={version} to="/login/pw/request">
          {t("account.login.forgotten")}
        </SiteLink>
      </p>
      <Button
        type="submit"
        variant={submitVariant}
        fullWidth
        busy={busy}
        busyLabel={t("account.login.signingIn")}
      >
        {t("account.login.signIn")}
      </Button>
    </Form>
  );
}

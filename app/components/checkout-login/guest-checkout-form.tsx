import { useNavigation } from "react-router";
import type { PatternRule } from "../../../core/forms/field-rules.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { useFormValidation } from "../../ui/form-validation.ts";
import { InputField } from "../../ui/input-field.tsx";
import { Form } from "../../ui/site-form.tsx";
import { CsrfField } from "../content/csrf-field.tsx";
import { GUEST_HEADING_ID } from "./checkout-sign-in-props.ts";

/** The checkout action's intent for a guest's e-mail (the checkout route stores it and carries on there). */
const GUEST_EMAIL_INTENT = "guest-email";

interface GuestCheckoutFormProps {
  /** The checkout page, whose action takes the guest's e-mail. */
  checkoutPath: string;
  emailRule: PatternRule;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/**
 * Checkout as a guest: one e-mail field, posted natively to the checkout. The checkout shows
 * its own refusal, so the field is checked here first with the same rule and message.
 */
function GuestCheckoutForm({ checkoutPath, emailRule, labelledBy }: GuestCheckoutFormProps) {
  const { t } = useSite();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === GUEST_EMAIL_INTENT;
  const { formRef, errors } = useFormValidation({
    rules: { email: emailRule },
    messages: { email: emailRule.errorMessage },
  });
  return (
    <Form
      method="post"
      action={checkoutPath}
      ref={formRef}
      className="checkout-login__form"
      aria-labelledby={labelledBy}
    >
      <CsrfField />
      <input type="hidden" name="intent" value={GUEST_EMAIL_INTENT} />
      <InputField
        id="guest-email"
        fieldName="email"
        type="email"
        label={t("checkout.login.email")}
        autoComplete="email"
        required
        maxLength={254}
        errorMessage={errors.email}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel={t("checkout.login.continuing")}>
        {t("checkout.login.continueAsGuest")}
      </Button>
      <p className="checkout-login__note">{t("checkout.login.guestNote")}</p>
    </Form>
  );
}

/** The guest panel of both views: its heading, a line of copy and the e-mail form. */
export function GuestCheckoutPanel({
  checkoutPath,
  guestEmailRule,
  className,
}: {
  checkoutPath: string;
  guestEmailRule: GuestCheckoutFormProps["emailRule"];
  className: string;
}) {
  const { t } = useSite();
  return (
    <section className={className} aria-labelledby={GUEST_HEADING_ID}>
      <h2 id={GUEST_HEADING_ID} className="checkout-login__heading">
        {t("checkout.login.guestHeading")}
      </h2>
      <p className="checkout-login__copy">{t("checkout.login.guestCopy")}</p>
      <GuestCheckoutForm
        checkoutPath={checkoutPath}
        emailRule={guestEmailRule}
        labelledBy={GUEST_HEADING_ID}
      />
    </section>
  );
}

import { useSite } from "../../lib/use-site.ts";
import { SignInForm } from "../account/sign-in-form.tsx";
import { type CheckoutSignInViewProps, SIGN_IN_HEADING_ID } from "./checkout-sign-in-props.ts";
import { GuestCheckoutPanel } from "./guest-checkout-form.tsx";

/**
 * The new view (checkoutSignInNewView on): checking out as a guest is the first and most
 * prominent choice, a returning customer's sign-in comes second and quieter.
 */
export function CheckoutSignInNewView({
  checkoutPath,
  guestEmailRule,
  rememberedEmail,
  signInFailure,
}: CheckoutSignInViewProps) {
  const { t } = useSite();
  return (
    <div className="checkout-login__stack">
      <GuestCheckoutPanel
        checkoutPath={checkoutPath}
        guestEmailRule={guestEmailRule}
        className="checkout-login__panel checkout-login__panel--primary"
      />
      <section
        className="checkout-login__panel checkout-login__panel--secondary"
        aria-labelledby={SIGN_IN_HEADING_ID}
      >
        <h2 id={SIGN_IN_HEADING_ID} className="checkout-login__heading checkout-login__heading--small">
          {t("checkout.login.returningHeading")}
        </h2>
        <p className="checkout-login__copy">{t("checkout.login.signInCopy")}</p>
        <SignInForm
          returnTo={checkoutPath}
          failure={signInFailure}
          rememberedEmail={rememberedEmail}
          submitVariant="secondary"
        />
      </section>
    </div>
  );
}

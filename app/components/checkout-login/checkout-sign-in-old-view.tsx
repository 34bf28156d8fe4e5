import { useSite } from "../../lib/use-site.ts";
import { SignInForm } from "../account/sign-in-form.tsx";
import { type CheckoutSignInViewProps, SIGN_IN_HEADING_ID } from "./checkout-sign-in-props.ts";
import { GuestCheckoutPanel } from "./guest-checkout-form.tsx";

/**
 * The old view (checkoutSignInNewView off): sign in on the left and checkout as a guest on the right, equal
 * columns; stacked on a phone with sign-in first, as in the source order.
 */
export function CheckoutSignInOldView({
  checkoutPath,
  guestEmailRule,
  rememberedEmail,
  signInFailure,
}: CheckoutSignInViewProps) {
  const { t } = useSite();
  return (
    <div className="checkout-login__columns">
      <section className="checkout-login__panel" aria-labelledby={SIGN_IN_HEADING_ID}>
        <h2 id={SIGN_IN_HEADING_ID} className="checkout-login__heading">
          {t("checkout.login.signInHeading")}
        </h2>
        <p className="checkout-login__copy">{t("checkout.login.signInCopy")}</p>
        <SignInForm returnTo={checkoutPath} failure={signInFailure} rememberedEmail={rememberedEmail} />
      </section>
      <GuestCheckoutPanel
        checkoutPath={checkoutPath}
        guestEmailRule={guestEmailRule}
        className="checkout-login__panel"
      />
    </div>
  );
}

import type { PatternRule } from "../../../core/forms/field-rules.ts";

/** What either view of the checkout sign-in shows: the checkout to go on to, and a failed sign-in to show again. */
export interface CheckoutSignInViewProps {
  checkoutPath: string;
  guestEmailRule: PatternRule;
  rememberedEmail?: string;
  signInFailure: {
    formError?: string;
    fields: Record<string, string>;
    values: Record<string, string>;
  } | null;
}

/** SignInForm names itself by this heading id (app/components/account/sign-in-form.tsx). */
export const SIGN_IN_HEADING_ID = "sign-in-heading";
export const GUEST_HEADING_ID = "guest-checkout-heading";

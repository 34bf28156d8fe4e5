// UK wording for the checkout sign-in page login/checkout (spec 001 §2); merged into the
// catalogue in ../en-GB.ts.
export const checkoutLoginText = {
  "checkout.login.title": "Checkout",
  "checkout.login.guestHeading": "Checkout as a guest",
  "checkout.login.guestCopy":
    "No account needed: enter your email address to continue to delivery and payment.",
  "checkout.login.email": "Email address",
  "checkout.login.continueAsGuest": "Continue as guest",
  "checkout.login.continuing": "Continuing",
  "checkout.login.guestNote":
    "We'll send your order confirmation here. You can create an account after you've placed your order.",
  "checkout.login.signInHeading": "Sign in",
  "checkout.login.returningHeading": "Returning customer? Sign in",
  "checkout.login.signInCopy": "Sign in to use your saved addresses and check out faster.",
} as const;

// US wording for the checkout sign-in page where it differs from the UK; merged in ../en-US.ts.
export const checkoutLoginTextUS: Record<string, string> = {
  "checkout.login.guestHeading": "Check out as a guest",
};

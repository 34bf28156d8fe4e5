// US wording for the password pages where it differs from the UK; merged in ../en-US.ts.
export const passwordsTextUS: Record<string, string> = {
  "password.request.sent":
    "If there's an account for {email}, we've sent an email with a link. It may take a minute to arrive; remember to check your spam folder.",
};

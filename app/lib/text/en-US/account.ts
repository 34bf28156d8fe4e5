// US wording for sign-in and registration where it differs from the UK; merged in ../en-US.ts.
export const accountTextUS: Record<string, string> = {
  "account.login.forgotten": "Forgot your password?",
};

// The one place the password flows check a new password (spec 001 §5). The rules themselves belong to
// core/accounts/password-rules.ts (slice IDENTITY, `checkPassword` and PASSWORD_MISMATCH_MESSAGE); until that
// lands on this branch the same rules are stated here, behind this one function, so swapping is one import.

export const PASSWORD_MISMATCH_MESSAGE = "Your passwords do not match. Please check and try again.";

const RULES: { test: (password: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= 8, message: "Your password must be at least 8 characters long." },
  {
    test: (p) => /\p{Lu}/u.test(p),
    message: "Your password must contain at least one upper case character.",
  },
  {
    test: (p) => /\p{Ll}/u.test(p),
    message: "Your password must contain at least one lower case character.",
  },
  { test: (p) => /\p{Nd}/u.test(p), message: "Your password must contain at least one number." },
  {
    test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p),
    message: "Your password must contain at least one special character.",
  },
];

/** Field messages for a new password and its confirmation; null when both are acceptable. */
export function newPasswordErrors(
  password: string,
  confirmPassword: string,
): { password?: string; confirmPassword?: string } | null {
  const errors: { password?: string; confirmPassword?: string } = {};
  const failed = RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
  if (password.length > 256) failed.push("Your password must be at most 256 characters long.");
  if (failed.length) errors.password = failed.join(" ");
  if (password !== confirmPassword) errors.confirmPassword = PASSWORD_MISMATCH_MESSAGE;
  return Object.keys(errors).length ? errors : null;
}

import { checkPassword, PASSWORD_MISMATCH_MESSAGE } from "./password-rules.ts";

// The one place the password flows check a new password (spec 001 §5): the rules are slice IDENTITY's
// (core/accounts/password-rules.ts), so reset, change and registration refuse exactly the same passwords.

/** Field messages for a new password and its confirmation; null when both are acceptable. */
export function newPasswordErrors(
  password: string,
  confirmPassword: string,
  context: { email?: string; commonPasswords?: ReadonlySet<string> } = {},
): { password?: string; confirmPassword?: string } | null {
  const errors: { password?: string; confirmPassword?: string } = {};
  const { failures } = checkPassword(password, context);
  if (failures.length)
    errors.password = `Your password must have: ${failures.map((f) => f.message.toLowerCase()).join("; ")}.`;
  if (password !== confirmPassword) errors.confirmPassword = PASSWORD_MISMATCH_MESSAGE;
  return Object.keys(errors).length ? errors : null;
}

import type { RequestContext } from "../../core/site/request-context.ts";

// The change-password form of my account (spec 001 §5, §7 `POST /login-endpoint/changePassword`). The PASSWORDS
// slice (branch acct-passwords) owns changing a password: checking the current one, the password rules, and
// ending the customer's other sessions. Until it is merged here, the page's form posts to its own action,
// which calls this one function; the lead connects it to the passwords service.

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; formError?: string; errors?: Record<string, string> };

export const CHANGE_PASSWORD_UNAVAILABLE =
  "Changing your password is not available just now. Please try again later.";

/** TODO(lead): connect to the PASSWORDS slice's change-password service when acct-passwords is merged. */
export async function changePasswordFromMyAccount(
  _ctx: RequestContext,
  _customerId: string,
  _input: ChangePasswordInput,
): Promise<ChangePasswordResult> {
  return { ok: false, formError: CHANGE_PASSWORD_UNAVAILABLE };
}

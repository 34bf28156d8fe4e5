import type { RequestContext } from "../../core/pages/request-context.ts";

// The change-password form of my account (spec 001 §5, §7 `POST /login-endpoint/changePassword`): the passwords
// service checks the current password and the rules, and ends the customer's other sessions.

interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type ChangePasswordResult = { ok: true } | { ok: false; formError?: string; errors?: Record<string, string> };

export async function changePasswordFromMyAccount(
  ctx: RequestContext,
  customerId: string,
  input: ChangePasswordInput,
): Promise<ChangePasswordResult> {
  const outcome = await ctx.services.passwords.changePassword({
    customerId,
    sessionId: ctx.session.id,
    currentPassword: input.currentPassword,
    password: input.newPassword,
    confirmPassword: input.confirmPassword,
    now: new Date(),
  });
  if (outcome.ok) return { ok: true };
  // The service names the new password `password`; this form calls it `newPassword`.
  const { password, ...rest } = outcome.fields;
  return { ok: false, errors: { ...rest, ...(password ? { newPassword: password } : {}) } };
}

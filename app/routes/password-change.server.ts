import { data, type RouterContextProvider, redirect } from "react-router";
import { EXPIRED_LINK_MESSAGE } from "../../core/accounts/password-forms.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { requestContext } from "../lib/request-context.ts";

// login/pw/change (spec 001 §2, §5, §7): the link's token is checked through the same service as checkToken;
// a new password is set once, the customer's other sessions end, and the customer is signed in on this one.

export type PasswordChangeAnswer =
  | { kind: "invalid"; errors: { password?: string; confirmPassword?: string } }
  | { kind: "expired"; message: string };

interface Args {
  request: Request;
  params: { version?: string };
  context: Readonly<RouterContextProvider>;
}

export async function loadPasswordChange({ request, context }: Args) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  if (url.searchParams.get("changed") === "1" && ctx.visitor().kind === "signedIn")
    return { view: "done" as const, token: null };
  const token = url.searchParams.get("token");
  const valid = await ctx.services.passwords.checkToken(token, "RESETPASSWORD", new Date());
  return valid ? { view: "form" as const, token } : { view: "expired" as const, token: null };
}

export async function changePasswordFromLink({ request, params, context }: Args) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const form = await request.formData();
  const outcome = await ctx.services.passwords.resetPassword({
    token: form.get("token"),
    password: String(form.get("password") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
    now: new Date(),
  });
  if (outcome.kind === "expired")
    return data<PasswordChangeAnswer>({ kind: "expired", message: EXPIRED_LINK_MESSAGE }, { status: 400 });
  if (outcome.kind === "invalid")
    return data<PasswordChangeAnswer>({ kind: "invalid", errors: outcome.fields }, { status: 400 });
  await ctx.signIn(outcome.customerId);
  ctx.logEvent({ event: "passwordReset", customerId: outcome.customerId }, "password reset from a link");
  return redirect(`/${version}/login/pw/change?changed=1`, 303);
}

import { data, redirect } from "react-router";
import { accountNoticeFor } from "../../core/accounts/account-notice.ts";
import { emailDigest, TOO_MANY_ATTEMPTS_MESSAGE } from "../../core/accounts/attempt-limits.ts";
import { registrationFormSchema } from "../../core/accounts/registration-form.ts";
import { signInFormSchema } from "../../core/accounts/sign-in-form.ts";
import { fieldMessages } from "../../core/content-forms/form-fields.ts";
import type { RequestContext } from "../../core/site/request-context.ts";
import type { Version } from "../../core/site/versions.ts";
import { safeReturnPath } from "../lib/site-paths.ts";

// The sign-in and registration page's action (issue 14; spec 001 §2, §5): two forms with an intent, answered 303
// to where the visitor was going, or this page again with the field messages (never the password) and 400, 401 or
// 429. Every attempt is logged with its outcome and a digest of the e-mail, never the e-mail or the password.

export type LoginIntent = "signIn" | "register";

export interface LoginFailure {
  intent: LoginIntent;
  /** A message for the whole form (refused, too many attempts). */
  formError?: string;
  fields: Record<string, string>;
  /** Each password rule the typed password broke, in the spec's wording. */
  passwordFailures?: string[];
  /** What was typed, to fill the form again: never a password. */
  values: Record<string, string>;
}

/** Where to go after signing in: the visitor's own same-site path, else the home page. */
export function returnPathFor(value: string | null | undefined, version: Version): string {
  return safeReturnPath(value, version);
}

function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form)
    if (typeof value === "string" && !/password/i.test(key) && key !== "CSRFToken") values[key] = value;
  return values;
}

function failure(answer: LoginFailure, status: number, headers?: HeadersInit) {
  return data(answer, { status, headers });
}

async function tooMany(ctx: RequestContext, intent: LoginIntent, email: string, form: FormData) {
  const verdict = await ctx.consumeAttempt(intent, email);
  if (verdict.allowed) return null;
  ctx.logEvent({ event: intent, outcome: "rateLimited", emailDigest: emailDigest(email) }, "account attempt");
  return failure(
    { intent, formError: TOO_MANY_ATTEMPTS_MESSAGE, fields: {}, values: typedValues(form) },
    429,
    { "Retry-After": String(verdict.retryAfterSeconds) },
  );
}

async function signedInAnswer(ctx: RequestContext, customerId: string, returnTo: string) {
  const { bagUnitsAdded } = await ctx.signIn(customerId);
  await ctx.updateSession({ accountNotice: accountNoticeFor(bagUnitsAdded) });
  return redirect(returnTo, 303);
}

export async function signInAction(ctx: RequestContext, form: FormData, returnTo: string) {
  const parsed = signInFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    ctx.logEvent({ event: "signIn", outcome: "invalid" }, "account attempt");
    return failure({ intent: "signIn", fields: fieldMessages(parsed.error), values: typedValues(form) }, 400);
  }
  const { email, password } = parsed.data;
  const limited = await tooMany(ctx, "signIn", email, form);
  if (limited) return limited;
  const result = await ctx.services.accounts.authenticate(email, password);
  ctx.logEvent(
    { event: "signIn", outcome: result.ok ? "success" : "refused", emailDigest: emailDigest(email) },
    "account attempt",
  );
  if (!result.ok)
    return failure(
      { intent: "signIn", formError: result.message, fields: {}, values: typedValues(form) },
      401,
    );
  return signedInAnswer(ctx, result.customer.id, returnTo);
}

export async function registerAction(ctx: RequestContext, form: FormData, returnTo: string) {
  const raw = Object.fromEntries(form);
  const password = typeof raw.password === "string" ? raw.password : "";
  const email = typeof raw.email === "string" ? raw.email : "";
  const parsed = registrationFormSchema.safeParse(raw);
  if (!parsed.success) {
    ctx.logEvent({ event: "register", outcome: "invalid" }, "account attempt");
    return failure(
      {
        intent: "register",
        fields: fieldMessages(parsed.error),
        passwordFailures: ctx.services.accounts
          .newPasswordFailures(password, email)
          .map((rule) => rule.message),
        values: typedValues(form),
      },
      400,
    );
  }
  const limited = await tooMany(ctx, "register", parsed.data.email, form);
  if (limited) return limited;
  const result = await ctx.services.accounts.register(parsed.data);
  const digest = emailDigest(parsed.data.email);
  if (!result.ok) {
    ctx.logEvent({ event: "register", outcome: result.reason, emailDigest: digest }, "account attempt");
    return failure(
      {
        intent: "register",
        formError: result.reason === "refused" ? result.message : undefined,
        fields: result.reason === "invalid" ? result.fields : {},
        passwordFailures: ctx.services.accounts
          .newPasswordFailures(password, email)
          .map((rule) => rule.message),
        values: typedValues(form),
      },
      400,
    );
  }
  ctx.logEvent({ event: "register", outcome: "success", emailDigest: digest }, "account attempt");
  return signedInAnswer(ctx, result.customer.id, returnTo);
}

/** The page's headers with a refused attempt's Retry-After (429) added, so it reaches the shopper's browser. */
export function withRetryAfter(actionHeaders: Headers, parentHeaders: Headers): Headers {
  const merged = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
}

import { data, redirect } from "react-router";
import { accountNoticeFor } from "../../core/accounts/account-notice.ts";
import { emailDigest, TOO_MANY_ATTEMPTS_MESSAGE } from "../../core/accounts/attempt-limits.ts";
import { registrationFormSchema } from "../../core/accounts/registration-form.ts";
import { signInFormSchema } from "../../core/accounts/sign-in-form.ts";
import { fieldMessages } from "../../core/content-forms/form-fields.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import type { Version } from "../../core/site/versions.ts";
import { safeReturnPath } from "../lib/site-paths.ts";

// The sign-in and registration page's action (spec 001 §2, §5): two forms with an intent, answered 303
// to where the visitor was going, or this page again with the field messages (never the password) and 400, 401 or
// 429 (core/accounts/attempt-limits.ts: a guessed account is slowed, an address past its allowance refused). Every attempt is logged with its outcome and a digest of the e-mail, never the e-mail or the password.

type LoginIntent = "signIn" | "register";

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

function tooMany(
  ctx: RequestContext,
  intent: LoginIntent,
  email: string,
  form: FormData,
  retryAfterSeconds: number,
) {
  ctx.logEvent({ event: intent, outcome: "rateLimited", emailDigest: emailDigest(email) }, "account attempt");
  return failure(
    { intent, formError: TOO_MANY_ATTEMPTS_MESSAGE, fields: {}, values: typedValues(form) },
    429,
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/** Signs the customer in on this request's version and sends them on, with the bag notice if their bag grew. */
export async function signedInAnswer(ctx: RequestContext, customerId: string, returnTo: string) {
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
  const attempt = await ctx.attemptSignIn(email, () => ctx.services.accounts.authenticate(email, password));
  if (attempt.limited) return tooMany(ctx, "signIn", email, form, attempt.retryAfterSeconds);
  const { result, waitedMs } = attempt;
  ctx.logEvent(
    {
      event: "signIn",
      outcome: result.ok ? "success" : "refused",
      emailDigest: emailDigest(email),
      // The wait the account's wrong passwords imposed: a run of them means someone is guessing.
      ...(waitedMs > 0 ? { waitedMs } : {}),
    },
    "account attempt",
  );
  if (!result.ok)
    return failure(
      { intent: "signIn", formError: result.message, fields: {}, values: typedValues(form) },
      401,
    );
  return signedInAnswer(ctx, result.customer.id, returnTo);
}

/** What the sign-in page says after a registration, and after its link (login.tsx). */
export type RegistrationNotice = "sent" | "expired" | "exists";

/** The sign-in page with a registration notice, keeping where the visitor was going. */
export function registrationNoticePath(
  version: Version,
  notice: RegistrationNotice,
  returnTo?: string,
): string {
  const search = new URLSearchParams({ registration: notice });
  if (returnTo && returnTo !== returnPathFor(null, version)) search.set("returnTo", returnTo);
  return `/${version}/login?${search}`;
}

/**
 * Registering (docs/decisions/030-what-strangers-reach.md): valid details are answered 303 to "check your e-mail",
 * the same answer whether the address is new (it is sent the link that makes the account) or has an account (its
 * owner is told someone tried). Invalid details are the page again with 400, as before.
 */
export async function registerAction(
  ctx: RequestContext,
  form: FormData,
  returnTo: string,
  version: Version,
) {
  const raw = Object.fromEntries(form);
  const password = typeof raw.password === "string" ? raw.password : "";
  const email = typeof raw.email === "string" ? raw.email : "";
  const invalid = (fields: Record<string, string>) =>
    failure(
      {
        intent: "register",
        fields,
        passwordFailures: ctx.services.accounts
          .newPasswordFailures(password, email)
          .map((rule) => rule.message),
        values: typedValues(form),
      },
      400,
    );
  const parsed = registrationFormSchema.safeParse(raw);
  if (!parsed.success) {
    ctx.logEvent({ event: "register", outcome: "invalid" }, "account attempt");
    return invalid(fieldMessages(parsed.error));
  }
  const verdict = await ctx.consumeRegistrationAttempt(parsed.data.email);
  if (!verdict.allowed) return tooMany(ctx, "register", parsed.data.email, form, verdict.retryAfterSeconds);
  const result = await ctx.services.registrations.register(parsed.data, {
    version,
    redirectUrl: returnTo,
    now: new Date(),
  });
  const digest = emailDigest(parsed.data.email);
  if (!result.ok) {
    ctx.logEvent({ event: "register", outcome: result.reason, emailDigest: digest }, "account attempt");
    return invalid(result.fields);
  }
  // Which e-mail went is for the log; the visitor's answer is the same either way.
  ctx.logEvent(
    { event: "register", outcome: "mailed", mailed: result.mailed, emailDigest: digest },
    "account attempt",
  );
  return redirect(registrationNoticePath(version, "sent", returnTo), 303);
}

/** The page's headers with a refused attempt's Retry-After (429) added, so it reaches the shopper's browser. */
export function withRetryAfter(actionHeaders: Headers, parentHeaders: Headers): Headers {
  const merged = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
}

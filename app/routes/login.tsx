import { data, redirect, useSearchParams } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { RegisterForm } from "../components/account/register-form.tsx";
import { SignInForm } from "../components/account/sign-in-form.tsx";
import { useReturnAddress } from "../lib/navigation/referrer.ts";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { InfoBox } from "../ui/info-box.tsx";
import type { Route } from "./+types/login";
import {
  type LoginFailure,
  type RegistrationNotice,
  registerAction,
  returnPathFor,
  signInAction,
  withRetryAfter,
} from "./login.server.ts";
import "./login.css";

const REGISTRATION_NOTICES: readonly RegistrationNotice[] = ["sent", "expired", "exists"];

// login, login/register, login/account (spec 001 §2): one combined sign-in and register view. Both forms post
// natively here with an intent; the answer is 303 to `returnTo` (same-site paths only) or this page with the
// messages. `?loginSuccess=true` is the magic link's result (the password slice sends the visitor here); the shell
// tells it on every page (components/account/login-link-notice.tsx).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const url = new URL(request.url);
  const returnTo = returnPathFor(url.searchParams.get("returnTo"), version);
  const loginSuccess = url.searchParams.get("loginSuccess");
  const registration = REGISTRATION_NOTICES.find((notice) => notice === url.searchParams.get("registration"));
  const visitor = ctx.visitor();
  // A signed-in visitor has nothing to do here, unless they arrive from a magic link and should read its result.
  if (visitor.kind === "signedIn" && loginSuccess === null) throw redirect(returnTo, 303);
  const remembered =
    visitor.kind === "softLoggedIn" ? await ctx.services.accounts.findById(visitor.customerId) : null;
  return {
    returnTo,
    registration: registration ?? null,
    rememberedEmail: remembered?.email,
  } as const;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const form = await request.formData();
  const returnTo = returnPathFor(String(form.get("returnTo") ?? ""), version);
  const intent = form.get("intent");
  if (intent === "signIn") return signInAction(ctx, form, returnTo);
  if (intent === "register") return registerAction(ctx, form, returnTo, version);
  return data(null, { status: 400 });
}

/** A refused attempt's Retry-After (429) reaches the shopper's browser with the page. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders, parentHeaders);
}

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "account.login.title");
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t, version } = useSite();
  const failure = (actionData ?? null) as LoginFailure | null;
  // spec 000 §2: without a returnTo of its own, signing in goes back to the page recorded as the referrer.
  const [searchParams] = useSearchParams();
  const returnTo = useReturnAddress(loaderData.returnTo, searchParams.has("returnTo"), version);
  return (
    <div className="login-page">
      <h1 className="login-page__title">{t("account.login.title")}</h1>
      {loaderData.registration && (
        <InfoBox
          type={loaderData.registration === "sent" ? "success" : "info"}
          title={t(`account.registration.${loaderData.registration}.title`)}
        >
          {t(`account.registration.${loaderData.registration}`)}
        </InfoBox>
      )}
      <div className="login-page__columns">
        <section className="login-page__panel" aria-labelledby="sign-in-heading">
          <h2 id="sign-in-heading" className="login-page__heading">
            {t("account.login.signInHeading")}
          </h2>
          <p className="login-page__copy">{t("account.login.signInCopy")}</p>
          <SignInForm
            returnTo={returnTo}
            failure={failure?.intent === "signIn" ? failure : null}
            rememberedEmail={loaderData.rememberedEmail}
          />
        </section>
        <section className="login-page__panel" aria-labelledby="register-heading" id="register">
          <h2 id="register-heading" className="login-page__heading">
            {t("account.login.registerHeading")}
          </h2>
          <p className="login-page__copy">{t("account.login.registerCopy")}</p>
          <RegisterForm
            // A new, empty form once the registration is sent: what was typed has gone into the e-mail's link.
            key={loaderData.registration ?? "register"}
            returnTo={returnTo}
            failure={failure?.intent === "register" ? failure : null}
          />
        </section>
      </div>
    </div>
  );
}

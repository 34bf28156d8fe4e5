import { data, redirect } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { BagProgress } from "../components/bag/page/bag-progress.tsx";
import { CheckoutSignInNewView } from "../components/checkout-login/checkout-sign-in-new-view.tsx";
import { CheckoutSignInOldView } from "../components/checkout-login/checkout-sign-in-old-view.tsx";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/checkout-login";
import { checkoutPathFor, checkoutSignInAnswer } from "./checkout-login.server.ts";
import { type LoginFailure, signInAction, withRetryAfter } from "./login.server.ts";
import "./login.css";
import "./checkout-login.css";

// login/checkout (spec 001 §2): before the checkout, a guest gives an e-mail (posted to the
// checkout's own action) or signs in (posted here, answered 303 to the checkout or this page with the failure).
// A signed-in shopper skips it; the checkoutSignInNewView toggle chooses which choice comes first.
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const answer = await checkoutSignInAnswer(ctx, versionFromSegment(params.version));
  if ("redirectTo" in answer) throw redirect(answer.redirectTo, 303);
  return answer.page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const form = await request.formData();
  // Signing in here always leads to the checkout, whatever returnTo the post carries.
  if (form.get("intent") === "signIn") return signInAction(ctx, form, checkoutPathFor(version));
  return data(null, { status: 400 });
}

/** A refused attempt's Retry-After (429) reaches the shopper's browser with the page. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders, parentHeaders);
}

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "checkout.login.title");
}

export default function CheckoutLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useSite();
  const failure = (actionData ?? null) as LoginFailure | null;
  const props = {
    checkoutPath: loaderData.checkoutPath,
    guestEmailRule: loaderData.guestEmailRule,
    rememberedEmail: loaderData.rememberedEmail,
    signInFailure: failure?.intent === "signIn" ? failure : null,
  };
  return (
    <div className={`checkout-login ${loaderData.newView ? "checkout-login--new" : "checkout-login--old"}`}>
      <BagProgress current="checkout" />
      <h1 className="checkout-login__title">{t("checkout.login.title")}</h1>
      {loaderData.newView ? <CheckoutSignInNewView {...props} /> : <CheckoutSignInOldView {...props} />}
    </div>
  );
}

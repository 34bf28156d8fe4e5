import { redirect } from "react-router";
import { sameSitePath } from "../../core/accounts/password-tokens.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/login-link";

// login/link?token=… (spec 001 §2 loginSuccess): the magic sign-in link. A valid, unused link
// signs the customer in and leads to `login?loginSuccess=true` (or the same-site page the request named, with
// loginSuccess=true added); an unknown, used or expired one to `login?loginSuccess=false`. No page of its own.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const token = new URL(request.url).searchParams.get("token");
  const used = await ctx.services.passwords.redeemSignInLink(token, new Date());
  if (!used) throw redirect(`/${version}/login?loginSuccess=false`, 303);
  await ctx.signIn(used.customerId);
  ctx.logEvent({ event: "signedInByLink", customerId: used.customerId }, "signed in with a sign-in link");
  const target = new URL(sameSitePath(used.redirectUrl) ?? `/${version}/login`, "http://site.invalid");
  target.searchParams.set("loginSuccess", "true");
  throw redirect(`${target.pathname}${target.search}`, 303);
}

export default function LoginLink() {
  return null;
}

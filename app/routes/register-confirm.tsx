import { redirect } from "react-router";
import { sameSitePath } from "../../core/accounts/password-tokens.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/register-confirm";
import { registrationNoticePath, returnPathFor, signedInAnswer } from "./login.server.ts";

// login/register/confirm?token=… (docs/decisions/030-what-strangers-reach.md): the link the registration e-mail
// carries. A valid, unused link makes the account, signs the new customer in and sends them where they were going
// when they registered; an unknown, used or expired one, or an address that has had an account made since, leads
// to the sign-in page with a notice. Only the address's reader can have the link, so the notice may say which.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const token = new URL(request.url).searchParams.get("token");
  const result = await ctx.services.registrations.complete(token, new Date());
  if (result.kind === "invalid") throw redirect(registrationNoticePath(version, "expired"), 303);
  if (result.kind === "taken") throw redirect(registrationNoticePath(version, "exists"), 303);
  ctx.logEvent({ event: "register", outcome: "confirmed", customerId: result.customerId }, "account attempt");
  const target = returnPathFor(sameSitePath(result.redirectUrl), version);
  throw await signedInAnswer(ctx, result.customerId, target);
}

export default function RegisterConfirm() {
  return null;
}

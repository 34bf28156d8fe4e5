import { redirect } from "react-router";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { safeReturnPath, splitVersionPath } from "./site-paths.ts";

/**
 * For pages that need the password again (account pages, saved cards): answers the signed-in customer's
 * id, or throws a 303 to the sign-in page with a same-site `returnTo`, for a guest and for a customer soft logged
 * in past the idle time (spec 001 §4, §6).
 */
export function requireSignedIn(ctx: RequestContext, returnTo: string): string {
  const visitor = ctx.visitor();
  if (visitor.kind === "signedIn") return visitor.customerId;
  const { version } = splitVersionPath(returnTo.split("?")[0] ?? "");
  const target = safeReturnPath(returnTo, version);
  throw redirect(`/${version}/login?returnTo=${encodeURIComponent(target)}`, 303);
}

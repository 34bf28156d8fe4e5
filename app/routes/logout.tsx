import { redirect } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { SignOutForm } from "../components/account/sign-out-form.tsx";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/logout";
import "./login.css";

// Sign out (spec 000 §6): a POST form (CSRF-checked) from the header's flyover or this page; the session is deleted
// on the server and the visitor starts again at home as a guest with an empty bag. A GET only asks, so a link or a
// prefetch can never sign anyone out.
export async function action({ params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const visitor = ctx.visitor();
  if (visitor.kind !== "guest") ctx.logEvent({ event: "signOut", outcome: "success" }, "account attempt");
  await ctx.signOut();
  return redirect(`/${versionFromSegment(params.version)}/`, 303);
}

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "account.signOut.heading");
}

export default function Logout() {
  const { t } = useSite();
  return (
    <div className="login-page login-page--narrow">
      <h1 className="login-page__title">{t("account.signOut.heading")}</h1>
      <p className="login-page__copy">{t("account.signOut.copy")}</p>
      <SignOutForm />
    </div>
  );
}

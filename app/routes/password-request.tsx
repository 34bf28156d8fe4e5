import { useNavigation } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { CsrfField } from "../components/content/csrf-field.tsx";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { Button } from "../ui/button.tsx";
import { InfoBox } from "../ui/info-box.tsx";
import { InputField } from "../ui/input-field.tsx";
import { UiLink } from "../ui/link.tsx";
import { Form } from "../ui/site-form.tsx";
import type { Route } from "./+types/password-request";
import { type PasswordRequestAnswer, requestPasswordLink } from "./password-request.server.ts";
import "./password-pages.css";

// login/pw/request (spec 001 §2): "Reset your password", or with the passwordLessLoginLink toggle "Sign in with a
// link" (and a way to the reset view, `?view=reset`). The form posts natively here; the answer is the same
// confirmation for every address.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const linkAvailable = ctx.services.config[version].passwordLessLoginLink;
  const view = new URL(request.url).searchParams.get("view");
  return { linkView: linkAvailable && view !== "reset", linkAvailable };
}

export async function action(args: Route.ActionArgs) {
  return requestPasswordLink(args);
}

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "password.request.title");
}

export default function PasswordRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useSite();
  const navigation = useNavigation();
  const answer = (actionData ?? null) as PasswordRequestAnswer | null;
  const { linkView, linkAvailable } = loaderData;
  if (answer?.kind === "sent") {
    return (
      <div className="password-page">
        <h1 className="password-page__title">{t("password.request.sentTitle")}</h1>
        <InfoBox type="success">{t("password.request.sent", { email: answer.email })}</InfoBox>
        <p className="password-page__links">
          <UiLink path="/login">{t("password.request.backToSignIn")}</UiLink>
        </p>
      </div>
    );
  }
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  return (
    <div className="password-page">
      <h1 className="password-page__title">
        {linkView ? t("password.request.linkTitle") : t("password.request.title")}
      </h1>
      <p className="password-page__copy">
        {linkView ? t("password.request.linkCopy") : t("password.request.copy")}
      </p>
      {answer?.kind === "refused" && <InfoBox type="error">{answer.message}</InfoBox>}
      <Form method="post" className="password-page__form" noValidate={false}>
        <CsrfField />
        <input type="hidden" name="flow" value={linkView ? "SIGNINWITHOUTPASSWORD" : "RESETPASSWORD"} />
        <InputField
          fieldName="email"
          label={t("account.login.email")}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={answer?.email ?? ""}
          errorMessage={answer?.kind === "invalid" ? answer.errors.email : undefined}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel={t("password.request.sending")}>
          {linkView ? t("password.request.linkSubmit") : t("password.request.submit")}
        </Button>
      </Form>
      <p className="password-page__links">
        {linkView && (
          <UiLink path={{ pathname: "/login/pw/request", search: { view: "reset" } }}>
            {t("password.request.toReset")}
          </UiLink>
        )}
        {!linkView && linkAvailable && (
          <UiLink path="/login/pw/request">{t("password.request.toLink")}</UiLink>
        )}
        <UiLink path="/login">{t("password.request.backToSignIn")}</UiLink>
      </p>
    </div>
  );
}

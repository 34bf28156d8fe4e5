import { useNavigation } from "react-router";
import { EXPIRED_LINK_MESSAGE } from "../../core/accounts/password-forms.ts";
import { checkPassword, PASSWORD_MISMATCH_MESSAGE } from "../../core/accounts/password-rules.ts";
import { PasswordField } from "../components/account/password-field.tsx";
import { CsrfField } from "../components/content/csrf-field.tsx";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { useSite } from "../lib/use-site.ts";
import { Button, buttonClassName } from "../ui/button.tsx";
import { InfoBox } from "../ui/info-box.tsx";
import { UiLink } from "../ui/link.tsx";
import { Form } from "../ui/site-form.tsx";
import type { Route } from "./+types/password-change";
import {
  changePasswordFromLink,
  loadPasswordChange,
  type PasswordChangeAnswer,
} from "./password-change.server.ts";
import "./password-pages.css";
import { useState } from "react";

// login/pw/change?token=… (spec 001 §2): choose a new password from a reset link. An expired, used or unknown
// link shows the spec's sentence and a way to ask for a new one; success signs in and shows a notice.
export async function loader(args: Route.LoaderArgs) {
  return loadPasswordChange(args);
}

export async function action(args: Route.ActionArgs) {
  return changePasswordFromLink(args);
}

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "password.change.title", {
    // The token is in this page's address: never send it on to another site.
    extra: [{ name: "referrer", content: "no-referrer" }],
  });
}

function Expired() {
  const { t } = useSite();
  return (
    <div className="password-page">
      <h1 className="password-page__title">{t("password.change.expiredTitle")}</h1>
      <InfoBox type="error">{EXPIRED_LINK_MESSAGE}</InfoBox>
      <p className="password-page__links">
        <UiLink
          path={{ pathname: "/login/pw/request", search: { view: "reset" } }}
          inline={false}
          className={buttonClassName("primary", true)}
        >
          {t("password.change.requestNew")}
        </UiLink>
      </p>
    </div>
  );
}

export default function PasswordChange({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useSite();
  const navigation = useNavigation();
  const [password, setPassword] = useState("");
  const answer = (actionData ?? null) as PasswordChangeAnswer | null;
  if (loaderData.view === "done") {
    return (
      <div className="password-page">
        <h1 className="password-page__title">{t("password.change.doneTitle")}</h1>
        <InfoBox type="success">{t("password.change.done")}</InfoBox>
        <p className="password-page__links">
          <UiLink path="/" inline={false} className={buttonClassName("primary", true)}>
            {t("password.change.continue")}
          </UiLink>
        </p>
      </div>
    );
  }
  if (loaderData.view === "expired" || answer?.kind === "expired") return <Expired />;
  const errors = answer?.kind === "invalid" ? answer.errors : {};
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  return (
    <div className="password-page">
      <h1 className="password-page__title">{t("password.change.title")}</h1>
      <p className="password-page__copy">{t("password.change.copy")}</p>
      <Form method="post" className="password-page__form">
        <CsrfField />
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <PasswordField
          fieldName="password"
          label={t("password.change.password")}
          autoComplete="new-password"
          errorMessage={errors.password}
          invalidWhen={(value) => !checkPassword(value).valid}
          invalidMessage={checkPassword(password)
            .failures.map((f) => f.message)
            .join(". ")}
          onValue={setPassword}
        />
        <PasswordField
          fieldName="confirmPassword"
          label={t("password.change.confirmPassword")}
          autoComplete="new-password"
          errorMessage={errors.confirmPassword}
          invalidWhen={(value) => value !== password}
          invalidMessage={PASSWORD_MISMATCH_MESSAGE}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel={t("password.change.saving")}>
          {t("password.change.submit")}
        </Button>
      </Form>
    </div>
  );
}

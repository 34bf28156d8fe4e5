import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ADDRESS_MESSAGES, PHONE_PATTERN } from "../../../core/accounts/address-rules.ts";
import type { MyAccountAnswer } from "../../../core/accounts/my-account-form.ts";
import { PERSONAL_DETAILS_MESSAGES } from "../../../core/accounts/personal-details-form.ts";
import type { PersonalDetails } from "../../../core/accounts/personal-details-service.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { useFormValidation } from "../../ui/form-validation.ts";
import { InputField } from "../../ui/input-field.tsx";
import { AccountForm, AccountNotice, useAccountAnswer } from "./account-form.tsx";
import { PersonalFields } from "./address-fields.tsx";

// Personal details (spec 001 §3, §5): shown, then edited in a form (title, names, phone, birthday DD/MM,
// marketing consent). The e-mail address is shown, not changed here.

const pad = (value: number) => String(value).padStart(2, "0");

export function PersonalDetailsSection({ details }: { details: PersonalDetails }) {
  const { t } = useSite();
  const fetcher = useFetcher<MyAccountAnswer>({ key: "details" });
  const answer = useAccountAnswer(fetcher, "details");
  const refused = answer && !answer.ok ? answer : undefined;
  const values: Record<string, string> = refused?.values ?? {
    title: details.title,
    firstName: details.firstName,
    lastName: details.lastName,
    phoneNumber: details.phoneNumber,
    birthdayDay: details.birthday ? pad(details.birthday.day) : "",
    birthdayMonth: details.birthday ? pad(details.birthday.month) : "",
  };
  const { formRef, errors } = useFormValidation({
    rules: { phoneNumber: { pattern: PHONE_PATTERN, errorMessage: ADDRESS_MESSAGES.phoneNumber } },
    messages: {
      title: ADDRESS_MESSAGES.title,
      firstName: ADDRESS_MESSAGES.firstName,
      lastName: ADDRESS_MESSAGES.lastName,
      birthdayDay: PERSONAL_DETAILS_MESSAGES.birthdayDay,
      birthdayMonth: PERSONAL_DETAILS_MESSAGES.birthdayMonth,
    },
    initialErrors: refused?.errors,
  });
  const editRef = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => {
    if (editRef.current) editRef.current.open = false;
  }, []);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) close();
  }, [fetcher.state, fetcher.data, close]);
  const birthday = details.birthday
    ? `${pad(details.birthday.day)}/${pad(details.birthday.month)}`
    : t("myAccount.details.birthdayNone");
  return (
    <>
      <AccountNotice answer={answer?.ok ? answer : undefined} />
      <dl className="my-account__facts">
        <div>
          <dt>{t("myAccount.details.name")}</dt>
          <dd>{`${details.title} ${details.firstName} ${details.lastName}`}</dd>
        </div>
        <div>
          <dt>{t("myAccount.details.email")}</dt>
          <dd>{details.email}</dd>
        </div>
        <div>
          <dt>{t("myAccount.details.phone")}</dt>
          <dd>{details.phoneNumber}</dd>
        </div>
        <div>
          <dt>{t("myAccount.details.birthday")}</dt>
          <dd>{birthday}</dd>
        </div>
        <div>
          <dt>{t("myAccount.details.marketing")}</dt>
          <dd>
            {details.marketingConsent
              ? t("myAccount.details.marketingYes")
              : t("myAccount.details.marketingNo")}
          </dd>
        </div>
      </dl>
      <details className="my-account__disclosure" ref={editRef} open={Boolean(refused) || undefined}>
        <summary className="ui-button ui-button--secondary">{t("myAccount.details.edit")}</summary>
        <AccountForm
          fetcher={fetcher}
          intent="update-details"
          formRef={formRef}
          className="my-account__form"
          label={t("myAccount.details.edit")}
        >
          <AccountNotice answer={refused} />
          <PersonalFields values={values} errors={errors} />
          <fieldset className="my-account__birthday">
            <legend>{t("myAccount.details.birthdayLegend")}</legend>
            <InputField
              fieldName="birthdayDay"
              label={t("myAccount.details.birthdayDay")}
              inputMode="numeric"
              pattern="[0-9]{1,2}"
              maxLength={2}
              optionalText=""
              autoComplete="bday-day"
              defaultValue={values.birthdayDay ?? ""}
              errorMessage={errors.birthdayDay}
            />
            <InputField
              fieldName="birthdayMonth"
              label={t("myAccount.details.birthdayMonth")}
              inputMode="numeric"
              pattern="[0-9]{1,2}"
              maxLength={2}
              optionalText=""
              autoComplete="bday-month"
              defaultValue={values.birthdayMonth ?? ""}
              errorMessage={errors.birthdayMonth}
            />
          </fieldset>
          <label className="my-account__check">
            <input
              type="checkbox"
              name="marketingConsent"
              defaultChecked={refused ? refused.values?.marketingConsent === "on" : details.marketingConsent}
            />
            <span>{t("myAccount.details.marketingConsent")}</span>
          </label>
          <Button type="submit" busy={fetcher.state !== "idle"} busyLabel={t("myAccount.form.saving")}>
            {t("myAccount.details.save")}
          </Button>
        </AccountForm>
      </details>
    </>
  );
}

/** Change password (spec 001 §5): the current one, a new one and its confirmation. */
export function ChangePasswordForm() {
  const { t } = useSite();
  const fetcher = useFetcher<MyAccountAnswer>({ key: "password" });
  const answer = useAccountAnswer(fetcher, "password");
  const { formRef, errors } = useFormValidation({
    initialErrors: answer && !answer.ok ? answer.errors : undefined,
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data, formRef]);
  return (
    <AccountForm
      fetcher={fetcher}
      intent="change-password"
      formRef={formRef}
      className="my-account__form my-account__password"
      label={t("myAccount.password.heading")}
    >
      <h3 className="my-account__subheading">{t("myAccount.password.heading")}</h3>
      <AccountNotice answer={answer} />
      <InputField
        fieldName="currentPassword"
        type="password"
        label={t("myAccount.password.current")}
        required
        autoComplete="current-password"
        errorMessage={errors.currentPassword}
      />
      <InputField
        fieldName="newPassword"
        type="password"
        label={t("myAccount.password.new")}
        required
        minLength={8}
        maxLength={128}
        autoComplete="new-password"
        errorMessage={errors.newPassword}
      />
      <InputField
        fieldName="confirmPassword"
        type="password"
        label={t("myAccount.password.confirm")}
        required
        maxLength={128}
        autoComplete="new-password"
        errorMessage={errors.confirmPassword}
      />
      <Button
        type="submit"
        variant="secondary"
        busy={fetcher.state !== "idle"}
        busyLabel={t("myAccount.form.saving")}
      >
        {t("myAccount.password.save")}
      </Button>
    </AccountForm>
  );
}

import { type ChangeEvent, useState } from "react";
import { checkPassword, PASSWORD_CHECKLIST } from "../../../core/accounts/password-rules.ts";
import { useSite } from "../../lib/use-site.ts";
import { InputField } from "../../ui/input-field.tsx";
import "./password-field.css";

interface PasswordFieldProps {
  /** The field's id, wherever the server renders it (app/ui/use-given-id.ts). */
  id?: string;
  fieldName: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  errorMessage?: string | null;
  /** The message the browser check shows while `invalidWhen` says the value is wrong (a rule, a mismatch). */
  invalidMessage?: string;
  invalidWhen?: (value: string) => boolean;
  onValue?: (value: string) => void;
}

/**
 * A password input with a show/hide toggle (the toggle only changes the input's type, so the browser's password
 * manager keeps working). A rule the value breaks is set as the field's custom validity, so the one form
 * validation helper (app/ui/form-validation.ts) shows it on blur and on submit like any other field's message.
 */
export function PasswordField({
  id,
  fieldName,
  label,
  autoComplete,
  errorMessage,
  invalidMessage,
  invalidWhen,
  onValue,
}: PasswordFieldProps) {
  const { t } = useSite();
  const [shown, setShown] = useState(false);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    event.currentTarget.setCustomValidity(invalidWhen?.(value) && value !== "" ? (invalidMessage ?? "") : "");
    onValue?.(value);
  };
  return (
    <div className="password-field">
      <InputField
        id={id}
        fieldName={fieldName}
        label={label}
        type={shown ? "text" : "password"}
        autoComplete={autoComplete}
        required
        maxLength={256}
        errorMessage={errorMessage}
        onChange={onChange}
        spellCheck={false}
        autoCapitalize="off"
      />
      <button
        type="button"
        className="password-field__toggle"
        aria-pressed={shown}
        aria-label={shown ? t("account.login.hidePasswordLabel") : t("account.login.showPasswordLabel")}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t("account.login.hidePassword") : t("account.login.showPassword")}
      </button>
    </div>
  );
}

/**
 * spec 001 §5: each rule with its message, marked as met while the shopper types; after a refused post the
 * server's list of broken rules (including a common password, which only the server knows).
 */
export function PasswordRuleList({
  password,
  serverFailures,
  email,
}: {
  password: string;
  serverFailures?: string[];
  email?: string;
}) {
  const { t } = useSite();
  const typedFailures = new Set(checkPassword(password, { email }).failures.map((rule) => rule.id));
  const extra = (serverFailures ?? []).filter(
    (message) => !PASSWORD_CHECKLIST.some((rule) => rule.message === message),
  );
  const untouched = password === "" && !serverFailures;
  const serverBroken = new Set(serverFailures ?? []);
  return (
    <div className="password-rules">
      <p className="password-rules__title" id="password-rules-title">
        {t("account.login.passwordRules")}
      </p>
      <ul aria-labelledby="password-rules-title" className="password-rules__list">
        {PASSWORD_CHECKLIST.map((rule) => {
          const broken = password === "" ? serverBroken.has(rule.message) : typedFailures.has(rule.id);
          const state = untouched ? "idle" : broken ? "broken" : "met";
          return (
            <li key={rule.id} className={`password-rules__rule password-rules__rule--${state}`}>
              <span aria-hidden="true" className="password-rules__mark">
                {state === "met" ? "✓" : state === "broken" ? "✕" : "•"}
              </span>
              {rule.message}
              {state !== "idle" && (
                <span className="visually-hidden">
                  {" "}
                  ({state === "met" ? t("account.login.ruleMet") : t("account.login.ruleNotMet")})
                </span>
              )}
            </li>
          );
        })}
        {extra.map((message) => (
          <li key={message} className="password-rules__rule password-rules__rule--broken">
            <span aria-hidden="true" className="password-rules__mark">
              ✕
            </span>
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

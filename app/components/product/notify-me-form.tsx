import { type FormEvent, useId, useState } from "react";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { requestNotifyMe } from "./notify-me-request.ts";
import "./notify-me-form.css";
import { trackEvent } from "../../lib/tracking/track-event.ts";

export interface EmailRule {
  pattern: string;
  errorMessage: string;
}

interface NotifyMeFormProps {
  productCode: string;
  /** The size the alert is for; without it, every size of the colour shown that takes alerts. */
  variantCode?: string;
  swatchCode?: string;
  /** The per-country notifyMeEmail rule of the configuration (spec 002 §5 "Form field"). */
  rule: EmailRule | null;
  /** Whether the shopper chose a size: a product without that choice is sold out as an item. */
  sizeChosen: boolean;
}

/** spec 002 §2 "notify me": an e-mail for a sold-out size (or sold-out item) that allows alerts. */
export function NotifyMeForm({ productCode, variantCode, swatchCode, rule, sizeChosen }: NotifyMeFormProps) {
  const { t } = useSite();
  const headingId = useId();
  const [email, setEmail] = useState("");
  const [visited, setVisited] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const validate = (value: string): string | null => {
    const trimmed = value.trim();
    if (!trimmed) return t("notifyMe.required");
    if (rule && !new RegExp(rule.pattern).test(trimmed)) return rule.errorMessage;
    return null;
  };
  const fieldError = visited ? validate(email) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setVisited(true);
    if (validate(email)) return;
    setBusy(true);
    setServerError(null);
    const answer = await requestNotifyMe({
      productCode,
      ...(variantCode ? { variantCode } : { swatchCode }),
      email: email.trim(),
    });
    setBusy(false);
    if (answer.status === "failed") setServerError(answer.message ?? t("notifyMe.error"));
    else trackEvent({ event: "Notify Me", productCode });
    if (answer.status !== "failed")
      setDone(
        t(answer.status === "subscribed" ? "notifyMe.success" : "notifyMe.already", { email: email.trim() }),
      );
  }

  return (
    <section className="notify-me" aria-labelledby={headingId}>
      <h2 id={headingId} className="notify-me__title">
        {t("notifyMe.heading")}
      </h2>
      {done ? (
        <p className="notify-me__done" role="status">
          {done}
        </p>
      ) : (
        <form className="notify-me__form" noValidate onSubmit={submit}>
          <p className="notify-me__copy">{t(sizeChosen ? "notifyMe.copy" : "notifyMe.copyItem")}</p>
          <InputField
            label={t("notifyMe.email")}
            type="email"
            fieldName="notifyMeEmail"
            formName="notifyMe"
            autoComplete="email"
            required
            value={email}
            errorMessage={fieldError ?? serverError}
            onChange={(event) => {
              setEmail(event.target.value);
              setServerError(null);
            }}
            onBlur={() => setVisited(true)}
          />
          <Button type="submit" variant="secondary" busy={busy} fullWidth>
            {t("notifyMe.submit")}
          </Button>
        </form>
      )}
    </section>
  );
}

import { useId } from "react";
import { useActionData, useFetcher } from "react-router";
import { useSite } from "../../lib/use-site.ts";
import type { ResendAnswer } from "../../routes/e-gift-card-resend.server.ts";
import { Button } from "../../ui/button.tsx";
import { InfoBox } from "../../ui/info-box.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { CsrfField } from "../content/csrf-field.tsx";

// "Send to a different address" under an unused e-gift card on the order pages: a disclosure with a plain post
// form (docs/forms-and-mutations.md), so it works without JavaScript (the page answers with its notice), and with
// it posts the same fields through a fetcher. The answer names its line, so only that line's form shows it.

type ResendData = { resend: ResendAnswer | null };

export function EGiftCardResendForm({ entryNumber }: { entryNumber: number }) {
  const { t } = useSite();
  const fetcher = useFetcher<ResendData>();
  const actionData = useActionData<ResendData>();
  const posted = fetcher.data?.resend ?? actionData?.resend;
  const answer = posted?.entryNumber === entryNumber ? posted : undefined;
  const id = useId();
  return (
    <details className="order-resend" open={answer ? true : undefined}>
      <summary className="order-resend__summary">{t("orders.giftCard.resend.summary")}</summary>
      {answer && !answer.fieldErrors.recipientEmail && !answer.fieldErrors.recipientName && (
        <InfoBox type={answer.ok ? "success" : "error"} className="order-resend__notice">
          {answer.message}
        </InfoBox>
      )}
      <fetcher.Form
        method="post"
        className="order-resend__form"
        aria-label={t("orders.giftCard.resend.summary")}
        aria-describedby={`${id}-hint`}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="resend-e-gift-card" />
        <input type="hidden" name="entryNumber" value={entryNumber} />
        <p id={`${id}-hint`} className="order-resend__hint">
          {t("orders.giftCard.resend.hint")}
        </p>
        <InputField
          type="email"
          fieldName="recipientEmail"
          label={t("orders.giftCard.resend.email")}
          autoComplete="off"
          required
          maxLength={254}
          defaultValue={answer && !answer.ok ? answer.values.recipientEmail : ""}
          errorMessage={answer?.fieldErrors.recipientEmail}
        />
        <InputField
          fieldName="recipientName"
          label={t("orders.giftCard.resend.name")}
          optionalText={t("orders.giftCard.resend.optional")}
          autoComplete="off"
          maxLength={60}
          defaultValue={answer && !answer.ok ? answer.values.recipientName : ""}
          errorMessage={answer?.fieldErrors.recipientName}
        />
        <Button type="submit" variant="secondary" busy={fetcher.state !== "idle"}>
          {t("orders.giftCard.resend.submit")}
        </Button>
      </fetcher.Form>
    </details>
  );
}

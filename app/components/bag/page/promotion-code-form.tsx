import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { BagPageAnswer } from "../../../../core/cart/bag-page-answer.ts";
import { trackEvent } from "../../../lib/tracking/track-event.ts";
import { useSite } from "../../../lib/use-site.ts";
import { Button } from "../../../ui/button.tsx";
import { InputField } from "../../../ui/input-field.tsx";
import { BagPageForm } from "./bag-change-form.tsx";
import { RemovePromotion } from "./remove-promotion.tsx";
import "./promotion-code-form.css";

interface PromotionCodeFormProps {
  /** The answer to a native post of this form (JavaScript off), shown once. */
  notice: BagPageAnswer | null;
  /** Codes on the cart that do not apply now, with the reason's wording. */
  inactive: { code: string; message: string }[];
  /** Codes taking something off now: an "applied" message is shown only while its code is one of them. */
  activeCodes: readonly string[];
}

/**
 * The promo code form: a refusal is the field's error in the promotions' wording, an applied
 * code a status message; codes that no longer apply are listed with why.
 */
export function PromotionCodeForm({ notice, inactive, activeCodes }: PromotionCodeFormProps) {
  const { t } = useSite();
  const fetcher = useFetcher<BagPageAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? notice;
  const refused = answer && !answer.ok ? answer.message : null;
  const applied = answer?.ok && answer.code && activeCodes.includes(answer.code) ? answer.message : null;

  // An applied code leaves the field empty for the next; a refused one stays to be corrected.
  useEffect(() => {
    if (fetcher.data?.ok) formRef.current?.reset();
    // spec 002 §7 "Promo Code Entered": each code the shopper tried, with whether it was taken.
    if (fetcher.data?.code)
      trackEvent({ event: "Promo Code Entered", code: fetcher.data.code, accepted: fetcher.data.ok });
  }, [fetcher.data]);

  return (
    <div className="promotion-code">
      <BagPageForm
        fetcher={fetcher}
        intent="apply-promotion"
        className="promotion-code__form"
        formRef={formRef}
      >
        <InputField
          label={t("bag.page.promo.label")}
          id="promotion-code"
          fieldName="code"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          defaultValue={refused ? (answer?.code ?? "") : ""}
          errorMessage={refused}
          className="promotion-code__field"
        />
        <Button
          type="submit"
          variant="secondary"
          busy={fetcher.state !== "idle"}
          className="promotion-code__apply"
        >
          {t("bag.page.promo.apply")}
        </Button>
      </BagPageForm>
      <p className="promotion-code__status" role="status">
        {applied}
      </p>
      {inactive.length > 0 && (
        <div className="promotion-code__inactive">
          <p className="promotion-code__inactive-title">{t("bag.page.promo.inactive")}</p>
          <ul>
            {inactive.map((promotion) => (
              <li key={promotion.code}>
                <span className="promotion-code__inactive-code">{promotion.code}</span> {promotion.message}
                <RemovePromotion code={promotion.code} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

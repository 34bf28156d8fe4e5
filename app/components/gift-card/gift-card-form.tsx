import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import { GIFT_CARD_MESSAGES as M } from "../../../core/gift-card-purchase/gift-card-messages.ts";
import type { GiftCardKind } from "../../../core/gift-card-purchase/gift-card-offer.ts";
import { CUSTOM_AMOUNT, formatSendDate } from "../../../core/gift-card-purchase/gift-card-purchase-form.ts";
import { formatMoney, money } from "../../../core/money/money.ts";
import { useSite } from "../../lib/use-site.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { FieldError } from "../../ui/field-error.tsx";
import { useFormValidation } from "../../ui/form-validation.ts";
import { InputField } from "../../ui/input-field.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { BAG_RETURN_FIELD, bagActionPath } from "../bag/bag-form-fields.ts";
import { CsrfField } from "../content/csrf-field.tsx";
import { type DesignOption, DesignPicker } from "./design-picker.tsx";

// The gift card purchase form (spec 001 §3, §5): a native form posting the bag's `add-gift-card` intent, so it
// works without JavaScript; the server checks it with the same rules (core/gift-card-purchase) and sends the
// shopper back here with each refusal by its field and the fields filled in again. With JavaScript the fields
// are checked on blur, on load when filled and 300 ms after typing once visited, and an invalid form does not post.

export interface GiftCardOfferView {
  fixedAmounts: readonly number[];
  customMin: number;
  customMax: number;
  designs: readonly DesignOption[];
  giftBoxCharge: number;
  freeGiftBoxAbove: number;
}

interface GiftCardFormProps {
  kind: GiftCardKind;
  offer: GiftCardOfferView;
  window: { first: string; last: string };
  imageSelector: boolean;
  /** What the server refused, by field, and what was posted, after a native post. */
  refused: { errors: Record<string, string>; fields: Record<string, string> } | null;
}

// Names on a card: letters of any script, spaces, full stops, apostrophes and hyphens (the server's rule).
const NAME_PATTERN = "[\\p{L}][\\p{L} .'’\\-]*";

export function GiftCardForm({ kind, offer, window, imageSelector, refused }: GiftCardFormProps) {
  const { t, version, locale } = useSite();
  const location = useLocation();
  const posted = refused?.fields ?? {};
  const pounds = (pence: number) => formatMoney(money(pence, "GBP"), locale);
  const isCard = kind === "ECARD";
  const [design, setDesign] = useState(posted.design ?? offer.designs[0]?.code ?? "");
  const [amount, setAmount] = useState(posted.amount ?? "");
  const rangeMessage = M.amountRange(pounds(offer.customMin), pounds(offer.customMax));
  const messages = useMemo(
    () => ({
      design: M.chooseDesign,
      amount: M.chooseAmount,
      customAmount: rangeMessage,
      recipientName: M.recipientName,
      recipientEmail: M.recipientEmail,
      senderName: M.senderName,
      personalMessage: M.messageTooLong,
      sendDate: M.sendDate(formatSendDate(window.first), formatSendDate(window.last)),
    }),
    [rangeMessage, window.first, window.last],
  );
  const initialErrors = useMemo(() => refused?.errors ?? {}, [refused]);
  const { formRef, errors } = useFormValidation({ messages, initialErrors });
  const designName = offer.designs.find((option) => option.code === design)?.name ?? "";

  return (
    <form ref={formRef} method="post" action={bagActionPath(version)} className="gift-card-form">
      <CsrfField />
      <input type="hidden" name="intent" value="add-gift-card" />
      <input type="hidden" name="productCode" value={kind} />
      <input type="hidden" name={BAG_RETURN_FIELD} value={location.pathname} />

      <DesignPicker
        designs={offer.designs}
        chosen={design}
        onChoose={setDesign}
        imageSelector={imageSelector}
        legend={t("giftCard.design")}
        chosenLabel={t("giftCard.designChosen", { design: designName })}
        errorMessage={errors.design}
      />
      <div className="gift-card-form__details">
        <fieldset
          className={`radio-group gift-amounts${errors.amount ? " input-field--invalid" : ""}`}
          aria-describedby={errors.amount ? "gift-amount-error" : undefined}
        >
          <legend className="radio-group__legend">{t("giftCard.amount")}</legend>
          <div className="gift-amounts__options">
            {offer.fixedAmounts.map((pence) => (
              <label key={pence} className="gift-amounts__option">
                <input
                  type="radio"
                  name="amount"
                  value={String(pence / 100)}
                  checked={amount === String(pence / 100)}
                  onChange={(event) => setAmount(event.target.value)}
                  required
                />
                <span>{pounds(pence)}</span>
              </label>
            ))}
            {isCard && (
              <label className="gift-amounts__option gift-amounts__option--other">
                <input
                  type="radio"
                  name="amount"
                  value={CUSTOM_AMOUNT}
                  checked={amount === CUSTOM_AMOUNT}
                  onChange={(event) => setAmount(event.target.value)}
                  required
                />
                <span>{t("giftCard.otherAmount")}</span>
              </label>
            )}
          </div>
          <FieldError id="gift-amount-error" message={errors.amount} />
        </fieldset>

        {isCard && (
          <InputField
            fieldName="customAmount"
            type="number"
            inputMode="decimal"
            min={offer.customMin / 100}
            max={offer.customMax / 100}
            step="0.01"
            label={t("giftCard.customAmount")}
            subLabel={t("giftCard.customAmountHint", {
              min: pounds(offer.customMin),
              max: pounds(offer.customMax),
            })}
            required={amount === CUSTOM_AMOUNT}
            defaultValue={posted.customAmount ?? ""}
            errorMessage={errors.customAmount}
            onFocus={() => setAmount(CUSTOM_AMOUNT)}
          />
        )}

        <InputField
          fieldName="recipientName"
          label={t("giftCard.recipientName")}
          subLabel={isCard ? t("giftCard.recipientHint") : undefined}
          autoComplete="off"
          required
          maxLength={60}
          pattern={NAME_PATTERN}
          defaultValue={posted.recipientName ?? ""}
          errorMessage={errors.recipientName}
        />
        {isCard && (
          <InputField
            fieldName="recipientEmail"
            type="email"
            label={t("giftCard.recipientEmail")}
            autoComplete="off"
            required
            maxLength={254}
            defaultValue={posted.recipientEmail ?? ""}
            errorMessage={errors.recipientEmail}
          />
        )}
        <InputField
          fieldName="senderName"
          label={t("giftCard.senderName")}
          autoComplete="name"
          required
          maxLength={60}
          pattern={NAME_PATTERN}
          defaultValue={posted.senderName ?? ""}
          errorMessage={errors.senderName}
        />
        <TextAreaField
          fieldName="personalMessage"
          label={t("giftCard.message")}
          defaultValue={posted.personalMessage ?? ""}
          errorMessage={errors.personalMessage}
          charactersLeftText={(count) => t("gifting.charactersLeft", { count })}
          rows={4}
        />
        {isCard && (
          <InputField
            fieldName="sendDate"
            type="date"
            label={t("giftCard.sendDate")}
            subLabel={t("giftCard.sendDateHint", { last: formatSendDate(window.last) })}
            min={window.first}
            max={window.last}
            required
            defaultValue={posted.sendDate ?? window.first}
            errorMessage={errors.sendDate}
          />
        )}
        {!isCard && (
          <label className="gift-card-form__box">
            <input type="checkbox" name="giftBox" defaultChecked={posted.giftBox === "on"} />
            <span>
              {t("giftCard.giftBox", {
                price: pounds(offer.giftBoxCharge),
                threshold: pounds(offer.freeGiftBoxAbove),
              })}
            </span>
          </label>
        )}
        <button type="submit" className={buttonClassName("primary", true)}>
          {t("giftCard.addToBag")}
        </button>
      </div>
    </form>
  );
}

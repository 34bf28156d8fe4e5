import { GIFT_MESSAGE_MAX_CHARS } from "../../../../core/gifting/gift-message-rules.ts";
import type { GiftingAnswer } from "../../../../core/gifting/gifting-answer.ts";
import { Button } from "../../../ui/button.tsx";
import { FieldError } from "../../../ui/field-error.tsx";
import { TextAreaField } from "../../../ui/text-area-field.tsx";
import { GiftLineList } from "./gift-line-list.tsx";
import { GiftingHiddenFields } from "./gifting-hidden-fields.tsx";
import {
  errorsFor,
  type GiftingPanelLine,
  type GiftingPanelState,
  type Translate,
} from "./gifting-panel-types.ts";

interface GiftBoxCardProps {
  action: string;
  box: GiftingPanelState["boxes"][number];
  /** The bag's lines in this box. */
  lines: GiftingPanelLine[];
  /** A product in the box has its gift message disabled: the box takes no personal message. */
  messageDisabled: boolean;
  answer: GiftingAnswer | null | undefined;
  t: Translate;
}

/** One gift box: what is in it, its type and price, its message (editable) and a remove button. */
export function GiftBoxCard({ action, box, lines, messageDisabled, answer, t }: GiftBoxCardProps) {
  const number = box.giftBoxNo;
  const id = `gift-box-${number}`; // from the box's number, not useId, which hydration would rewrite (decision 073)
  const messageErrors = errorsFor(answer, "gift-message", number);
  const removeErrors = errorsFor(answer, "gift-box-remove", number);
  const messageError =
    messageErrors.fields.message ??
    messageErrors.message ??
    (box.personalMessageValid ? null : t("gifting.box.invalidMessage"));
  return (
    <li className="gifting__box" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="gifting__heading">
        {t("gifting.box.title", { number })}
      </h4>
      <p className="gifting__box-type">
        {t("gifting.box.price", { type: t(`gifting.type.${box.giftBoxType}`), price: box.price })}
      </p>
      <GiftLineList lines={lines} />
      {box.flatPack && <p className="gifting__note">{t("gifting.box.flatPack")}</p>}
      {messageDisabled ? (
        <p className="gifting__note">{t("gifting.box.noMessage")}</p>
      ) : (
        <form method="post" action={action} className="gifting__form">
          <GiftingHiddenFields intent="gift-message" />
          <input type="hidden" name="giftBoxNo" value={number} />
          <TextAreaField
            key={box.personalMessage}
            id={`${id}-message`}
            label={t("gifting.box.messageLabel", { number })}
            fieldName="message"
            maxChars={GIFT_MESSAGE_MAX_CHARS}
            rows={3}
            defaultValue={box.personalMessage}
            hint={t("gifting.message.hint")}
            optionalText={t("gifting.message.optional")}
            charactersLeftText={(count) => t("gifting.charactersLeft", { count })}
            errorMessage={messageError}
          />
          <Button type="submit" variant="secondary">
            {t("gifting.box.saveMessage")}
          </Button>
        </form>
      )}
      <form method="post" action={action} className="gifting__remove">
        <GiftingHiddenFields intent="gift-box-remove" />
        <input type="hidden" name="giftBoxNo" value={number} />
        <Button
          type="submit"
          variant="text"
          aria-describedby={removeErrors.message ? `${id}-remove-error` : undefined}
        >
          {t("gifting.box.remove", { number })}
        </Button>
        <FieldError id={`${id}-remove-error`} message={removeErrors.message} />
      </form>
    </li>
  );
}

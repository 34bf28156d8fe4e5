import { GIFT_MESSAGE_MAX_CHARS } from "../../../../core/gifting/gift-message-rules.ts";
import type { GiftingAnswer } from "../../../../core/gifting/gifting-answer.ts";
import { Button } from "../../../ui/button.tsx";
import { TextAreaField } from "../../../ui/text-area-field.tsx";
import { GiftingHiddenFields } from "./gifting-hidden-fields.tsx";
import { errorsFor, type Translate } from "./gifting-panel-types.ts";

interface OrderGiftMessageFormProps {
  action: string;
  message: string;
  answer: GiftingAnswer | null | undefined;
  t: Translate;
}

/** The order-level gift message (spec 001 §3 orderLevelGiftMessage): a message with the order, no box. */
export function OrderGiftMessageForm({ action, message, answer, t }: OrderGiftMessageFormProps) {
  const id = "order-gift-message"; // one a page, and not useId, which hydration would rewrite (decision 073)
  const errors = errorsFor(answer, "gift-message");
  return (
    <form method="post" action={action} className="gifting__form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="gifting__heading">
        {t("gifting.order.title")}
      </h3>
      <GiftingHiddenFields intent="gift-message" />
      <TextAreaField
        key={message}
        id={`${id}-text`}
        label={t("gifting.order.label")}
        fieldName="message"
        maxChars={GIFT_MESSAGE_MAX_CHARS}
        rows={4}
        defaultValue={message}
        hint={t("gifting.message.hint")}
        optionalText={t("gifting.message.optional")}
        charactersLeftText={(count) => t("gifting.charactersLeft", { count })}
        errorMessage={errors.fields.message ?? errors.message}
      />
      <Button type="submit" variant="secondary">
        {t("gifting.order.save")}
      </Button>
    </form>
  );
}

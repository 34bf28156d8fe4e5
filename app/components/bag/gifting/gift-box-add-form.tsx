import { GIFT_MESSAGE_MAX_CHARS } from "../../../../core/gifting/gift-message-rules.ts";
import type { GiftingAnswer } from "../../../../core/gifting/gifting-answer.ts";
import { GIFT_BOX_TYPES, type GiftBoxType } from "../../../../core/gifting/gifting-types.ts";
import { Button } from "../../../ui/button.tsx";
import { FieldError } from "../../../ui/field-error.tsx";
import { RadioGroup } from "../../../ui/radio-group.tsx";
import { TextAreaField } from "../../../ui/text-area-field.tsx";
import { BagLineDetails } from "../bag-line-details.tsx";
import { GiftingHiddenFields } from "./gifting-hidden-fields.tsx";
import { errorsFor, type GiftingPanelLine, type Translate } from "./gifting-panel-types.ts";

interface GiftBoxAddFormProps {
  action: string;
  /** Wrappable lines not in a box yet; out-of-stock ones are shown but cannot be ticked (spec 001 §4). */
  lines: GiftingPanelLine[];
  boxPrices: Record<GiftBoxType, string>;
  answer: GiftingAnswer | null | undefined;
  t: Translate;
}

/** spec 001 §4 "add": the items, the box type and an optional personal message, as one native form. */
export function GiftBoxAddForm({ action, lines, boxPrices, answer, t }: GiftBoxAddFormProps) {
  const id = "gift-box-add"; // one a page, and not useId, which hydration would rewrite (decision 073)
  const errors = errorsFor(answer, "gift-box-add");
  const itemsError = errors.fields.entryNumber ?? null;
  const fieldErrors = Object.keys(errors.fields).length > 0;
  return (
    <form method="post" action={action} className="gifting__form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="gifting__heading">
        {t("gifting.add.title")}
      </h3>
      <GiftingHiddenFields intent="gift-box-add" />
      <fieldset
        className={itemsError ? "gifting__items input-field--invalid" : "gifting__items"}
        aria-describedby={itemsError ? `${id}-items-error` : undefined}
      >
        <legend className="gifting__legend">{t("gifting.add.items")}</legend>
        {lines.map((line) => (
          <label key={line.entryNumber} className="gifting__check">
            <input type="checkbox" name="entryNumber" value={line.entryNumber} disabled={line.outOfStock} />
            <BagLineDetails
              inline
              name={line.name}
              colour={line.colour}
              size={line.size}
              group={line.group}
            />
            {line.outOfStock && <span className="gifting__note">{t("gifting.line.outOfStock")}</span>}
          </label>
        ))}
        <FieldError id={`${id}-items-error`} message={itemsError} />
      </fieldset>
      <RadioGroup
        legend={t("gifting.type.legend")}
        fieldName="giftBoxType"
        defaultValue={GIFT_BOX_TYPES[0]}
        required
        options={GIFT_BOX_TYPES.map((type) => ({
          value: type,
          label: t("gifting.type.option", { name: t(`gifting.type.${type}`), price: boxPrices[type] }),
        }))}
        errorMessage={errors.fields.giftBoxType ?? null}
      />
      <TextAreaField
        id={`${id}-message`}
        label={t("gifting.message.label")}
        fieldName="personalMessage"
        maxChars={GIFT_MESSAGE_MAX_CHARS}
        rows={4}
        hint={t("gifting.message.hint")}
        optionalText={t("gifting.message.optional")}
        charactersLeftText={(count) => t("gifting.charactersLeft", { count })}
        errorMessage={errors.fields.personalMessage ?? null}
      />
      {errors.message && !fieldErrors && <FieldError id={`${id}-error`} message={errors.message} />}
      <Button type="submit" variant="secondary">
        {t("gifting.add.submit")}
      </Button>
    </form>
  );
}

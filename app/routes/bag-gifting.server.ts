import { isDomainError } from "../../core/errors/domain-error.ts";
import type { GiftingAnswer } from "../../core/gifting/gifting-answer.ts";
import type { GiftingForm } from "../../core/gifting/gifting-form.ts";
import type { GiftingCart } from "../../core/gifting/gifting-service.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { type TextKey, translate } from "../lib/text/text.ts";

// The gifting intents of the bag page's form action (docs/forms-and-mutations.md): gift-box-add,
// gift-box-remove and gift-message, each one call to the gifting service on the caller's cart. Refusals come
// back as data with the service's wording and the form field each belongs to, so the page shows them inline
// with JavaScript on or off.

/** The service names the lines `entryNumbers`; the form posts one `entryNumber` field per ticked line. */
const FORM_FIELD: Record<string, string> = { entryNumbers: "entryNumber" };

const DONE: Record<GiftingForm["intent"], TextKey> = {
  "gift-box-add": "gifting.added",
  "gift-box-remove": "gifting.removed",
  "gift-message": "gifting.messageSaved",
};

export async function handleGiftingIntent(
  ctx: RequestContext,
  cart: GiftingCart,
  form: GiftingForm,
  locale = "en-GB",
): Promise<GiftingAnswer> {
  const gifting = ctx.services.gifting;
  const giftBoxNo = "giftBoxNo" in form ? form.giftBoxNo : undefined;
  const about = { intent: form.intent, ...(giftBoxNo === undefined ? {} : { giftBoxNo }) };
  try {
    if (form.intent === "gift-box-add")
      await gifting.addBox(cart, {
        giftBoxType: form.giftBoxType,
        entryNumbers: form.entryNumber,
        personalMessage: form.personalMessage,
      });
    else if (form.intent === "gift-box-remove") await gifting.removeBox(cart, form.giftBoxNo);
    else if (form.giftBoxNo === undefined) await gifting.setOrderMessage(cart, form.message);
    else await gifting.setBoxMessage(cart, form.giftBoxNo, form.message);
    return { ok: true, ...about, message: translate(locale, DONE[form.intent]) };
  } catch (error) {
    if (!isDomainError(error) || (error.kind !== "invalid" && error.kind !== "notFound")) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields ?? {}).map(([field, text]) => [FORM_FIELD[field] ?? field, text]),
    );
    return { ok: false, ...about, message: error.message, fields };
  }
}

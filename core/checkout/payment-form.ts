import { ATTEMPT_ID_PATTERN } from "../orders/attempt-states.ts";
import { SIGNED_RESULT_FIELDS } from "../payments/signed-result-fields.ts";
import { z } from "../validation/zod.ts";

// The payment step's native forms: gift cards, the save-card choice, placing an order the gift cards
// pay in full, and the card page's signed result. Each is posted to the checkout page with its intent.

export const PAYMENT_FORM_MESSAGES = {
  giftCardCode: "Please enter your gift card number.",
  attemptId: "Sorry, we couldn't read that. Please reload the page and try again.",
  savedCard: "Please choose one of your saved cards, or a new card.",
} as const;

/** One press of Pay: repeated by a double click, new after a refusal (core/orders/place-order.ts). */
const attemptIdSchema = z
  .string({ error: PAYMENT_FORM_MESSAGES.attemptId })
  .regex(ATTEMPT_ID_PATTERN, PAYMENT_FORM_MESSAGES.attemptId);

export const giftCardFormSchema = z.object({
  giftCardCode: z
    .string({ error: PAYMENT_FORM_MESSAGES.giftCardCode })
    .trim()
    .min(1, PAYMENT_FORM_MESSAGES.giftCardCode)
    .max(40, PAYMENT_FORM_MESSAGES.giftCardCode),
});

export const saveCardFormSchema = z.object({
  saveCard: z
    .enum(["on", "true", "false"])
    .optional()
    .transform((value) => value === "on" || value === "true"),
});

/** A saved card's id, or "new" to type a new card. */
export const chooseCardFormSchema = z.object({
  savedCardId: z.string({ error: PAYMENT_FORM_MESSAGES.savedCard }).trim().min(1).max(64),
});

export const placeOrderFormSchema = z.object({ attemptId: attemptIdSchema });

/** The signed result's fields exactly as the page passed them on: checked by their signature, not here. */
export const cardResultFormSchema = z.object({
  attemptId: attemptIdSchema,
  ...Object.fromEntries(
    [...SIGNED_RESULT_FIELDS, "signature"].map((name) => [name, z.string().max(256).optional()]),
  ),
});

/** The signed fields of a posted form, as strings, for the acquirer to verify. */
export function signedFieldsOf(form: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of [...SIGNED_RESULT_FIELDS, "signature"]) {
    const value = form[name];
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

import { GIFTING_INTENTS, type GiftingForm } from "../gifting/gifting-form.ts";
import { z } from "../validation/zod.ts";

// The bag page's one form (issue 13 point 4; docs/forms-and-mutations.md): every change on the page posts an
// `intent` from a closed set to `POST /{version}/bag`, and this schema reads it on the server whether the
// browser or its script sent it. Hydrogen's cart route is the model. The gifting intents have their own schema
// (core/gifting/gifting-form.ts) and handler (app/routes/bag-gifting.server.ts).

const entryNumber = z.coerce.number().int().min(0).max(9999);

// Bounded loosely: the bag service refuses more than the line takes, with the wording the shopper sees.
const quantity = z.coerce.number().int().min(1).max(999);

/** A promotion code as a shopper types it; the promotions service decides whether it exists. */
const promotionCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\w-]+$/, "is not a promotion code");

export const bagPageFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update-quantity"), entryNumber, quantity }),
  z.object({ intent: z.literal("remove"), entryNumber }),
  z.object({ intent: z.literal("move-to-saved"), entryNumber }),
  // Codes are printed in capitals; a shopper may type them in any case.
  z.object({
    intent: z.literal("apply-promotion"),
    code: promotionCode.transform((code) => code.toUpperCase()),
  }),
  z.object({ intent: z.literal("remove-promotion"), code: promotionCode }),
]);

export type BagPageForm = z.infer<typeof bagPageFormSchema>;
export type BagPageIntent = BagPageForm["intent"];

/** The gift box and gift message changes (core/gifting/gifting-form.ts), posted to the same action. */
export type GiftingIntent = GiftingForm["intent"];

export function isGiftingIntent(intent: unknown): intent is GiftingIntent {
  return (GIFTING_INTENTS as readonly unknown[]).includes(intent);
}

/** The posted text fields as the schema reads them (files and empty fields left out). */
export function bagPageFormFields(form: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && value !== "") fields[name] = value;
  return fields;
}

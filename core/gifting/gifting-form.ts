import { z } from "../validation/zod.ts";
import { GIFT_BOX_TYPES } from "./gifting-types.ts";

// The bag page's gifting forms (docs/forms-and-mutations.md): each posts an `intent` from this closed set to
// the bag page's action, which reads the fields with this schema whether the browser or its script sent them.
// Messages are bounded loosely here: the gifting service refuses with the spec 001 §5 wording.

const boxNumber = z.coerce.number().int().min(1).max(999);
const entryNumber = z.coerce.number().int().min(0).max(2_147_483_647);
// Room for HTML the rule strips before it counts 250 characters.
const message = z.string().max(5_000);

export const giftingFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("gift-box-add"),
    giftBoxType: z.enum(GIFT_BOX_TYPES),
    /** Each ticked line posts an `entryNumber` field; the shopper may tick none (refused with wording). */
    entryNumber: z.array(entryNumber).max(100).default([]),
    personalMessage: message.default(""),
  }),
  z.object({
    intent: z.literal("gift-box-remove"),
    giftBoxNo: boxNumber,
  }),
  z.object({
    intent: z.literal("gift-message"),
    /** A box's message; without it, the order-level message. */
    giftBoxNo: boxNumber.optional(),
    message: message.default(""),
  }),
]);

export type GiftingForm = z.infer<typeof giftingFormSchema>;

export const GIFTING_INTENTS = ["gift-box-add", "gift-box-remove", "gift-message"] as const;

/** The posted fields as the schema reads them: `entryNumber` is repeated, the others are single. */
export function giftingFormFields(form: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const entryNumbers: string[] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (name === "entryNumber") entryNumbers.push(value);
    else if (name === "giftBoxNo" && value === "") continue;
    else fields[name] = value;
  }
  fields.entryNumber = entryNumbers;
  return fields;
}

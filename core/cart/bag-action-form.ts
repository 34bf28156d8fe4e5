import { giftCardPostedFields } from "../gift-card-purchase/gift-card-purchase-form.ts";
import { GIFTING_INTENTS, giftingFormFields, giftingFormSchema } from "../gifting/gifting-form.ts";
import { z } from "../validation/zod.ts";
import { BUNDLE_PIECE_FIELD } from "./bag-form-fields.ts";

// Every change a shopper makes to the bag, as one closed set of intents (docs/forms-and-mutations.md; Hydrogen's
// cart route is the model): adding (the product and bundle forms), the bag page's line and promotion changes,
// and the gifting panel's intents, which are the gifting schema's own members (core/gifting/gifting-form.ts).
// One schema reads the posted fields on the server whether the browser or its script sent them.

const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, "is not a product code");

const entryNumber = z.coerce.number().int().min(0).max(9999);

// Bounded loosely here: the bag service refuses more than a line takes with the wording the shopper sees.
const quantity = z.coerce.number().int().min(1).max(999);

/** A promotion code as a shopper types it; the promotions service decides whether it exists. */
const promotionCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\w-]+$/, "is not a promotion code");

const addMembers = [
  z.object({
    intent: z.literal("add"),
    /** Missing when the shopper chose no size (the form still posts without JavaScript). */
    productSku: code.optional(),
    quantity: quantity.default(1),
  }),
  z.object({
    intent: z.literal("add-bundle"),
    bundleCode: code,
    giftBox: z.literal("on").optional(),
    pieces: z.array(z.tuple([z.coerce.number().int().min(0).max(99), code])).max(20),
  }),
  // A gift card is its own line: the fields are read loosely here and checked by the gift card rules
  // (core/gift-card-purchase/gift-card-purchase-form.ts), which answer each field with its own message.
  giftCardPostedFields.extend({ intent: z.literal("add-gift-card") }),
] as const;

const lineMembers = [
  z.object({ intent: z.literal("update-quantity"), entryNumber, quantity }),
  z.object({ intent: z.literal("remove"), entryNumber }),
  z.object({ intent: z.literal("move-to-saved"), entryNumber }),
  // Codes are printed in capitals; a shopper may type them in any case.
  z.object({
    intent: z.literal("apply-promotion"),
    code: promotionCode.transform((promotion) => promotion.toUpperCase()),
  }),
  z.object({ intent: z.literal("remove-promotion"), code: promotionCode }),
] as const;

export const bagActionSchema = z.discriminatedUnion("intent", [
  ...addMembers,
  ...lineMembers,
  ...giftingFormSchema.options,
]);

export type BagAction = z.infer<typeof bagActionSchema>;
export type BagIntent = BagAction["intent"];

/** The adding intents, answered with the added-to-bag confirmation (core/cart/bag-answer.ts). */
type BagAddAction = Extract<BagAction, { intent: "add" | "add-bundle" }>;
/** A gift card bought into the bag, answered with the added-to-bag confirmation too. */
export type GiftCardAddAction = Extract<BagAction, { intent: "add-gift-card" }>;
/** The bag page's line and promotion intents. */
type BagPageAction = Extract<
  BagAction,
  { intent: "update-quantity" | "remove" | "move-to-saved" | "apply-promotion" | "remove-promotion" }
>;
export type BagPageIntent = BagPageAction["intent"];
/** The gift box and gift message changes, also posted on the checkout page. */
export type GiftingIntent = (typeof GIFTING_INTENTS)[number];

const ADD_INTENTS: readonly unknown[] = ["add", "add-bundle"] satisfies BagAddAction["intent"][];

export function isAddIntent(intent: unknown): intent is BagAddAction["intent"] {
  return ADD_INTENTS.includes(intent);
}

export function isGiftingIntent(intent: unknown): intent is GiftingIntent {
  return (GIFTING_INTENTS as readonly unknown[]).includes(intent);
}

/**
 * The posted fields as the schema reads them. Each family posts its own shape: bundle pieces gathered from
 * their `piece-{position}` fields, the gifting form's repeated `entryNumber`, and otherwise single text fields
 * with the empty ones left out.
 */
export function bagActionFields(form: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const entries = [...form];
  const intent = entries.find(([name]) => name === "intent")?.[1];
  if (isGiftingIntent(intent)) return giftingFormFields(entries);
  const fields: Record<string, unknown> = {};
  const pieces: [string, string][] = [];
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    if (name.startsWith(BUNDLE_PIECE_FIELD)) pieces.push([name.slice(BUNDLE_PIECE_FIELD.length), value]);
    else if (value !== "") fields[name] = value;
  }
  if (isAddIntent(intent)) fields.pieces = pieces;
  return fields;
}

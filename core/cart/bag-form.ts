import { z } from "../validation/zod.ts";
import { BUNDLE_PIECE_FIELD } from "./bag-form-fields.ts";

// The bag's one form (docs/forms-and-mutations.md): every change posts an `intent` from a closed set, and this
// schema reads it on the server whether the browser or its script sent it. Hydrogen's CartForm is the model.

const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, "is not a product code");

// Bounded loosely here: the cart service refuses more than a line takes with the wording the shopper sees.
const quantity = z.coerce.number().int().min(1).max(999);

export const bagFormSchema = z.discriminatedUnion("intent", [
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
]);

export type BagForm = z.infer<typeof bagFormSchema>;

/** The posted fields as the schema reads them: bundle pieces gathered from their `piece-{position}` fields. */
export function bagFormFields(form: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const pieces: [string, string][] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (name.startsWith(BUNDLE_PIECE_FIELD)) pieces.push([name.slice(BUNDLE_PIECE_FIELD.length), value]);
    else if (value !== "") fields[name] = value;
  }
  fields.pieces = pieces;
  return fields;
}

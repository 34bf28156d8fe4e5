import { z } from "../validation/zod.ts";

// What a staff member's dispatch, cancellation or refund says (validated at every boundary that takes one): the
// request's own key, so a retry is the same change, and the lines with how many units of each.

const lines = z
  .array(
    z.object({
      entryNumber: z.int().min(0),
      quantity: z.int().min(1).max(10_000),
    }),
  )
  .min(1, "Choose at least one line.")
  .max(500);

const key = z.string().trim().min(1, "A request key is needed.").max(200);

export const changeLinesInput = z.object({ key, lines });
export type ChangeLinesInput = z.infer<typeof changeLinesInput>;

export const dispatchLinesInput = changeLinesInput.extend({
  carrier: z.string().trim().min(1, "Name the carrier.").max(80),
  trackingNumber: z
    .string()
    .trim()
    .min(1, "Give the tracking number.")
    .max(80)
    .regex(/^[A-Za-z0-9 -]+$/, "A tracking number has only letters, digits, spaces and hyphens."),
});
export type DispatchLinesInput = z.infer<typeof dispatchLinesInput>;

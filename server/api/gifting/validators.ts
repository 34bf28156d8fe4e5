import { GIFT_BOX_TYPES } from "../../../core/gifting/gifting-types.ts";
import { z } from "../../../core/validation/zod.ts";

// spec 001 §7 "Checkout" gift-box calls. Strict: a field the call does not know is refused, not ignored.
// Messages are bounded loosely: the gifting service refuses past 250 characters with the spec 001 §5 wording,
// after stripping HTML.

const giftBoxNo = z.number().int().min(1).max(999);
const entryNumber = z.number().int().min(0).max(2_147_483_647);
const message = z.string().max(5_000);

/** `?isBag=true`: the bag asks; checkout would ask without it. Both get the same answer. */
export const giftBoxQuery = z.object({ isBag: z.enum(["true", "false"]).optional() }).strict();

/** `POST gift-boxes?isBag` body: add a box, remove one by its number, or clear them all (spec 001 §4). */
export const giftBoxesBody = z.discriminatedUnion("action", [
  z
    .object({
      action: z.literal("add"),
      giftBoxType: z.enum(GIFT_BOX_TYPES),
      entryNumbers: z.array(entryNumber).max(100),
      personalMessage: message.optional(),
    })
    .strict(),
  z.object({ action: z.literal("remove"), giftBoxNo }).strict(),
  z.object({ action: z.literal("clear") }).strict(),
]);

/** `PUT gift-message` body: a box's personal message, or without giftBoxNo the order-level message. */
export const giftMessageBody = z.object({ giftBoxNo: giftBoxNo.optional(), message }).strict();

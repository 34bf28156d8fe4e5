import { z } from "../../../core/validation/zod.ts";

// Strict input of the bag calls (spec 001 §7 "Bag"). Unknown query parameters are refused, so a typo is a 400
// with its name rather than a silently ignored option.

const entryNumber = z.coerce.number().int("must be a whole number").min(0).max(9999);

export const entryParams = z.object({ entry: entryNumber });

// Bounded loosely: the bag service refuses more than a line takes, with the wording the shopper sees.
export const quantityParams = z.object({
  entry: entryNumber,
  quantity: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(999),
});

const isoTimestamp = z.iso.datetime({ offset: true });

export const cartJsonQuery = z
  .object({
    /** The client's last seen modifiedTimestamp: the same one answers "unchanged" without pricing anything. */
    modifiedTime: isoTimestamp.optional(),
    resetDeliveryMode: z.enum(["true", "false"]).optional(),
  })
  .strict();

export const commerceCartQuery = z
  .object({
    fields: z.enum(["BASIC", "DEFAULT", "FULL", "OVERLAY"]).optional(),
    /** A currency (GBP) or country (GB) code the client shows the cart for; the cart answers in its own. */
    isoCode: z
      .string()
      .regex(/^[A-Za-z]{2,3}$/, "is not an iso code")
      .optional(),
  })
  .strict();

/** A code as typed; the promotion service normalises it (trim, upper case) and refuses what is not one. */
export const promotionBody = z.object({ code: z.string().trim().min(1, "Please enter a code").max(64) });

export const promotionQuery = z.object({ code: z.string().trim().min(1).max(64).optional() }).strict();

/**
 * spec 001 §3 gift card purchase fields, as the bag edits them on a gift card line; what is left out stays as it
 * is. Bounded loosely here: the gift card rules (core/gift-card-purchase) refuse with each field's wording.
 */
export const giftCardBody = z
  .object({
    recipientName: z.string().trim().min(1).max(200),
    recipientEmail: z.string().max(254).optional(),
    senderName: z.string().trim().min(1).max(200),
    personalMessage: z.string().max(5_000).optional(),
    sendDate: z.string().max(20).optional(),
    /** Pence. */
    amount: z.number().int().positive().max(10_000_000).optional(),
    design: z.string().max(40).optional(),
    giftBox: z.boolean().optional(),
    /** The currency the caller means to pay in: pounds only. */
    currency: z.string().max(3).optional(),
  })
  .strict();

import { MAX_QUANTITY_PER_LINE } from "../../../core/cart/cart-rules.ts";
import { z } from "../../../core/validation/zod.ts";

const variantCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, "is not a product code");

const quantity = z.coerce
  .number()
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(MAX_QUANTITY_PER_LINE, `must be at most ${MAX_QUANTITY_PER_LINE}`);

/** spec 001 §3 add-to-bag input. productPrice is checked for shape only: the server uses its own price. */
export const addEntryBody = z.object({
  productSku: variantCode,
  productPrice: z.coerce.number().nonnegative().finite().optional(),
  quantity: quantity.default(1),
  productSizeCode: z.string().max(64).optional(),
});

/** spec 001 §7 `POST cart/add` query. */
export const cartAddQuery = z.object({
  productCodePost: variantCode,
  productQuantity: quantity.default(1),
  responsive: z.enum(["true", "false"]).optional(),
});

/** Bundle bulk add body: entries in, as the commerce service takes them. */
export const bulkBody = z.object({
  entries: z
    .array(z.object({ productCode: variantCode, quantity }))
    .min(1, "needs at least one entry")
    .max(20, "takes at most 20 entries"),
});

export const bulkQuery = z.object({ fields: z.enum(["BASIC", "DEFAULT", "FULL"]).optional() });

/** spec 002 §7 `POST /api/wishlist` body: product details (code, group code, name). */
export const saveItemBody = z.object({
  code: variantCode,
  groupCode: z.string().trim().max(64).optional().default(""),
  name: z.string().trim().min(1).max(200),
  /** The shopper's "Continue & Replace Oldest Item" choice (spec 002 §4). */
  replaceOldest: z.boolean().optional().default(false),
});

export const positionParam = z.coerce.number().int().min(0).max(2_147_483_647);

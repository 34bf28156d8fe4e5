import { z } from "../../../core/validation/zod.ts";

// spec 001 §7 `GET delivery-modes.json?isoCode` and `POST delivery-mode`. Strict: a field the call does not know is
// refused, not ignored.

/** `?isoCode=FR`: the country to quote for; without it, the checkout's own destination. */
export const deliveryModesQuery = z
  .object({
    isoCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code, such as GB")
      .transform((code) => code.toUpperCase())
      .optional(),
  })
  .strict();

/**
 * `{ deliveryModeCode: "NEXTDAY", nominatedDate?: "2026-12-03" }`. The code is read as any short word so that a
 * code the shop does not know is refused as a delivery mode (reason unknownMode), like one this site or bag
 * cannot have.
 */
export const deliveryModeBody = z
  .object({
    deliveryModeCode: z
      .string()
      .trim()
      .min(1, "Please choose a delivery option")
      .max(20, "is not a delivery mode"),
    nominatedDate: z.iso.date("must be a date, such as 2026-12-03").optional(),
  })
  .strict();

import { MAX_GIFT_CARD_INPUT_LENGTH } from "../../../core/gift-cards/gift-card-code.ts";
import { z } from "../../../core/validation/zod.ts";

// spec 001 §7 "Checkout" redeem-gift-voucher.json and remove-gift-payment.json. Strict: a field the call does not
// know is refused, not ignored. The code's shape is the service's to judge (a code that cannot be a card is
// "not recognised", in the shopper's words); here only its type and a bound on its length.

/** A gift card number as typed (spaces and hyphens allowed), bounded; the balance check takes the same field. */
export const giftCardCodeField = z
  .string()
  .trim()
  .min(1, "Please enter your gift card number.")
  .max(MAX_GIFT_CARD_INPUT_LENGTH, "A gift card number is 16 characters.");

export const giftCardBody = z.object({ giftCardCode: giftCardCodeField }).strict();

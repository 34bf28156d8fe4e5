import { MAX_GIFT_CARD_INPUT_LENGTH } from "../../../core/gift-cards/gift-card-code.ts";
import { z } from "../../../core/validation/zod.ts";

// The balance check's input: a code and a PIN, typed as printed (spaces and hyphens allowed). Their shape is the
// service's to judge, answered in its one message; here only types and bounds on length.

export const giftCardBalanceBody = z
  .object({
    giftCardCode: z
      .string()
      .trim()
      .min(1, "Please enter your gift card number.")
      .max(MAX_GIFT_CARD_INPUT_LENGTH, "A gift card number is 16 characters."),
    pin: z.string().trim().min(1, "Please enter your PIN.").max(16, "A PIN is 6 digits."),
  })
  .strict();

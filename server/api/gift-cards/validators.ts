import { z } from "../../../core/validation/zod.ts";
import { giftCardCodeField } from "../checkout/gift-card-validators.ts";

// The balance check's input: a code and a PIN, typed as printed (spaces and hyphens allowed). Their shape is the
// service's to judge, answered in its one message; here only types and bounds on length.

export const giftCardBalanceBody = z
  .object({
    giftCardCode: giftCardCodeField,
    pin: z.string().trim().min(1, "Please enter your PIN.").max(16, "A PIN is 6 digits."),
  })
  .strict();

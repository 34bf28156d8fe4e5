import { DomainError } from "../errors/domain-error.ts";
import { z } from "../validation/zod.ts";
import type { VariantRecord } from "./product-repository.ts";

// spec 002 §5 "Notify me needs an email address"; the payload is ours to design (§7: "not shown").
export const NOTIFY_ME_REQUIRED = "Please enter your email address";

export const notifyMeRequestSchema = z
  .object({
    productCode: z.string().trim().min(1, "productCode is required").max(40),
    variantCode: z.string().trim().min(1, "variantCode is required").max(40),
    email: z.string().trim().min(1, NOTIFY_ME_REQUIRED).max(254),
  })
  .strict();

export type NotifyMeRequest = z.infer<typeof notifyMeRequestSchema>;

/** Matches the configured per-country pattern for the notifyMeEmail field (spec 002 §5 "Form field"). */
export function checkNotifyMeEmail(email: string, pattern: string | undefined, message: string): void {
  const valid = pattern ? new RegExp(pattern).test(email) : z.email().safeParse(email).success;
  if (!valid) throw new DomainError("invalid", message, { email: message });
}

/** Only a sold-out variant that allows notify-me takes an alert. */
export function assertVariantTakesAlerts(
  variant: VariantRecord | undefined,
  productCode: string,
): VariantRecord {
  if (!variant || variant.productCode !== productCode)
    throw new DomainError("invalid", "That size does not belong to this product.", {
      variantCode: "That size does not belong to this product.",
    });
  if (!variant.notifyMe) throw new DomainError("conflict", "Stock alerts are not offered for this item.");
  if (variant.stockLevel > 0 || variant.availability !== "online")
    throw new DomainError("conflict", "This item is available, so there is nothing to notify you about.");
  return variant;
}

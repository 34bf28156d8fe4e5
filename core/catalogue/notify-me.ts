import { DomainError } from "../errors/domain-error.ts";
import { z } from "../validation/zod.ts";
import type { VariantRecord } from "./product-repository.ts";

// spec 002 §5 "Notify me needs an email address"; the payload is ours to design (§7: "not shown").
const NOTIFY_ME_REQUIRED = "Please enter your email address";

/**
 * An alert names one size (`variantCode`) or, for a sold-out product offered notify-me before any size is chosen
 * (spec 002 §4), the colour shown (`swatchCode`): then every size of it that takes alerts.
 */
export const notifyMeRequestSchema = z
  .object({
    productCode: z.string().trim().min(1, "productCode is required").max(40),
    variantCode: z.string().trim().min(1, "variantCode is required").max(40).optional(),
    swatchCode: z.string().trim().min(1, "swatchCode is required").max(60).optional(),
    email: z.string().trim().min(1, NOTIFY_ME_REQUIRED).max(254),
  })
  .strict()
  .refine((request) => (request.variantCode === undefined) !== (request.swatchCode === undefined), {
    message: "Name either variantCode or swatchCode",
    path: ["variantCode"],
  });

export type NotifyMeRequest = z.infer<typeof notifyMeRequestSchema>;

/** Matches the configured per-country pattern for the notifyMeEmail field (spec 002 §5 "Form field"). */
export function checkNotifyMeEmail(email: string, pattern: string | undefined, message: string): void {
  const valid = pattern ? new RegExp(pattern).test(email) : z.email().safeParse(email).success;
  if (!valid) throw new DomainError("invalid", message, { email: message });
}

/** Whether a variant is sold out online and allows notify-me (spec 002 §4). */
function takesAlerts(variant: VariantRecord): boolean {
  return variant.notifyMe && variant.stockLevel <= 0 && variant.availability === "online";
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
  if (!takesAlerts(variant))
    throw new DomainError("conflict", "This item is available, so there is nothing to notify you about.");
  return variant;
}

/** The sizes of one colour that take an alert; refused when none does. */
export function swatchVariantsTakingAlerts(
  variants: readonly VariantRecord[],
  productCode: string,
  swatchCode: string,
): VariantRecord[] {
  const ofSwatch = variants.filter((v) => v.productCode === productCode && v.swatchCode === swatchCode);
  if (ofSwatch.length === 0)
    throw new DomainError("invalid", "That colour does not belong to this product.", {
      swatchCode: "That colour does not belong to this product.",
    });
  const taking = ofSwatch.filter(takesAlerts);
  if (taking.length === 0) {
    const anyAllowed = ofSwatch.some((v) => v.notifyMe);
    throw new DomainError(
      "conflict",
      anyAllowed
        ? "This item is available, so there is nothing to notify you about."
        : "Stock alerts are not offered for this item.",
    );
  }
  return taking;
}

import { z } from "zod";
import { PROMOTION_KINDS, type Promotion } from "../pricing/cart-pricing-types.ts";
import { normalisePromotionCode } from "./promotion-code.ts";

// The merchandiser's rules for promotion codes (issue 29 point 4, within docs/decisions/015): what a new code must
// say, when its dates may change, and expiring it. Pure; the repository applies them under its own locks.

/** The currencies a code's amount or threshold can be in: the versions' own (decision 002: never converted). */
export const PROMOTION_CURRENCIES = ["GBP", "USD", "EUR"] as const;

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());

/** A new code as the merchandiser's form posts it, checked field by field. */
export const promotionDraftSchema = z
  .object({
    code: z.string().transform((value, context) => {
      const code = normalisePromotionCode(value);
      if (code === null) {
        context.addIssue({ code: "custom", message: "Use 1 to 32 letters, digits or hyphens." });
        return z.NEVER;
      }
      return code;
    }),
    kind: z.enum(PROMOTION_KINDS, { error: "Choose what the code gives." }),
    value: z.coerce.number({ error: "Enter a whole number." }).int("Enter a whole number.").min(0),
    currency: z.enum(PROMOTION_CURRENCIES).nullable(),
    threshold: z.coerce.number().int("Enter the threshold in pence or cents.").min(1).nullable(),
    startsAt: instant.nullable(),
    endsAt: instant.nullable(),
    stackable: z.boolean(),
    description: z
      .string()
      .trim()
      .min(1, "Say what the shopper gets.")
      .max(120, "Keep it to 120 characters."),
  })
  .superRefine((draft, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (draft.kind === "percentOff" && (draft.value < 1 || draft.value > 100))
      issue("value", "A percentage is from 1 to 100.");
    if (draft.kind === "amountOff" && draft.value < 1)
      issue("value", "Enter the amount off in pence or cents.");
    if (draft.kind === "amountOff" && draft.currency === null)
      issue("currency", "An amount off needs its currency.");
    if (draft.kind === "freeStandardDelivery" && draft.value !== 0)
      issue("value", "Free delivery takes no value.");
    if (draft.threshold !== null && draft.currency === null)
      issue("currency", "A threshold needs its currency.");
    const refusal = datesRefusal(draft.startsAt, draft.endsAt);
    if (refusal) issue("endsAt", DATE_REFUSAL_MESSAGES[refusal]);
  });

export type PromotionDraft = z.output<typeof promotionDraftSchema>;

export type PromotionState = "scheduled" | "live" | "ended";

/** Where a code stands at `now`: the pricing rule's `startsAt ≤ now < endsAt` (decision 015). */
export function promotionState(promotion: Pick<Promotion, "startsAt" | "endsAt">, now: Date): PromotionState {
  if (promotion.endsAt !== null && Date.parse(promotion.endsAt) <= now.getTime()) return "ended";
  if (promotion.startsAt !== null && Date.parse(promotion.startsAt) > now.getTime()) return "scheduled";
  return "live";
}

export type DatesRefusal = "endsBeforeStart";

const DATE_REFUSAL_MESSAGES: Record<DatesRefusal, string> = {
  endsBeforeStart: "The end must come after the start.",
};

/** Why a code cannot run from `startsAt` to `endsAt`, or null. */
export function datesRefusal(startsAt: string | null, endsAt: string | null): DatesRefusal | null {
  if (startsAt !== null && endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt))
    return "endsBeforeStart";
  return null;
}

export type ExpireRefusal = "alreadyEnded";

/** Expiring ends a code now: a code that has ended already is left as it is (its end is its history). */
export function expireRefusal(
  promotion: Pick<Promotion, "startsAt" | "endsAt">,
  now: Date,
): ExpireRefusal | null {
  return promotionState(promotion, now) === "ended" ? "alreadyEnded" : null;
}

export const PROMOTION_ADMIN_MESSAGES = {
  ...DATE_REFUSAL_MESSAGES,
  alreadyEnded: "This code has already ended.",
  codeTaken: "A code with this name exists already.",
  unknown: "There is no such code.",
} as const;

import type { PatternRule } from "../forms/field-rules.ts";
import { TEXT_AREA_DEFAULT_MAX_CHARS } from "../forms/field-rules.ts";
import { z } from "../validation/zod.ts";
import { FIELD_MESSAGES, optionalText, patternText, requiredText } from "./form-fields.ts";

// Contact us (spec 002 text catalogue: subject, summary, order number, product details, account
// yes or no; spec 000 §2 help/contact-us and its confirmation "Email Sent").
export const CONTACT_SUBJECTS = [
  "order",
  "delivery",
  "returns",
  "product",
  "account",
  "website",
  "other",
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Our order numbers: one letter and eight digits (W12345678). Optional, but checked when given. */
export const ORDER_NUMBER_PATTERN = "^[A-Za-z][0-9]{8}$";

export interface ContactRules {
  emailAddress?: PatternRule;
}

export function contactMessageSchema(rules: ContactRules) {
  return z.object({
    firstName: requiredText(FIELD_MESSAGES.firstName, 60),
    lastName: requiredText(FIELD_MESSAGES.lastName, 60),
    emailAddress: patternText(rules.emailAddress, FIELD_MESSAGES.emailAddress, 254),
    subject: z.enum(CONTACT_SUBJECTS, { error: FIELD_MESSAGES.subject }),
    summary: requiredText(FIELD_MESSAGES.summary, TEXT_AREA_DEFAULT_MAX_CHARS, FIELD_MESSAGES.summaryTooLong),
    orderNumber: optionalText(9).refine(
      (value) => value === "" || new RegExp(ORDER_NUMBER_PATTERN).test(value),
      {
        message: FIELD_MESSAGES.orderNumber,
      },
    ),
    productDetails: optionalText(200),
    hasAccount: z.enum(["yes", "no"], { error: FIELD_MESSAGES.hasAccount }),
  });
}

export type ContactMessageInput = z.infer<ReturnType<typeof contactMessageSchema>>;

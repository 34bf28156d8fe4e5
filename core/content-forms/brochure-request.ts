import type { PatternRule } from "../forms/field-rules.ts";
import { z } from "../validation/zod.ts";
import { FIELD_MESSAGES, optionalText, patternText, requiredText } from "./form-fields.ts";

// The brochure request (spec 000 §2 brochure-request, spec 002 text catalogue "brochure request").
export const BROCHURE_CHOICES = ["home", "clothing", "gifts"] as const;
export type BrochureChoice = (typeof BROCHURE_CHOICES)[number];

export const TITLES = ["", "Mr", "Mrs", "Ms", "Miss", "Mx", "Dr"] as const;

export interface BrochureRules {
  emailAddress?: PatternRule;
  postcode?: PatternRule;
}

export function brochureRequestSchema(rules: BrochureRules) {
  return z.object({
    title: z.enum(TITLES).optional().default(""),
    firstName: requiredText(FIELD_MESSAGES.firstName, 60),
    lastName: requiredText(FIELD_MESSAGES.lastName, 60),
    addressLine1: requiredText(FIELD_MESSAGES.addressLine1, 100),
    addressLine2: optionalText(100),
    town: requiredText(FIELD_MESSAGES.town, 60),
    county: optionalText(60),
    postcode: patternText(rules.postcode, FIELD_MESSAGES.postcode, 12),
    emailAddress: patternText(rules.emailAddress, FIELD_MESSAGES.emailAddress, 254),
    brochure: z.enum(BROCHURE_CHOICES, { error: FIELD_MESSAGES.brochure }),
    marketingOptIn: z
      .union([z.boolean(), z.enum(["true", "on", "false", ""])])
      .optional()
      .transform((value) => value === true || value === "true" || value === "on"),
  });
}

export type BrochureRequestInput = z.infer<ReturnType<typeof brochureRequestSchema>>;

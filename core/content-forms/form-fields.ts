import { type PatternRule, stripHtml, TEXT_AREA_DEFAULT_MAX_CHARS } from "../forms/field-rules.ts";
import { z } from "../validation/zod.ts";

// Field schemas shared by the brochure and contact forms. Wording matches the text catalogue
// (app/lib/text/en-GB/content.ts) so a no-JS shopper sees the same messages the browser shows.
export const FIELD_MESSAGES = {
  firstName: "Please enter your first name",
  lastName: "Please enter your last name",
  emailAddress: "Please enter a valid email address",
  addressLine1: "Please enter the first line of your address",
  town: "Please enter your town or city",
  postcode: "Please enter a valid postcode",
  brochure: "Please choose a brochure",
  subject: "Please choose a subject",
  summary: "Please tell us how we can help",
  summaryTooLong: `Please keep your message to ${TEXT_AREA_DEFAULT_MAX_CHARS} characters`,
  orderNumber: "Please enter a valid order number, for example W12345678",
  hasAccount: "Please tell us whether you have an account with us",
  tooLong: "Please shorten this field",
} as const;

/** Text a shopper typed: trimmed, HTML stripped, within a length. */
export const requiredText = (message: string, max = 100, tooLong: string = FIELD_MESSAGES.tooLong) =>
  z.preprocess(
    (value) => (typeof value === "string" ? stripHtml(value).trim() : value),
    z.string({ error: message }).min(1, message).max(max, tooLong),
  );

export const optionalText = (max = 100) =>
  z.preprocess(
    (value) => (typeof value === "string" ? stripHtml(value).trim() : value),
    z.string().max(max, FIELD_MESSAGES.tooLong).optional().default(""),
  );

/** A field checked by the configured per-country pattern (spec 002 §5). */
export const patternText = (rule: PatternRule | undefined, fallbackMessage: string, max = 100) =>
  requiredText(rule?.errorMessage ?? fallbackMessage, max).refine(
    (value) => !rule || new RegExp(rule.pattern).test(value),
    { message: rule?.errorMessage ?? fallbackMessage },
  );

/** zod issues as one message per field (the first), for the page and the API. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    messages[field] ??= issue.message;
  }
  return messages;
}

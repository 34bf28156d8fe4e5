import type { ValidationRule } from "../site/site-config.ts";

// spec 000 §5: the newsletter e-mail is required, a valid e-mail, and matches the per-country pattern of the
// e-mail field. The field is called emailAddress in one reading and notifyMeEmail in another, so both are tried.
const NEWSLETTER_EMAIL_FIELDS = ["emailAddress", "notifyMeEmail"] as const;

/** What the browser and the server check the address against. */
export interface NewsletterEmailRule {
  pattern: string;
  errorMessage: string;
}

/** Used only when a configuration has no e-mail rule at all; every shipped zone has one. */
export const FALLBACK_EMAIL_RULE: NewsletterEmailRule = {
  pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$",
  errorMessage: "Please enter a valid email address",
};

/** The most an address can be (RFC 5321 path limit); longer input is refused before it reaches a regex. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The e-mail rule for a country, given a lookup that already falls back to ROW (`validationRuleFor`).
 * The first field name that has a rule wins.
 */
export function newsletterEmailRule(
  ruleFor: (fieldName: string) => ValidationRule | undefined,
): NewsletterEmailRule {
  for (const field of NEWSLETTER_EMAIL_FIELDS) {
    const rule = ruleFor(field);
    if (rule) return { pattern: rule.pattern, errorMessage: rule.errorMessage };
  }
  return FALLBACK_EMAIL_RULE;
}

// The shape browsers accept for type="email" (HTML "valid e-mail address"), so server and browser agree.
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The configured message when the address is missing or invalid, else null (spec 000 §5, §8). */
export function newsletterEmailError(value: string, rule: NewsletterEmailRule): string | null {
  const email = value.trim();
  if (email === "" || email.length > MAX_EMAIL_LENGTH) return rule.errorMessage;
  if (!HTML_EMAIL.test(email)) return rule.errorMessage;
  if (!new RegExp(rule.pattern).test(email)) return rule.errorMessage;
  return null;
}

/** Sign-ups are kept, compared and hashed for tracking lower-cased (spec 000 §4). */
export function normaliseNewsletterEmail(value: string): string {
  return value.trim().toLowerCase();
}

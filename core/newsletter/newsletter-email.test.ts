import { describe, expect, it } from "vitest";
import type { ValidationRule } from "../site/site-config.ts";
import {
  FALLBACK_EMAIL_RULE,
  newsletterEmailError,
  newsletterEmailRule,
  normaliseNewsletterEmail,
} from "./newsletter-email.ts";

const rule = {
  pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$",
  errorMessage: "Please enter a valid email address",
};

describe("newsletterEmailRule", () => {
  it("takes the emailAddress rule, else notifyMeEmail, else the fallback", () => {
    const rules: Record<string, ValidationRule> = {
      notifyMeEmail: { fieldName: "notifyMeEmail", pattern: "x", errorMessage: "notify" },
    };
    expect(newsletterEmailRule((field) => rules[field])).toEqual({ pattern: "x", errorMessage: "notify" });
    rules.emailAddress = { fieldName: "emailAddress", pattern: "y", errorMessage: "address" };
    expect(newsletterEmailRule((field) => rules[field])).toEqual({ pattern: "y", errorMessage: "address" });
    expect(newsletterEmailRule(() => undefined)).toEqual(FALLBACK_EMAIL_RULE);
  });
});

describe("newsletterEmailError", () => {
  it("accepts a valid address", () => {
    expect(newsletterEmailError(" Jo.Smith@Example.co.uk ", rule)).toBeNull();
  });

  it.each([
    "",
    "   ",
    "jo",
    "jo@",
    "jo@example",
    "jo smith@example.com",
    "jo@example.c",
    `${"a".repeat(250)}@x.com`,
  ])("refuses %j with the configured message", (value) => {
    expect(newsletterEmailError(value, rule)).toBe("Please enter a valid email address");
  });

  it("applies the country's own pattern on top of the e-mail shape", () => {
    const ukOnly = { pattern: "\\.uk$", errorMessage: "UK addresses only" };
    expect(newsletterEmailError("jo@example.com", ukOnly)).toBe("UK addresses only");
    expect(newsletterEmailError("jo@example.co.uk", ukOnly)).toBeNull();
  });
});

it("keeps addresses lower-cased and trimmed", () => {
  expect(normaliseNewsletterEmail("  Jo@Example.COM ")).toBe("jo@example.com");
});

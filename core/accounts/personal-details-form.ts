import { z } from "../validation/zod.ts";
import { fieldErrors } from "./address-form.ts";
import { ADDRESS_MESSAGES, isPhoneNumber } from "./address-rules.ts";
import type { CustomerDetails } from "./customer-ports.ts";
import { TITLES } from "./titles.ts";

// The personal-details form of my account (spec 001 §3, §5): title, names, phone, an optional birthday of day
// and month (DD and MM must be valid), marketing consent. One schema for the page's action and the
// `POST /my-account-endpoint/personal-details` call.

export const PERSONAL_DETAILS_MESSAGES = {
  birthdayDay: "Please enter a valid day (DD)",
  birthdayMonth: "Please enter a valid month (MM)",
} as const;

/** Days in each month of a leap year: 29 February is a birthday too. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const twoDigits = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => String(value ?? "").trim());

const flag = z
  .union([z.boolean(), z.enum(["on", "true", "false"])])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

export const personalDetailsFields = {
  title: z.enum(TITLES, { error: ADDRESS_MESSAGES.title }),
  firstName: z
    .string({ error: ADDRESS_MESSAGES.firstName })
    .trim()
    .min(1, ADDRESS_MESSAGES.firstName)
    .max(60, ADDRESS_MESSAGES.firstName),
  lastName: z
    .string({ error: ADDRESS_MESSAGES.lastName })
    .trim()
    .min(1, ADDRESS_MESSAGES.lastName)
    .max(60, ADDRESS_MESSAGES.lastName),
  phoneNumber: z
    .string({ error: ADDRESS_MESSAGES.phoneNumber })
    .trim()
    .refine(isPhoneNumber, ADDRESS_MESSAGES.phoneNumber),
  birthdayDay: twoDigits,
  birthdayMonth: twoDigits,
  marketingConsent: flag,
};

/** spec 001 §5: the birthday's messages, or none; both parts empty is no birthday. */
export function birthdayErrors(
  day: string,
  month: string,
): Partial<Record<"birthdayDay" | "birthdayMonth", string>> {
  if (day === "" && month === "") return {};
  const errors: Partial<Record<"birthdayDay" | "birthdayMonth", string>> = {};
  const m = /^\d{1,2}$/.test(month) ? Number(month) : Number.NaN;
  const monthValid = m >= 1 && m <= 12;
  if (!monthValid) errors.birthdayMonth = PERSONAL_DETAILS_MESSAGES.birthdayMonth;
  const d = /^\d{1,2}$/.test(day) ? Number(day) : Number.NaN;
  const maxDay = monthValid ? (DAYS_IN_MONTH[m - 1] ?? 31) : 31;
  if (!(d >= 1 && d <= maxDay)) errors.birthdayDay = PERSONAL_DETAILS_MESSAGES.birthdayDay;
  return errors;
}

type PersonalDetailsParse =
  | { ok: true; details: CustomerDetails }
  | { ok: false; errors: Record<string, string> };

export function parsePersonalDetails(input: unknown): PersonalDetailsParse {
  const parsed = z.object(personalDetailsFields).safeParse(input);
  const raw = (input ?? {}) as Record<string, unknown>;
  const day = String(raw.birthdayDay ?? "").trim();
  const month = String(raw.birthdayMonth ?? "").trim();
  const birthday = birthdayErrors(day, month);
  if (!parsed.success) return { ok: false, errors: { ...birthday, ...fieldErrors(parsed.error) } };
  if (Object.keys(birthday).length) return { ok: false, errors: birthday };
  const value = parsed.data;
  return {
    ok: true,
    details: {
      title: value.title,
      firstName: value.firstName,
      lastName: value.lastName,
      phone: value.phoneNumber,
      birthday:
        value.birthdayDay === ""
          ? null
          : { day: Number(value.birthdayDay), month: Number(value.birthdayMonth) },
      marketingConsent: value.marketingConsent,
    },
  };
}

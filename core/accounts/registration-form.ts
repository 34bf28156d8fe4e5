import { z } from "../validation/zod.ts";
import type { RegistrationInput } from "./account-types.ts";
import { BIRTHDAY_MESSAGE, parseBirthday } from "./birthday.ts";
import { checkPassword, PASSWORD_MISMATCH_MESSAGE } from "./password-rules.ts";
import { EMAIL_PATTERN, PHONE_PATTERN, REGISTRATION_MESSAGES } from "./registration-messages.ts";
import { TITLES } from "./titles.ts";

export { EMAIL_PATTERN, PHONE_PATTERN, REGISTRATION_MESSAGES };

// The registration form (spec 001 §5), one schema for the page (native post), the browser and any API.

const trimmed = (message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string({ error: message }).min(1, message).max(max, REGISTRATION_MESSAGES.tooLong),
  );

export const emailField = trimmed(REGISTRATION_MESSAGES.email, 254).refine(
  (value) => new RegExp(EMAIL_PATTERN).test(value),
  { message: REGISTRATION_MESSAGES.email },
);

export const registrationFormSchema = z
  .object({
    title: z.enum(TITLES, { error: REGISTRATION_MESSAGES.title }),
    firstName: trimmed(REGISTRATION_MESSAGES.firstName, 60),
    lastName: trimmed(REGISTRATION_MESSAGES.lastName, 60),
    phone: trimmed(REGISTRATION_MESSAGES.phone, 20).refine(
      (value) => new RegExp(PHONE_PATTERN).test(value) && value.replace(/\D/g, "").length <= 15,
      { message: REGISTRATION_MESSAGES.phone },
    ),
    email: emailField,
    // Never trimmed: spaces are characters of a passphrase.
    password: z.string({ error: REGISTRATION_MESSAGES.password }),
    confirmPassword: z.string().default(""),
    birthdayDay: z.string().default(""),
    birthdayMonth: z.string().default(""),
    // A checkbox: present ("on") when ticked, absent when not.
    marketingConsent: z.string().optional(),
  })
  .superRefine((form, context) => {
    const { valid } = checkPassword(form.password, { email: form.email });
    if (!valid)
      context.addIssue({ code: "custom", path: ["password"], message: REGISTRATION_MESSAGES.password });
    else if (form.password !== form.confirmPassword)
      context.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORD_MISMATCH_MESSAGE });
    if (parseBirthday(form.birthdayDay, form.birthdayMonth) === undefined)
      context.addIssue({ code: "custom", path: ["birthdayDay"], message: BIRTHDAY_MESSAGE });
  })
  .transform(
    (form): RegistrationInput => ({
      title: form.title,
      firstName: form.firstName,
      lastName: form.lastName,
      phone: form.phone,
      email: form.email,
      password: form.password,
      confirmPassword: form.confirmPassword,
      birthday: parseBirthday(form.birthdayDay, form.birthdayMonth) ?? null,
      marketingConsent: form.marketingConsent === "on" || form.marketingConsent === "true",
    }),
  );

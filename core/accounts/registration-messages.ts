import { BIRTHDAY_MESSAGE } from "./birthday.ts";
import { PASSWORD_MISMATCH_MESSAGE } from "./password-rules.ts";

// The registration form's messages and patterns (spec 001 §5), apart from its schema (registration-form.ts): the
// sign-in, registration and checkout forms show them in the browser, which ships no zod for them (decision 053).

export const REGISTRATION_MESSAGES = {
  title: "Please choose a title",
  firstName: "Please enter your first name",
  lastName: "Please enter your last name",
  phone: "Please enter a valid phone number",
  email: "Please enter a valid email address",
  password: "Please enter a password that meets every rule below",
  confirmPassword: PASSWORD_MISMATCH_MESSAGE,
  birthday: BIRTHDAY_MESSAGE,
  tooLong: "Please shorten this field",
} as const;

/** Digits with the spaces, brackets, dashes and leading plus people type: 7 to 15 digits (E.164's most). */
export const PHONE_PATTERN = "^\\+?[0-9 ()\\-]{7,20}$";
/** One @, something either side, a dot in the domain: the mailbox itself is proven by e-mail, not by a pattern. */
export const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";

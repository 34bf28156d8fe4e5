import { z } from "../validation/zod.ts";
import { emailField } from "./registration-form.ts";

export const SIGN_IN_PASSWORD_MESSAGE = "Please enter your password";

/** The sign-in form: any non-empty password is checked against the account, never against today's rules. */
export const signInFormSchema = z.object({
  email: emailField,
  password: z.string({ error: SIGN_IN_PASSWORD_MESSAGE }).min(1, SIGN_IN_PASSWORD_MESSAGE),
  returnTo: z.string().optional(),
});

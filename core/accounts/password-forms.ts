import { z } from "../validation/zod.ts";

// One schema per password form (spec 001 §2, §7), shared by the pages' actions and the JSON calls.

const EMAIL_MESSAGE = "Please enter a valid email address";
export const EXPIRED_LINK_MESSAGE = "The link used to access the reset password page has expired.";

const email = z.string().trim().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));
const password = z.string().max(1024, "Your password is too long.");

const passwordFlow = z.enum(["RESETPASSWORD", "SIGNINWITHOUTPASSWORD"]);

/** spec 001 §7 forgottenpasswordtokens: `{email, flow, redirectUrl?}`; redirectUrl only a path of this site. */
export const forgottenPasswordTokenRequest = z
  .object({ email, flow: passwordFlow, redirectUrl: z.string().max(2000).optional() })
  .strict();

/** The page's request form (the flow follows the view: reset or sign-in link). */
export const passwordRequestForm = z.object({ email, flow: passwordFlow.default("RESETPASSWORD") });

export const checkTokenRequest = z.object({ token: z.string().max(200) }).strict();

export const resetPasswordRequest = z
  .object({ token: z.string().max(200), password, confirmPassword: password })
  .strict();

export const changePasswordRequest = z
  .object({ currentPassword: password, password, confirmPassword: password })
  .strict();

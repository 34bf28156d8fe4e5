import type { Customer, PasswordHash, RegistrationInput } from "./account-types.ts";
import type { CustomerRepository } from "./customer-ports.ts";
import {
  CURRENT_PASSWORD_PARAMETERS,
  decoyHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "./password-hashing.ts";
import { checkPassword, PASSWORD_MISMATCH_MESSAGE } from "./password-rules.ts";

// Registering and signing in (spec 001 §5, ARCHITECTURE.md "Security"): answers never tell whether an e-mail
// has an account, in wording or in time.

/** An e-mail that already has an account is refused without saying so. */
export const REGISTRATION_REFUSED_MESSAGE =
  "We couldn't create an account with these details. If you already have an account, sign in or reset your password.";
/** One wording for an unknown e-mail and a wrong password. */
export const SIGN_IN_REFUSED_MESSAGE = "Your email address or password is incorrect.";

export type RegistrationResult =
  | { ok: true; customer: Customer }
  | { ok: false; reason: "invalid"; fields: Record<string, string> }
  | { ok: false; reason: "refused"; message: string };

export type AuthenticationResult = { ok: true; customer: Customer } | { ok: false; message: string };

export interface AccountServiceOptions {
  newId: () => string;
  now?: () => Date;
  /** Lower-cased common passwords (data/reference/common-passwords.ts). */
  commonPasswords: ReadonlySet<string>;
  /** scrypt parameters for new hashes; tests pass cheaper ones. */
  passwordParameters?: { logN: number; r: number; p: number };
}

export function createAccountService(customers: CustomerRepository, options: AccountServiceOptions) {
  const now = options.now ?? (() => new Date());
  const parameters = options.passwordParameters ?? CURRENT_PASSWORD_PARAMETERS;
  const isCurrent = (hash: PasswordHash) =>
    options.passwordParameters
      ? hash.logN === parameters.logN && hash.r === parameters.r && hash.p === parameters.p
      : !needsRehash(hash);

  return {
    /** Makes the account (the input already passed registrationFormSchema; the rules are checked again here). */
    async register(input: RegistrationInput): Promise<RegistrationResult> {
      const email = input.email.trim();
      const check = checkPassword(input.password, { email, commonPasswords: options.commonPasswords });
      if (!check.valid)
        return {
          ok: false,
          reason: "invalid",
          fields: { password: check.failures.map((rule) => rule.message).join(". ") },
        };
      if (input.password !== input.confirmPassword)
        return { ok: false, reason: "invalid", fields: { confirmPassword: PASSWORD_MISMATCH_MESSAGE } };
      // Hashed before looking for the e-mail, so a taken e-mail costs the same time as a new one.
      const passwordHash = await hashPassword(input.password, parameters);
      const customer: Customer = {
        id: options.newId(),
        email,
        title: input.title,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        phone: input.phone.trim(),
        birthday: input.birthday ?? null,
        customerType: "registered",
        marketingConsent: input.marketingConsent,
        createdAt: now().toISOString(),
      };
      const { createdAt: _createdAt, ...newCustomer } = customer;
      const result = await customers.create({ ...newCustomer, passwordHash }, now());
      if (!result.created) return { ok: false, reason: "refused", message: REGISTRATION_REFUSED_MESSAGE };
      return { ok: true, customer };
    },

    /** The customer whose password this is, or one refusal for an unknown e-mail and a wrong password alike. */
    async authenticate(email: string, password: string): Promise<AuthenticationResult> {
      const found = await customers.findByEmail(email);
      if (!found) {
        // The same work as a real check, so the answer's time does not tell that the account is missing.
        await verifyPassword(password, await decoyHash());
        return { ok: false, message: SIGN_IN_REFUSED_MESSAGE };
      }
      if (!(await verifyPassword(password, found.passwordHash)))
        return { ok: false, message: SIGN_IN_REFUSED_MESSAGE };
      if (!isCurrent(found.passwordHash))
        await customers.setPassword(found.customer.id, await hashPassword(password, parameters), now());
      return { ok: true, customer: found.customer };
    },

    findById: (id: string) => customers.findById(id),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

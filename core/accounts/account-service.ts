import type { Customer, PasswordHash } from "./account-types.ts";
import type { CustomerRepository } from "./customer-ports.ts";
import { createHashingQueue } from "./hashing-queue.ts";
import {
  CURRENT_PASSWORD_PARAMETERS,
  decoyHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "./password-hashing.ts";
import { checkPassword } from "./password-rules.ts";

// Signing in (spec 001 §5, ARCHITECTURE.md "Security"): answers never tell whether an e-mail has an account, in
// wording or in time. Registering is core/accounts/registration-service.ts, which hashes through this service.

/** One wording for an unknown e-mail and a wrong password. */
export const SIGN_IN_REFUSED_MESSAGE = "Your email address or password is incorrect.";

type AuthenticationResult = { ok: true; customer: Customer } | { ok: false; message: string };

interface AccountServiceOptions {
  newId: () => string;
  now?: () => Date;
  /** Lower-cased common passwords (data/reference/common-passwords.ts). */
  commonPasswords: ReadonlySet<string>;
  /** scrypt parameters for new hashes; tests pass cheaper ones. */
  passwordParameters?: { logN: number; r: number; p: number };
}

export function createAccountService(customers: CustomerRepository, options: AccountServiceOptions) {
  const now = options.now ?? (() => new Date());
  // Half the default thread pool, so hashing never starves the database driver and compression.
  const hashing = createHashingQueue(2);
  const hash = (password: string) => hashing(() => hashPassword(password, parameters));
  const verify = (password: string, stored: PasswordHash) => hashing(() => verifyPassword(password, stored));
  const parameters = options.passwordParameters ?? CURRENT_PASSWORD_PARAMETERS;
  const isCurrent = (hash: PasswordHash) =>
    options.passwordParameters
      ? hash.logN === parameters.logN && hash.r === parameters.r && hash.p === parameters.p
      : !needsRehash(hash);

  return {
    /**
     * A hash of a new password with this service's parameters, through its queue: registering hashes here, so
     * sign-ins and registrations share one limit on the thread pool.
     */
    hashNewPassword: (password: string) => hash(password),

    /** The hash an unknown e-mail's password is checked against: as costly to check as a customer's. */
    decoyHash: () => decoyHash(parameters),

    /** The customer whose password this is, or one refusal for an unknown e-mail and a wrong password alike. */
    async authenticate(email: string, password: string): Promise<AuthenticationResult> {
      const found = await customers.findByEmail(email);
      if (!found) {
        // The same work as a real check, so the answer's time does not tell that the account is missing.
        const decoy = await hashing(() => decoyHash(parameters));
        await verify(password, decoy);
        return { ok: false, message: SIGN_IN_REFUSED_MESSAGE };
      }
      if (!(await verify(password, found.passwordHash)))
        return { ok: false, message: SIGN_IN_REFUSED_MESSAGE };
      if (!isCurrent(found.passwordHash))
        await customers.setPassword(found.customer.id, await hash(password), now());
      return { ok: true, customer: found.customer };
    },

    findById: (id: string) => customers.findById(id),

    /**
     * The rules a new password breaks, the common-password list included. Page actions use this rather than
     * checkPassword alone: the pages' server bundle has its own copy of core, without the list installed at boot.
     */
    newPasswordFailures(password: string, email?: string) {
      return checkPassword(password, { email, commonPasswords: options.commonPasswords }).failures;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

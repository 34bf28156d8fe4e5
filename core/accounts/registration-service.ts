import { existingAccountEmail, registrationConfirmationEmail } from "../mail/registration-emails.ts";
import type { PasswordHash, RegistrationInput } from "./account-types.ts";
import { type CustomerRepository, emailKey } from "./customer-ports.ts";
import { checkPassword, PASSWORD_MISMATCH_MESSAGE } from "./password-rules.ts";
import { hashToken, isWellFormedToken, newToken, sameSitePath } from "./password-tokens.ts";
import type { CompletedRegistration, RegistrationStore } from "./registration-ports.ts";

// Registering (spec 001 §5; docs/decisions/030-what-strangers-reach.md). The answer must not tell whether an e-mail
// has an account, in wording, status or time, so registering never makes the account there and then: the address
// is sent a link that makes it (a new address) or word that someone tried (an address with an account), and the
// page says "check your e-mail" either way. Only whoever reads that mailbox learns which it was.

/** How long the link that finishes an account works: long enough to find the e-mail the next day. */
export const REGISTRATION_LINK_LIFETIME_MS = 24 * 60 * 60_000;

/** How long a used or expired registration (its details and password hash) is kept before the sweep deletes it. */
const SPENT_REGISTRATIONS_KEPT_MS = 24 * 60 * 60_000;

type RegistrationResult =
  /**
   * Accepted, and answered alike whatever happened: `mailed` says which e-mail went, for the log only. A page or
   * API must never let it change what the visitor sees.
   */
  | { ok: true; mailed: "confirmation" | "existingAccount" }
  | { ok: false; reason: "invalid"; fields: Record<string, string> };

/** Where the link that finishes a registration leads (README "Passwords and e-mail"). */
function registrationLinkPath(version: string, token: string): string {
  return `/${version}/login/register/confirm?token=${encodeURIComponent(token)}`;
}

export function createRegistrationService(deps: {
  customers: Pick<CustomerRepository, "findByEmail">;
  store: RegistrationStore;
  /** The account service's hashing, so registrations share its queue and its parameters. */
  hashPassword: (password: string) => Promise<PasswordHash>;
  /** Lower-cased common passwords (data/reference/common-passwords.ts). */
  commonPasswords: ReadonlySet<string>;
  newId: () => string;
  /** The shop's public origin, for the links in e-mails. */
  origin: string;
}) {
  return {
    /** Checks the details (they already passed registrationFormSchema) and sends the e-mail the address needs. */
    async register(
      input: RegistrationInput,
      context: { version: string; redirectUrl: string | null; now: Date },
    ): Promise<RegistrationResult> {
      const email = input.email.trim();
      const check = checkPassword(input.password, { email, commonPasswords: deps.commonPasswords });
      if (!check.valid)
        return {
          ok: false,
          reason: "invalid",
          fields: { password: check.failures.map((rule) => rule.message).join(". ") },
        };
      if (input.password !== input.confirmPassword)
        return { ok: false, reason: "invalid", fields: { confirmPassword: PASSWORD_MISMATCH_MESSAGE } };
      // Hashed whichever way it goes, so an address with an account costs the time a new one does.
      const passwordHash = await deps.hashPassword(input.password);
      const existing = await deps.customers.findByEmail(email);
      if (existing) {
        const pages = `${deps.origin}/${context.version}`;
        await deps.store.notifyOwner(
          emailKey(email),
          existingAccountEmail({
            to: existing.customer.email,
            firstName: existing.customer.firstName,
            signInLink: `${pages}/login`,
            resetLink: `${pages}/login/pw/request`,
          }),
          context.now,
        );
        return { ok: true, mailed: "existingAccount" };
      }
      const { token, tokenHash } = newToken();
      const firstName = input.firstName.trim();
      await deps.store.open(
        {
          email,
          title: input.title,
          firstName,
          lastName: input.lastName.trim(),
          phone: input.phone.trim(),
          birthday: input.birthday ?? null,
          marketingConsent: input.marketingConsent,
          passwordHash,
          version: context.version,
          redirectUrl: sameSitePath(context.redirectUrl),
          tokenHash,
          expiresAt: new Date(context.now.getTime() + REGISTRATION_LINK_LIFETIME_MS),
        },
        registrationConfirmationEmail({
          to: email,
          firstName,
          link: `${deps.origin}${registrationLinkPath(context.version, token)}`,
        }),
        context.now,
      );
      return { ok: true, mailed: "confirmation" };
    },

    /** Follows the link from the confirmation e-mail: the account is made now, once. */
    async complete(token: unknown, now: Date): Promise<CompletedRegistration> {
      if (!isWellFormedToken(token)) return { kind: "invalid" };
      return deps.store.complete(hashToken(token), deps.newId(), now);
    },

    /** The hourly sweep: registrations used or expired more than a day ago, with their details, are deleted. */
    sweep(now: Date): Promise<void> {
      return deps.store.deleteSpent(new Date(now.getTime() - SPENT_REGISTRATIONS_KEPT_MS));
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

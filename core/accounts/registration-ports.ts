import type { OutboxMessage } from "../mail/mail-types.ts";
import type { Birthday, PasswordHash } from "./account-types.ts";

// What registration needs from storage (data/repositories/pending-registration-repository.ts).

/** A registration waiting for its e-mail to be confirmed: the new account's details and its password's hash. */
export interface PendingRegistration {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthday: Birthday | null;
  marketingConsent: boolean;
  passwordHash: PasswordHash;
  /** The version registered on: where the link leads and the account is first signed in. */
  version: string;
  /** A same-site path to go to once the account is made (the form's returnTo). */
  redirectUrl: string | null;
}

export type CompletedRegistration =
  | { kind: "created"; customerId: string; redirectUrl: string | null }
  /** The link was good, but the address has had an account made since (another link of it, used first). */
  | { kind: "taken" }
  /** Unknown, used, superseded or expired. */
  | { kind: "invalid" };

export interface RegistrationStore {
  /**
   * Keeps the registration under its token's hash and writes its confirmation e-mail, in one transaction; the
   * address's older unused registrations are retired (its newest link is the one that works).
   */
  open(
    registration: PendingRegistration & { tokenHash: string; expiresAt: Date },
    message: OutboxMessage,
    now: Date,
  ): Promise<void>;
  /**
   * Writes the e-mail to an address that already has an account, and retires any registration of it still
   * waiting, in one transaction: the same kind of work `open` does, so the two take alike.
   */
  notifyOwner(emailKey: string, message: OutboxMessage, now: Date): Promise<void>;
  /**
   * Uses a registration's link, in one transaction: marks it used (of two racing uses, one gets it) and makes the
   * account with `customerId`, unless its address has one by now.
   */
  complete(tokenHash: string, customerId: string, now: Date): Promise<CompletedRegistration>;
  /** Deletes registrations used or expired before `before`. */
  deleteSpent(before: Date): Promise<void>;
}

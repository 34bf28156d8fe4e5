import type { OutboxMessage } from "../mail/mail-types.ts";
import type { PasswordHash, PasswordTokenFlow } from "./account-types.ts";
import type { StoredToken } from "./password-tokens.ts";

// What the password flows need from storage (data/repositories/password-token-repository.ts).

/** A queued reset or magic-link request (resolved by the worker, never while the shopper waits). */
export interface PasswordRequest {
  id: string;
  email: string;
  flow: PasswordTokenFlow;
  version: string;
  redirectUrl: string | null;
  attempts: number;
}

interface IssueToken {
  requestId: string;
  customerId: string;
  flow: PasswordTokenFlow;
  tokenHash: string;
  redirectUrl: string | null;
  expiresAt: Date;
  message: OutboxMessage;
}

export interface PasswordTokenStore {
  /** True when this address (case-insensitively) asked within the window, account or not. */
  askedSince(emailKey: string, since: Date): Promise<boolean>;
  enqueueRequest(
    request: Omit<PasswordRequest, "id" | "attempts"> & { emailKey: string },
    now: Date,
  ): Promise<void>;
  /** Claims unprocessed requests for `lockMs`, so two instances never resolve one twice. */
  claimRequests(now: Date, limit: number, lockMs: number): Promise<PasswordRequest[]>;
  /**
   * In one transaction: the older unused tokens of this customer and flow are marked used (superseded), the new
   * token is stored, its e-mail written to the outbox, and the request marked processed.
   */
  issueToken(issue: IssueToken, now: Date): Promise<void>;
  /** Marks a request processed without a token (no account for the address). */
  finishRequest(requestId: string, now: Date): Promise<void>;
  findToken(tokenHash: string): Promise<StoredToken | null>;
  /** Marks a valid token of `flow` used; answers it, or null when it is unknown, used, expired or of another flow. */
  consumeToken(tokenHash: string, flow: PasswordTokenFlow, now: Date): Promise<StoredToken | null>;
  /**
   * In one transaction: the reset token is marked used (only if still valid), the password set and every session
   * of the customer ended. Answers the customer id, or null when the token was not valid.
   */
  resetPassword(tokenHash: string, hash: PasswordHash, now: Date): Promise<string | null>;
  /** A new password for a signed-in customer: set, and every other session of theirs ended, in one transaction. */
  changePassword(customerId: string, hash: PasswordHash, exceptSessionId: string, now: Date): Promise<void>;
  /** Deletes requests processed before `before`, and tokens used or expired before it. */
  deleteSpent(before: Date): Promise<void>;
}

import { createHash } from "node:crypto";
import { DomainError } from "../errors/domain-error.ts";
import { consumeRateLimit, type RateLimitCounter } from "../limits/rate-limit.ts";
import { passwordEmail } from "../mail/password-emails.ts";
import type { PasswordTokenFlow } from "./account-types.ts";
import { type CustomerRepository, emailKey } from "./customer-ports.ts";
import { newPasswordErrors } from "./new-password-check.ts";
import { hashPassword, verifyPassword } from "./password-hashing.ts";
import type { PasswordTokenStore } from "./password-ports.ts";
import {
  expiryOf,
  hashToken,
  isWellFormedToken,
  newToken,
  RESEND_WINDOW_MS,
  sameSitePath,
  tokenState,
} from "./password-tokens.ts";

// The password flows (spec 001 §2, §7, §8): asking for a reset or sign-in link, checking a
// link, setting a new password from a link, signing in by link, and changing the password while signed in.

const RATE_LIMITED_MESSAGE = "You have sent this too many times. Please wait a few minutes and try again.";
const CURRENT_PASSWORD_MESSAGE = "Your current password is not correct. Please check and try again.";

export interface PasswordRequestLimits {
  /** Requests per client address per window (default 5 in 15 minutes). */
  perAddress: number;
  /** Requests per e-mail address per window (default 3 in 15 minutes). */
  perEmail: number;
  windowSeconds: number;
}

export const DEFAULT_PASSWORD_REQUEST_LIMITS: PasswordRequestLimits = {
  perAddress: 5,
  perEmail: 3,
  windowSeconds: 15 * 60,
};

type RequestOutcome = { kind: "accepted" } | { kind: "resend" };

type ResetOutcome =
  | { kind: "done"; customerId: string }
  | { kind: "expired" }
  | { kind: "invalid"; fields: Record<string, string> };

/** Where each link leads (docs: README "Passwords"): the change page, and the magic-link sign-in. */
function linkPath(flow: PasswordTokenFlow, version: string, token: string): string {
  const path = flow === "RESETPASSWORD" ? "login/pw/change" : "login/link";
  return `/${version}/${path}?token=${encodeURIComponent(token)}`;
}

/** How long a resolved request, and a used or expired token, is kept before the sweep deletes it. */
const SPENT_LINKS_KEPT_MS = 86_400_000;

export function createPasswordService(deps: {
  store: PasswordTokenStore;
  customers: Pick<CustomerRepository, "findByEmail" | "passwordHashOf">;
  rateLimits: RateLimitCounter;
  limits?: PasswordRequestLimits;
  /** The shop's public origin, for the links in e-mails. */
  origin: string;
  /** The common passwords refused (data/reference/common-passwords.txt), as registration refuses them. */
  commonPasswords?: ReadonlySet<string>;
  /** scrypt parameters for new hashes (default CURRENT_PASSWORD_PARAMETERS); tests pass cheaper ones. */
  passwordParameters?: { logN: number; r: number; p: number };
}) {
  const limits = deps.limits ?? DEFAULT_PASSWORD_REQUEST_LIMITS;

  async function limit(bucket: string, client: string, max: number, now: Date): Promise<void> {
    const verdict = await consumeRateLimit(
      deps.rateLimits,
      { bucket, limit: max, windowSeconds: limits.windowSeconds },
      client,
      now.getTime(),
    );
    if (!verdict.allowed)
      throw new DomainError("rateLimited", RATE_LIMITED_MESSAGE, undefined, {
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
  }

  return {
    /**
     * Queues a reset or sign-in link request. The same steps run whether or not the address has an account (no
     * lookup here), so the answer and its timing cannot tell who has one; the worker resolves the queue.
     */
    async requestLink(input: {
      email: string;
      flow: PasswordTokenFlow;
      redirectUrl?: string | null;
      version: string;
      client: string;
      now: Date;
    }): Promise<RequestOutcome> {
      const key = emailKey(input.email);
      await limit("password-request-address", input.client, limits.perAddress, input.now);
      // The e-mail's count is kept under its hash: the limits table never holds an address.
      const emailId = createHash("sha256").update(key).digest("base64url");
      await limit("password-request-email", emailId, limits.perEmail, input.now);
      if (await deps.store.askedSince(key, new Date(input.now.getTime() - RESEND_WINDOW_MS)))
        return { kind: "resend" };
      await deps.store.enqueueRequest(
        {
          email: input.email.trim(),
          emailKey: key,
          flow: input.flow,
          version: input.version,
          redirectUrl: sameSitePath(input.redirectUrl),
        },
        input.now,
      );
      return { kind: "accepted" };
    },

    /**
     * Deletes what has served its purpose (the hourly sweep): requests resolved more than a day ago (the resend
     * window is a minute) and tokens used or expired more than a day ago.
     */
    sweep(now: Date): Promise<void> {
      return deps.store.deleteSpent(new Date(now.getTime() - SPENT_LINKS_KEPT_MS));
    },

    /**
     * Resolves queued requests (the worker): an address with an account gets a new token and its e-mail, written
     * in one transaction; an address without one gets nothing. Answers how many were resolved.
     */
    async processRequests(now: Date, batch = 20): Promise<number> {
      const requests = await deps.store.claimRequests(now, batch, 60_000);
      for (const request of requests) {
        const found = await deps.customers.findByEmail(request.email);
        if (!found) {
          await deps.store.finishRequest(request.id, now);
          continue;
        }
        const { token, tokenHash } = newToken();
        const link = `${deps.origin}${linkPath(request.flow, request.version, token)}`;
        await deps.store.issueToken(
          {
            requestId: request.id,
            customerId: found.customer.id,
            flow: request.flow,
            tokenHash,
            redirectUrl: request.redirectUrl,
            expiresAt: expiryOf(request.flow, now),
            message: passwordEmail({
              flow: request.flow,
              to: found.customer.email,
              firstName: found.customer.firstName,
              link,
            }),
          },
          now,
        );
      }
      return requests.length;
    },

    /** spec 001 §7 checkToken: true while the link may still be used for `flow`. */
    async checkToken(token: unknown, flow: PasswordTokenFlow, now: Date): Promise<boolean> {
      if (!isWellFormedToken(token)) return false;
      const stored = await deps.store.findToken(hashToken(token));
      return stored !== null && tokenState(stored, flow, now) === "valid";
    },

    /** Sets a new password from a reset link: the link is used up and every session of the customer ended. */
    async resetPassword(input: {
      token: unknown;
      password: string;
      confirmPassword: string;
      now: Date;
    }): Promise<ResetOutcome> {
      if (!isWellFormedToken(input.token)) return { kind: "expired" };
      const tokenHash = hashToken(input.token);
      const stored = await deps.store.findToken(tokenHash);
      if (!stored || tokenState(stored, "RESETPASSWORD", input.now) !== "valid") return { kind: "expired" };
      const errors = newPasswordErrors(input.password, input.confirmPassword, {
        commonPasswords: deps.commonPasswords,
      });
      if (errors) return { kind: "invalid", fields: errors };
      const hash = await hashPassword(input.password, deps.passwordParameters);
      // The token is re-checked inside the transaction: of two racing uses, one sets the password.
      const customerId = await deps.store.resetPassword(tokenHash, hash, input.now);
      return customerId ? { kind: "done", customerId } : { kind: "expired" };
    },

    /** Uses a sign-in link: the customer to sign in and where to go, or null for an unknown, used or old link. */
    async redeemSignInLink(
      token: unknown,
      now: Date,
    ): Promise<{ customerId: string; redirectUrl: string | null } | null> {
      if (!isWellFormedToken(token)) return null;
      const stored = await deps.store.consumeToken(hashToken(token), "SIGNINWITHOUTPASSWORD", now);
      return stored ? { customerId: stored.customerId, redirectUrl: stored.redirectUrl } : null;
    },

    /** A signed-in customer's new password; their other sessions are ended, this one kept. */
    async changePassword(input: {
      customerId: string;
      sessionId: string;
      currentPassword: string;
      password: string;
      confirmPassword: string;
      now: Date;
    }): Promise<{ ok: true } | { ok: false; fields: Record<string, string> }> {
      const stored = await deps.customers.passwordHashOf(input.customerId);
      if (!stored) throw new DomainError("unauthorised", "Please sign in to change your password.");
      const fields: Record<string, string> = {
        ...(newPasswordErrors(input.password, input.confirmPassword, {
          commonPasswords: deps.commonPasswords,
        }) ?? {}),
      };
      if (!(await verifyPassword(input.currentPassword, stored)))
        fields.currentPassword = CURRENT_PASSWORD_MESSAGE;
      if (Object.keys(fields).length) return { ok: false, fields };
      await deps.store.changePassword(
        input.customerId,
        await hashPassword(input.password, deps.passwordParameters),
        input.sessionId,
        input.now,
      );
      return { ok: true };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;

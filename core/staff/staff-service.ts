import { randomBytes, randomUUID } from "node:crypto";
import { decoyHash, hashPassword, verifyPassword } from "../accounts/password-hashing.ts";
import { DomainError } from "../errors/domain-error.ts";
import { type RateLimitCounter, type RateLimitReservation, reserveRateLimit } from "../limits/rate-limit.ts";
import type { Permission, Role } from "./roles.ts";
import { can } from "./roles.ts";
import type { NewStaffMember, StaffSignInForm } from "./staff-forms.ts";
import {
  hashStaffSessionId,
  isStaffSessionLive,
  newStaffCsrfToken,
  newStaffSessionId,
  STAFF_ABSOLUTE_MS,
  STAFF_IDLE_MS,
  STAFF_SESSION_ID,
  staffSessionEndsAt,
} from "./staff-sessions.ts";
import type {
  AuditActor,
  AuditEntry,
  AuditLogRepository,
  StaffAccount,
  StaffAccountRepository,
  StaffMember,
  StaffSessionRepository,
} from "./staff-types.ts";
import { matchTotp, newTotpSecret, totpUri } from "./totp.ts";

// The back office's accounts, sign-in, sessions and audit log (docs/decisions/057-staff-access.md). Every change
// here writes its audit entry; pages and the command line reach staff only through this service.

/** Failed sign-ins allowed per e-mail and per client address in a window; a right sign-in does not count. */
export interface StaffSignInLimits {
  perEmail: number;
  perAddress: number;
  windowSeconds: number;
}
export const DEFAULT_STAFF_SIGN_IN_LIMITS: StaffSignInLimits = {
  perEmail: 5,
  perAddress: 20,
  windowSeconds: 900,
};

export const STAFF_SIGN_IN_REFUSED = "The e-mail address, password or code is not right.";
export const STAFF_CODE_USED = "That code has been used already. Wait for your app to show the next one.";
export const STAFF_TOO_MANY_ATTEMPTS = "Too many attempts to sign in. Wait a few minutes and try again.";

export type StaffSignInResult =
  | { ok: true; sessionId: string; member: StaffMember; endsAt: Date }
  | { ok: false; kind: "refused" | "codeUsed"; message: string }
  | { ok: false; kind: "rateLimited"; message: string; retryAfterSeconds: number };

/** A live staff session as the admin pages see it. */
export interface StaffSignedIn {
  member: StaffMember;
  csrfToken: string;
  endsAt: Date;
  can(permission: Permission): boolean;
}

export interface NewStaffCredentials {
  member: StaffMember;
  /** Shown once to whoever ran the command; only its hash is kept. */
  password: string;
  totpSecret: string;
  totpUri: string;
}

export interface StaffServiceDeps {
  accounts: StaffAccountRepository;
  sessions: StaffSessionRepository;
  audit: AuditLogRepository;
  rateLimits: RateLimitCounter;
  now?: () => Date;
  passwordParameters?: { logN: number; r: number; p: number };
  limits?: StaffSignInLimits;
}

export function memberOf(account: StaffAccount): StaffMember {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    roles: account.roles,
    disabled: account.disabledAt !== null,
    createdAt: account.createdAt,
  };
}

export const COMMAND_LINE: AuditActor = { staffId: null, label: "command line" };

export function createStaffService(deps: StaffServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const limits = deps.limits ?? DEFAULT_STAFF_SIGN_IN_LIMITS;

  const audit = (
    actor: AuditActor,
    action: string,
    fields: { subject?: string | null; before?: unknown; after?: unknown; source: string },
  ) =>
    deps.audit.append(
      {
        actor,
        action,
        subject: fields.subject ?? null,
        before: fields.before ?? null,
        after: fields.after ?? null,
        source: fields.source,
      },
      now().toISOString(),
    );

  async function reserve(email: string, client: string): Promise<RateLimitReservation[]> {
    const at = now().getTime();
    return Promise.all([
      reserveRateLimit(
        deps.rateLimits,
        { bucket: "staffSignInEmail", limit: limits.perEmail, windowSeconds: limits.windowSeconds },
        email,
        at,
      ),
      reserveRateLimit(
        deps.rateLimits,
        { bucket: "staffSignInAddress", limit: limits.perAddress, windowSeconds: limits.windowSeconds },
        client,
        at,
      ),
    ]);
  }

  /** Checks password and code; answers which failed, for the audit entry (never for the visitor). */
  async function check(
    account: StaffAccount | null,
    form: StaffSignInForm,
  ): Promise<"ok" | "password" | "code" | "codeUsed" | "disabled"> {
    const passwordRight = await verifyPassword(
      form.password,
      account?.passwordHash ?? (await decoyHash(deps.passwordParameters)),
    );
    if (!account || !passwordRight) return "password";
    if (account.disabledAt) return "disabled";
    const step = matchTotp(account.totpSecret, form.code, now().getTime());
    if (step === null) return "code";
    return (await deps.accounts.claimTotpStep(account.id, step)) ? "ok" : "codeUsed";
  }

  return {
    /** Makes a staff member with a random password and TOTP secret, answered once (`npm run staff -- add`). */
    async add(input: NewStaffMember, actor: AuditActor, source: string): Promise<NewStaffCredentials> {
      if (await deps.accounts.findByEmail(input.email))
        throw new DomainError("conflict", `A staff member with the e-mail ${input.email} exists already.`);
      const password = randomBytes(18).toString("base64url");
      const totpSecret = newTotpSecret();
      const account = {
        id: randomUUID(),
        email: input.email,
        name: input.name,
        roles: [...new Set(input.roles)],
        passwordHash: await hashPassword(password, deps.passwordParameters),
        totpSecret,
        createdAt: now().toISOString(),
      };
      await deps.accounts.insert(account);
      const member = memberOf({ ...account, totpLastStep: null, disabledAt: null });
      await audit(actor, "staff.add", {
        subject: member.email,
        after: { name: member.name, roles: member.roles },
        source,
      });
      return { member, password, totpSecret, totpUri: totpUri(totpSecret, member.email) };
    },

    async list(): Promise<StaffMember[]> {
      return (await deps.accounts.list()).map(memberOf);
    },

    /** Disables the account and ends its sessions; false when there is no such staff member. */
    async disable(email: string, actor: AuditActor, source: string): Promise<boolean> {
      const account = await deps.accounts.findByEmail(email.trim().toLowerCase());
      if (!account) return false;
      if (!account.disabledAt) await deps.accounts.disable(account.id, now().toISOString());
      await deps.sessions.deleteForStaff(account.id);
      await audit(actor, "staff.disable", {
        subject: account.email,
        before: { disabled: account.disabledAt !== null },
        after: { disabled: true },
        source,
      });
      return true;
    },

    /**
     * Replaces a member's password and TOTP secret (lost phone, leaked password), answered once like `add`'s, and
     * ends their sessions; false when there is no such staff member.
     */
    async reset(email: string, actor: AuditActor, source: string): Promise<NewStaffCredentials | null> {
      const account = await deps.accounts.findByEmail(email.trim().toLowerCase());
      if (!account) return null;
      const password = randomBytes(18).toString("base64url");
      const totpSecret = newTotpSecret();
      await deps.accounts.replaceCredentials(
        account.id,
        await hashPassword(password, deps.passwordParameters),
        totpSecret,
      );
      await deps.sessions.deleteForStaff(account.id);
      await audit(actor, "staff.resetCredentials", { subject: account.email, source });
      return { member: memberOf(account), password, totpSecret, totpUri: totpUri(totpSecret, account.email) };
    },

    /** Deletes sessions that have ended (the hourly sweep): idle too long, or past their absolute lifetime. */
    sweep(at: Date): Promise<number> {
      return deps.sessions.deleteEnded(
        new Date(at.getTime() - STAFF_IDLE_MS).toISOString(),
        new Date(at.getTime() - STAFF_ABSOLUTE_MS).toISOString(),
      );
    },

    /**
     * Signs in with password and code, within the limits per e-mail and per client address: only failures use
     * them up. A right sign-in starts a session whose id is answered once, for the cookie.
     */
    async signIn(form: StaffSignInForm, client: string): Promise<StaffSignInResult> {
      const reservations = await reserve(form.email, client);
      const held = reservations.find((reservation) => !reservation.allowed);
      if (held)
        return {
          ok: false,
          kind: "rateLimited",
          message: STAFF_TOO_MANY_ATTEMPTS,
          retryAfterSeconds: held.retryAfterSeconds,
        };
      const account = await deps.accounts.findByEmail(form.email);
      const outcome = await check(account, form);
      if (outcome !== "ok") {
        // Refusals are audited for accounts that exist; guesses at unknown addresses are only counted.
        if (account)
          await audit({ staffId: account.id, label: account.email }, "staff.signInRefused", {
            after: { reason: outcome },
            source: client,
          });
        return outcome === "codeUsed"
          ? { ok: false, kind: "codeUsed", message: STAFF_CODE_USED }
          : { ok: false, kind: "refused", message: STAFF_SIGN_IN_REFUSED };
      }
      await Promise.all(reservations.map((reservation) => reservation.refund()));
      const signedIn = account as StaffAccount;
      const sessionId = newStaffSessionId();
      const at = now().toISOString();
      const row = {
        idHash: hashStaffSessionId(sessionId),
        staffId: signedIn.id,
        csrfToken: newStaffCsrfToken(),
        createdAt: at,
        lastActiveAt: at,
      };
      await deps.sessions.insert(row);
      await audit({ staffId: signedIn.id, label: signedIn.email }, "staff.signIn", { source: client });
      return { ok: true, sessionId, member: memberOf(signedIn), endsAt: staffSessionEndsAt(row) };
    },

    /**
     * The staff member of a session id from the cookie, or null when it is not one, has ended, or its account
     * is disabled. A live session's idle time starts again.
     */
    async resume(sessionId: string | undefined): Promise<StaffSignedIn | null> {
      if (!sessionId || !STAFF_SESSION_ID.test(sessionId)) return null;
      const idHash = hashStaffSessionId(sessionId);
      const row = await deps.sessions.find(idHash);
      if (!row) return null;
      const at = now();
      const account = await deps.accounts.findById(row.staffId);
      if (!isStaffSessionLive(row, at) || !account || account.disabledAt) {
        await deps.sessions.delete(idHash);
        return null;
      }
      const lastActiveAt = at.toISOString();
      await deps.sessions.touch(idHash, lastActiveAt);
      const member = memberOf(account);
      return {
        member,
        csrfToken: row.csrfToken,
        endsAt: staffSessionEndsAt({ createdAt: row.createdAt, lastActiveAt }),
        can: (permission) => can(member.roles as Role[], permission),
      };
    },

    /** Ends the session on the server, audited. */
    async signOut(sessionId: string, member: StaffMember, source: string): Promise<void> {
      await deps.sessions.delete(hashStaffSessionId(sessionId));
      await audit({ staffId: member.id, label: member.email }, "staff.signOut", { source });
    },

    /** Writes an entry for a staff action (the other back-office services call this with their before and after). */
    record: audit,

    /** The audit log, newest first. */
    auditPage(options: { beforeId: number | null; limit: number }): Promise<AuditEntry[]> {
      return deps.audit.page(options);
    },

    /** The latest entries about one subject (an order number), newest first. */
    auditOf(subject: string, limit: number): Promise<AuditEntry[]> {
      return deps.audit.forSubject(subject, limit);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

import type { PasswordHash } from "../accounts/account-types.ts";
import type { Role } from "./roles.ts";

// The back office's people, sessions and audit entries as core sees them, and the ports data/ implements.

export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  passwordHash: PasswordHash;
  totpSecret: string;
  /** The TOTP step of the last code accepted: no code of that step or before it is taken again. */
  totpLastStep: number | null;
  createdAt: string;
  /** Set when the account is disabled: it signs in no more and its sessions end. */
  disabledAt: string | null;
}

/** A staff member as pages see them: no secrets. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  disabled: boolean;
  createdAt: string;
}

export interface StaffSessionRow {
  idHash: string;
  staffId: string;
  csrfToken: string;
  createdAt: string;
  lastActiveAt: string;
}

export interface StaffAccountRepository {
  insert(account: Omit<StaffAccount, "totpLastStep" | "disabledAt">): Promise<void>;
  findByEmail(email: string): Promise<StaffAccount | null>;
  findById(id: string): Promise<StaffAccount | null>;
  list(): Promise<StaffAccount[]>;
  /**
   * Records `step` as the last TOTP step used, only if it is later than the one stored; false when it is not (the
   * code, or a later one, was used already), so two sign-ins racing with one code cannot both pass.
   */
  claimTotpStep(id: string, step: number): Promise<boolean>;
  disable(id: string, at: string): Promise<boolean>;
  /** New password hash and TOTP secret (the last step forgotten with the old secret). */
  replaceCredentials(id: string, passwordHash: PasswordHash, totpSecret: string): Promise<void>;
}

export interface StaffSessionRepository {
  insert(row: StaffSessionRow): Promise<void>;
  find(idHash: string): Promise<StaffSessionRow | null>;
  touch(idHash: string, at: string): Promise<void>;
  delete(idHash: string): Promise<void>;
  deleteForStaff(staffId: string): Promise<void>;
  /** Deletes sessions idle since before `idleBefore` or started before `startedBefore`; answers how many. */
  deleteEnded(idleBefore: string, startedBefore: string): Promise<number>;
}

/** Who acted: a signed-in staff member, or the operations command run on the server. */
export interface AuditActor {
  staffId: string | null;
  /** The e-mail at the time, kept so the entry reads the same if the account changes. */
  label: string;
}

export interface AuditEntryInput {
  actor: AuditActor;
  /** What was done, dotted: `staff.signIn`, `staff.add`, `order.refund`… */
  action: string;
  /** What it was done to (an order number, a staff e-mail), when anything. */
  subject: string | null;
  before: unknown;
  after: unknown;
  /** The client address the request came from, or `command line`. */
  source: string;
}

export interface AuditEntry extends AuditEntryInput {
  id: number;
  occurredAt: string;
}

/** Append-only: there is no update and no delete, and the database refuses both (migration 0044). */
export interface AuditLogRepository {
  append(entry: AuditEntryInput, at: string): Promise<void>;
  /** Newest first, `limit` entries older than the entry `beforeId` (from the newest when null). */
  page(options: { beforeId: number | null; limit: number }): Promise<AuditEntry[]>;
  /** Newest first, the latest `limit` entries about `subject` (an order number…). */
  forSubject(subject: string, limit: number): Promise<AuditEntry[]>;
}

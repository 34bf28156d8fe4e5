import type { BagNotice } from "../cart/bag-answer.ts";

// Sessions live in the database so any instance can serve any request (docs/decisions/004-session-model.md).

export interface SessionData {
  /** Country the shopper chose in the country selector (spec 000 §7). */
  country?: string;
  currency?: string;
  /** Anonymous cart guid once the bag exists (spec 001 §6). */
  cartGuid?: string;
  /** A guest's saved-items list guid once they save something (spec 002 §4). */
  savedItemsGuid?: string;
  customerId?: string;
  /**
   * The bag form's answer after a native post (JavaScript off): shown once by the page the shopper is sent
   * back to, then cleared (docs/forms-and-mutations.md).
   */
  bagNotice?: BagNotice;
}

export interface Session {
  id: string;
  csrfToken: string;
  data: SessionData;
  expiresAt: string;
}

export interface SessionRepository {
  find(id: string, now: Date): Promise<Session | null>;
  create(session: Session, now: Date): Promise<void>;
  update(id: string, data: SessionData, expiresAt: string): Promise<void>;
  deleteExpired(now: Date): Promise<number>;
}

/** Sliding lifetime of a shopper's session. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

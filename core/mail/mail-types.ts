// The e-mail contract (ARCHITECTURE.md "E-mail"): a message is written to the outbox in the same
// transaction as what caused it, and a worker sends it later. Any slice that sends mail builds an OutboxMessage
// and writes it with the outbox repository's `writeOutboxMessage(trx, message, now)` inside its own transaction.

/** One e-mail: a real multipart message (HTML and plain text). */
export interface OutboxMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What it is, for the mailbox and logs: "password-reset", "magic-link"… */
  kind: string;
}

/** A message as the outbox holds it. */
export interface OutboxEntry extends OutboxMessage {
  id: string;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

/** Sends one message through the outside mail service (providers/mail). */
export interface MailSender {
  send(message: OutboxEntry): Promise<void>;
}

/** What waits in the outbox, for the operators' gauges (docs/operations.md "Observability"). */
interface OutboxBacklog {
  /** Unsent messages the worker will still try. */
  pending: number;
  /** Unsent messages past MAX_SEND_ATTEMPTS, left for an operator. */
  givenUp: number;
  /** When the oldest pending message was written; null when none is pending. */
  oldestPendingCreatedAt: string | null;
}

/** The outbox in storage (data/repositories/outbox-repository.ts). */
export interface OutboxRepository {
  /** Writes one message on its own (outside any other change). */
  enqueue(message: OutboxMessage, now: Date): Promise<string>;
  /**
   * Claims up to `limit` unsent messages that are due, locking them for `lockMs`: a row claimed by one instance
   * is not claimed by another until the lock runs out, so two instances never send one message twice.
   */
  claimDue(now: Date, limit: number, lockMs: number): Promise<OutboxEntry[]>;
  markSent(id: string, now: Date): Promise<void>;
  /** Records a failed send and when to try again (backoff); the lock is released. */
  markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void>;
  /** Deletes the messages sent before `before` (SENT_MAIL_KEPT_MS); answers how many. */
  deleteSentBefore(before: Date): Promise<number>;
  /** Counts what is waiting to be sent, and how old the oldest is. */
  backlog(): Promise<OutboxBacklog>;
  /** Newest first, for the development mailbox. */
  latest(limit: number): Promise<OutboxEntry[]>;
  find(id: string): Promise<OutboxEntry | null>;
}

/**
 * How long a sent message is kept (its body holds a name, an address, a link): long enough to answer "did my
 * e-mail go?", then deleted by the hourly sweep. A message never sent stays for an operator.
 */
export const SENT_MAIL_KEPT_MS = 30 * 86_400_000;

/** Sends are retried with exponential backoff up to this many attempts, then left for an operator. */
export const MAX_SEND_ATTEMPTS = 8;

/** Delay before the next attempt after `attempts` failures: 30 s, 1 min, 2 min… capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

import type { PasswordService } from "../../core/accounts/password-service.ts";
import type { RecurringJob } from "../../core/jobs/job-ports.ts";
import { type MailSender, type OutboxRepository, retryDelayMs } from "../../core/mail/mail-types.ts";
import type { Logger } from "../logger.ts";

/** How often queued password requests are resolved and unsent mail is sent. */
const MAIL_WORKER_INTERVAL_MS = 2000;
/** A claimed message is someone else's to retry only after this long (a crashed sender's lock runs out). */
const SEND_LOCK_MS = 2 * 60_000;
/** Messages claimed at a time; a run claims again while batches come back full, up to MAX_BATCHES. */
const BATCH = 20;
const MAX_BATCHES = 10;
/**
 * A drain whose instance stopped mid-run is taken over after this long: mail waits no longer than that, and two
 * drains meeting are harmless (the outbox rows are claimed one by one).
 */
const DRAIN_LEASE_MS = 30_000;

/**
 * The e-mail worker, a recurring job of the job table: resolves queued reset and sign-in link requests (token and
 * e-mail written in one transaction), then sends due outbox rows through `sender`. One instance runs each tick, and
 * the outbox rows are claimed besides with a lock in one conditional UPDATE, so even two drains meeting (a run that
 * outlived its lease) never send one message twice. A failed send is retried with exponential backoff. Without a
 * sender (no SMTP_URL) messages stay in the outbox, readable in the mailbox page.
 */
export function mailDrainJob(options: {
  passwords: Pick<PasswordService, "processRequests">;
  outbox: OutboxRepository;
  sender: MailSender | null;
  logger: Logger;
  everyMs?: number;
}): RecurringJob {
  const { sender, outbox, logger } = options;
  return {
    name: "mail-drain",
    everyMs: options.everyMs ?? MAIL_WORKER_INTERVAL_MS,
    leaseMs: DRAIN_LEASE_MS,
    async run(_payload, { now }) {
      try {
        await options.passwords.processRequests(now);
      } catch (error) {
        logger.warn({ err: error }, "password requests: resolving failed; trying again shortly");
      }
      if (!sender) return;
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const due = await outbox.claimDue(new Date(), BATCH, SEND_LOCK_MS);
        for (const message of due) {
          try {
            await sender.send(message);
            await outbox.markSent(message.id, new Date());
            logger.info({ outboxId: message.id, kind: message.kind }, "e-mail sent");
          } catch (error) {
            const retryAt = new Date(Date.now() + retryDelayMs(message.attempts));
            // The error text only: never the message body, which holds the link.
            await outbox.markFailed(message.id, String((error as Error)?.message ?? error), retryAt);
            logger.warn(
              { outboxId: message.id, attempts: message.attempts, retryAt: retryAt.toISOString() },
              "e-mail not sent; will retry",
            );
          }
        }
        if (due.length < BATCH) return;
      }
    },
  };
}

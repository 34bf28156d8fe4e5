import type { PasswordService } from "../../core/accounts/password-service.ts";
import { type MailSender, type OutboxRepository, retryDelayMs } from "../../core/mail/mail-types.ts";
import type { Logger } from "../logger.ts";

/** How often each instance looks for queued password requests and unsent mail. */
const MAIL_WORKER_INTERVAL_MS = 2000;
/** A claimed message is someone else's to retry only after this long (a crashed sender's lock runs out). */
const SEND_LOCK_MS = 2 * 60_000;

/**
 * The e-mail worker: resolves queued reset and sign-in link requests (token and e-mail written
 * in one transaction), then sends due outbox rows through `sender`. Every instance runs it; rows are claimed with
 * a lock in one conditional UPDATE, so two instances never send one message twice. A failed send is retried with
 * exponential backoff. Without a sender (no SMTP_URL) messages stay in the outbox, readable in the mailbox page.
 */
export function startMailWorker(options: {
  passwords: Pick<PasswordService, "processRequests">;
  outbox: OutboxRepository;
  sender: MailSender | null;
  logger: Logger;
  intervalMs?: number;
}): { stop(): void; runOnce(): Promise<void> } {
  let running: Promise<void> | null = null;
  const work = async () => {
    const now = new Date();
    try {
      await options.passwords.processRequests(now);
    } catch (error) {
      options.logger.warn({ err: error }, "password requests: resolving failed; trying again shortly");
    }
    if (!options.sender) return;
    const due = await options.outbox.claimDue(now, 20, SEND_LOCK_MS).catch((error: unknown) => {
      options.logger.warn({ err: error }, "outbox: claiming failed; trying again shortly");
      return [];
    });
    for (const message of due) {
      try {
        await options.sender.send(message);
        await options.outbox.markSent(message.id, new Date());
        options.logger.info({ outboxId: message.id, kind: message.kind }, "e-mail sent");
      } catch (error) {
        const retryAt = new Date(Date.now() + retryDelayMs(message.attempts));
        // The error text only: never the message body, which holds the link.
        await options.outbox.markFailed(message.id, String((error as Error)?.message ?? error), retryAt);
        options.logger.warn(
          { outboxId: message.id, attempts: message.attempts, retryAt: retryAt.toISOString() },
          "e-mail not sent; will retry",
        );
      }
    }
  };
  const runOnce = () => {
    running ??= work().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? MAIL_WORKER_INTERVAL_MS);
  timer.unref();
  void runOnce();
  return { stop: () => clearInterval(timer), runOnce };
}

import type { Meter } from "@opentelemetry/api";
import type { OutboxRepository } from "../../core/mail/mail-types.ts";
import type { Logger } from "../logger.ts";

/** A scrape never waits on the database longer than this; a slow read reports nothing for the outbox. */
const READ_TIMEOUT_MS = 1000;

/**
 * The outbox's depth and the age of its oldest pending message, read from the database when Prometheus scrapes
 * (every instance reads the same table: alert on `max`, not `sum`). Read at scrape time rather than by the mail
 * worker so a stuck worker shows as a growing age instead of a frozen number.
 */
export function observeOutbox(
  meter: Meter,
  outbox: Pick<OutboxRepository, "backlog">,
  logger: Logger,
  now: () => number = Date.now,
): void {
  const messages = meter.createObservableGauge("storefront.outbox.messages", {
    description: "Unsent e-mails in the outbox: pending (still retried) and given_up (left for an operator).",
    unit: "{message}",
  });
  const oldest = meter.createObservableGauge("storefront.outbox.oldest_pending_age_seconds", {
    description: "Age of the oldest e-mail the worker has still to send; 0 when none is pending.",
    unit: "s",
  });
  meter.addBatchObservableCallback(
    async (result) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const backlog = await Promise.race([
          outbox.backlog(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error("outbox backlog: no answer in time")), READ_TIMEOUT_MS);
          }),
        ]);
        result.observe(messages, backlog.pending, { state: "pending" });
        result.observe(messages, backlog.givenUp, { state: "given_up" });
        const oldestMs = backlog.oldestPendingCreatedAt ? Date.parse(backlog.oldestPendingCreatedAt) : null;
        result.observe(oldest, oldestMs === null ? 0 : Math.max(0, (now() - oldestMs) / 1000));
      } catch (error) {
        // No sample rather than a wrong one: the gauge's absence is what `absent()` alerts on.
        logger.warn({ err: error }, "metrics: outbox backlog unreadable");
      } finally {
        clearTimeout(timer);
      }
    },
    [messages, oldest],
  );
}

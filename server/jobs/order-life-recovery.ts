import type { RecurringJob } from "../../core/jobs/job-ports.ts";
import type { OrderLife } from "../../core/order-life/order-life.ts";
import type { Logger } from "../logger.ts";

/** How often changes left pending are looked for. */
const ORDER_LIFE_RECOVERY_INTERVAL_MS = 60 * 1000;
/** Only changes pending this long are taken: a live request finishes well within it (or waits for the first). */
const ORDER_LIFE_RECOVERY_AGE_MS = 2 * 60 * 1000;

/**
 * Finishes dispatches, cancellations and refunds a stopped process or a lost provider answer left pending
 * (docs/decisions/056-an-orders-life.md), as a recurring job of the job table (one instance runs each tick). Every
 * provider call carries the movement's key and every finish is a conditional update, so a pass racing a retry
 * still captures, e-mails and restocks once.
 */
export function orderLifeRecoveryJob(options: {
  orderLife: Pick<OrderLife, "recoverPendingChanges">;
  logger: Logger;
  everyMs?: number;
  olderThanMs?: number;
}): RecurringJob {
  const olderThanMs = options.olderThanMs ?? ORDER_LIFE_RECOVERY_AGE_MS;
  return {
    name: "order-life-recovery",
    everyMs: options.everyMs ?? ORDER_LIFE_RECOVERY_INTERVAL_MS,
    async run(_payload, { now }) {
      const report = await options.orderLife.recoverPendingChanges(now, { olderThanMs });
      if (report.finished + report.failed + report.errors > 0)
        options.logger.info(report, "pending order changes recovered");
    },
  };
}

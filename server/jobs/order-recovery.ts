import type { RecurringJob } from "../../core/jobs/job-ports.ts";
import type { OrderWorkflow } from "../../core/orders/place-order.ts";
import type { Logger } from "../logger.ts";
import type { StorefrontMetrics } from "../telemetry/storefront-metrics.ts";
import { storefrontTracer } from "../telemetry/tracer.ts";
import { recordFailure } from "../telemetry/workflow-step-tracer.ts";

/** How often the attempts a crash left unfinished are looked for. */
const ORDER_RECOVERY_INTERVAL_MS = 60 * 1000;
/**
 * Only attempts untouched this long are recovered: a live request authorises and writes well within it, so a
 * request still working its attempt is never voided under it.
 */
const ORDER_RECOVERY_AGE_MS = 2 * 60 * 1000;

/**
 * Recovers unfinished order attempts every `everyMs`, as a recurring job of the job table (one instance runs each
 * tick): an authorisation whose order was never written is voided, never left hanging. Each step is a conditional
 * update of the attempt's status and every acquirer call carries the attempt's key, so even two runs recovering
 * one attempt act once. A failed run is retried with backoff by the runner.
 */
export function orderRecoveryJob(options: {
  orders: Pick<OrderWorkflow, "recoverPendingAttempts">;
  logger: Logger;
  /** Counts what each pass did (storefront_order_recoveries_total). */
  metrics?: Pick<StorefrontMetrics, "ordersRecovered">;
  everyMs?: number;
  olderThanMs?: number;
}): RecurringJob {
  const olderThanMs = options.olderThanMs ?? ORDER_RECOVERY_AGE_MS;
  return {
    name: "order-recovery",
    everyMs: options.everyMs ?? ORDER_RECOVERY_INTERVAL_MS,
    run: (_payload, { now }) =>
      // Its own trace: the voids it asks the acquirer for, and its log lines, are found under one trace id.
      storefrontTracer().startActiveSpan("order-recovery", async (span) => {
        try {
          const report = await options.orders.recoverPendingAttempts(now, { olderThanMs });
          options.metrics?.ordersRecovered(report);
          if (report.voided + report.declined + report.cartsCleared + report.failed > 0)
            options.logger.info(report, "unfinished order attempts recovered");
          // Each needs an operator: an authorisation that may still be live, or a void the acquirer never
          // confirmed (docs/operations.md "Order attempts recovery gave up on").
          for (const key of report.gaveUp)
            options.logger.error(
              { event: "order-recovery-gave-up", attemptKey: key },
              "order recovery gave up",
            );
        } catch (error) {
          recordFailure(span, error);
          throw error;
        } finally {
          span.end();
        }
      }),
  };
}

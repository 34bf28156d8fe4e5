import type { OrderWorkflow } from "../../core/orders/place-order.ts";
import type { Logger } from "../logger.ts";
import type { StorefrontMetrics } from "../telemetry/storefront-metrics.ts";
import { storefrontTracer } from "../telemetry/tracer.ts";
import { recordFailure } from "../telemetry/workflow-step-tracer.ts";
import { type RepeatedJob, repeat } from "./repeat.ts";

/** How often each instance looks for attempts a crash left unfinished. */
const ORDER_RECOVERY_INTERVAL_MS = 60 * 1000;
/**
 * Only attempts untouched this long are recovered: a live request authorises and writes well within it, so a
 * request still working its attempt is never voided under it.
 */
const ORDER_RECOVERY_AGE_MS = 2 * 60 * 1000;

/**
 * Recovers unfinished order attempts now (start-up) and then every `intervalMs`: an authorisation
 * whose order was never written is voided, never left hanging. Every instance runs it: each step is a conditional
 * update of the attempt's status and every acquirer call carries the attempt's key, so two instances recovering
 * one attempt act once. A failed run is logged and tried again at the next interval.
 */
export function startOrderRecovery(options: {
  orders: Pick<OrderWorkflow, "recoverPendingAttempts">;
  logger: Logger;
  /** Counts what each pass did (storefront_order_recoveries_total). */
  metrics?: Pick<StorefrontMetrics, "ordersRecovered">;
  intervalMs?: number;
  olderThanMs?: number;
}): RepeatedJob {
  const intervalMs = options.intervalMs ?? ORDER_RECOVERY_INTERVAL_MS;
  const olderThanMs = options.olderThanMs ?? ORDER_RECOVERY_AGE_MS;
  return repeat(
    intervalMs,
    () =>
      // Its own trace: the voids it asks the acquirer for, and its log lines, are found under one trace id.
      storefrontTracer().startActiveSpan("order-recovery", async (span) => {
        try {
          const report = await options.orders.recoverPendingAttempts(new Date(), { olderThanMs });
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
    (error) =>
      options.logger.warn({ err: error }, "order recovery failed; trying again at the next interval"),
  );
}

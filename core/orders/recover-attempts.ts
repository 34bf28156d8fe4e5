import type { Settlement } from "./attempt-settlement.ts";
import type { OrderAttempt, OrderRepository } from "./order-types.ts";

// After a crash and every minute (server/jobs/order-recovery.ts; docs/decisions/024 and 028): what a request left
// unfinished is finished, so no authorisation hangs and no placed cart stays.

/** Recovery's failed tries on one attempt before it is left for an operator (one try a minute). */
export const RECOVERY_GIVE_UP_AFTER = 10;

interface RecoveryReport {
  voided: number;
  declined: number;
  cartsCleared: number;
  failed: number;
  /** Keys of attempts recovery gave up on this run: each needs an operator (docs/operations.md). */
  gaveUp: string[];
}

/**
 * An authorisation whose order was never written is voided, an attempt whose answer was lost is asked again (and
 * voided when authorised), a card page that expired without an order has its payment voided, a void the acquirer
 * did not confirm is retried, and a placed cart still standing is cleared. Only attempts untouched for
 * `olderThanMs` (card pages expired that long ago) are taken, so one still being worked by a live request is left
 * alone. An attempt that keeps failing is given up after RECOVERY_GIVE_UP_AFTER tries.
 */
export function createRecovery(deps: { repository: OrderRepository }, settlement: Settlement) {
  const { repository } = deps;
  return async function recoverPendingAttempts(
    now: Date,
    options: { olderThanMs: number; limit?: number; giveUpAfter?: number },
  ): Promise<RecoveryReport> {
    const limit = options.limit ?? 100;
    const giveUpAfter = options.giveUpAfter ?? RECOVERY_GIVE_UP_AFTER;
    const before = new Date(now.getTime() - options.olderThanMs);
    const report: RecoveryReport = { voided: 0, declined: 0, cartsCleared: 0, failed: 0, gaveUp: [] };
    const recover = async (attempt: OrderAttempt, work: () => Promise<boolean>) => {
      let done = false;
      try {
        done = await work();
      } catch {
        done = false;
      }
      if (done) return;
      report.failed++;
      const counted = await repository.recoveryFailed(attempt.key, now, giveUpAfter).catch(() => null);
      if (counted?.gaveUp) report.gaveUp.push(attempt.key);
    };
    const settle = (attempt: OrderAttempt) => async () => {
      const settled = await settlement.settleWithoutOrder(attempt, "abandoned", now);
      if (settled === "voided") report.voided++;
      if (settled === "declined") report.declined++;
      return true;
    };

    for (const stale of await repository.attemptsIn("authorising", before, limit))
      await recover(stale, settle(stale));

    for (const offered of await repository.offersExpiredBefore(before, limit))
      await recover(offered, settle(offered));

    for (const orphan of await repository.attemptsIn("authorised", before, limit))
      await recover(orphan, async () => {
        if (await settlement.voidAttempt(orphan, "recovered")) report.voided++;
        return true;
      });

    for (const pending of await repository.voidsPending(limit))
      await recover(pending, () => settlement.confirmVoid(pending));

    for (const placed of await repository.placedWithCart(limit))
      await recover(placed, async () => {
        const order = placed.orderId ? await repository.findOrder(placed.orderId) : null;
        if (!order) return false;
        await settlement.clearCart(placed.cartId, order.orderNumber, null);
        report.cartsCleared++;
        return true;
      });
    return report;
  };
}

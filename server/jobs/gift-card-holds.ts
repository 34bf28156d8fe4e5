import type { GiftCardService } from "../../core/gift-cards/gift-card-service.ts";
import type { RecurringJob } from "../../core/jobs/job-ports.ts";
import type { Logger } from "../logger.ts";

/** How often the holds of bags that were left are looked for. */
const GIFT_CARD_HOLD_SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * Gives back the gift-card holds of abandoned bags every `everyMs`, as a recurring job of the job table: a bag and
 * checkout left alone for `idleForMs` (GIFT_CARD_HOLD_MINUTES) lose their cards' holds, so a card applied in one
 * session can pay in another. Each release is one transaction that re-checks the bag under its lock, so a bag is
 * released once even if two runs ever met. A failed run is retried with backoff by the runner.
 */
export function giftCardHoldSweepJob(options: {
  giftCards: Pick<GiftCardService, "releaseIdleHolds">;
  idleForMs: number;
  logger: Logger;
  everyMs?: number;
}): RecurringJob {
  return {
    name: "gift-card-hold-sweep",
    everyMs: options.everyMs ?? GIFT_CARD_HOLD_SWEEP_INTERVAL_MS,
    async run(_payload, { now }) {
      const carts = await options.giftCards.releaseIdleHolds(now, options.idleForMs);
      if (carts > 0) options.logger.info({ carts }, "gift card holds of idle bags released");
    },
  };
}

import type { GiftCardService } from "../../core/gift-cards/gift-card-service.ts";
import type { Logger } from "../logger.ts";
import { type RepeatedJob, repeat } from "./repeat.ts";

/** How often each instance looks for holds of bags that were left. */
const GIFT_CARD_HOLD_SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * Gives back the gift-card holds of abandoned bags now and then every `intervalMs`: a bag and checkout left alone
 * for `idleForMs` (GIFT_CARD_HOLD_MINUTES) lose their cards' holds, so a card applied in one session can pay in
 * another. Every instance runs it: each release is one transaction that re-checks the bag under its lock, so two
 * instances release a bag once. A failed run is logged and tried again at the next interval.
 */
export function startGiftCardHoldSweep(options: {
  giftCards: Pick<GiftCardService, "releaseIdleHolds">;
  idleForMs: number;
  logger: Logger;
  intervalMs?: number;
}): RepeatedJob {
  return repeat(
    options.intervalMs ?? GIFT_CARD_HOLD_SWEEP_INTERVAL_MS,
    async () => {
      const carts = await options.giftCards.releaseIdleHolds(new Date(), options.idleForMs);
      if (carts > 0) options.logger.info({ carts }, "gift card holds of idle bags released");
    },
    (error) =>
      options.logger.warn({ err: error }, "gift card hold sweep failed; trying again at the next interval"),
  );
}

import type { OutboxMessage } from "../mail/mail-types.ts";
import type { EGiftCardToSend } from "../orders/order-gift-cards.ts";
import type { GiftCardAdminRepository } from "./gift-card-admin-ports.ts";
import { blockRefusal, type GiftCardLookup, resendRefusal, unblockRefusal } from "./gift-card-admin-rules.ts";

// Staff's gift cards (issue 29 point 5): look up, read, block, unblock and resend. A block is read by every hold and
// redemption under the card's row lock (data/repositories/gift-card-repository.ts), so it takes effect for the next
// movement of the card, on every instance. The caller audits each change with what it answers.

/** Cards a lookup lists at most: a last four shared by more is narrowed by order or buyer. */
export const GIFT_CARD_LOOKUP_LIMIT = 50;

export function createGiftCardAdmin(deps: {
  repository: GiftCardAdminRepository;
  /** The e-gift card e-mail with its code and PIN unsealed (core/mail/e-gift-card-email.ts). */
  compose(card: EGiftCardToSend): OutboxMessage;
  now(): Date;
}) {
  const { repository } = deps;
  return {
    find(lookup: GiftCardLookup) {
      return repository.find(lookup, GIFT_CARD_LOOKUP_LIMIT);
    },

    card(giftCardId: number) {
      return repository.card(giftCardId);
    },

    async block(giftCardId: number) {
      const card = await repository.card(giftCardId);
      if (!card) return { ok: false as const, refusal: "unknown" as const };
      const refusal = blockRefusal(card);
      if (refusal) return { ok: false as const, refusal };
      // The update itself is conditional: of two racing blocks one changes the row, the other is refused.
      return repository.setBlocked(giftCardId, true, deps.now());
    },

    async unblock(giftCardId: number) {
      const card = await repository.card(giftCardId);
      if (!card) return { ok: false as const, refusal: "unknown" as const };
      const refusal = unblockRefusal(card);
      if (refusal) return { ok: false as const, refusal };
      return repository.setBlocked(giftCardId, false, deps.now());
    },

    /** Sends an e-gift card again to the recipient the buyer gave, once per form key. */
    resend(giftCardId: number, idempotencyKey: string, staffId: string) {
      const now = deps.now();
      return repository.resend(
        giftCardId,
        { idempotencyKey, staffId, now },
        (facts) => resendRefusal(facts, now),
        deps.compose,
      );
    },
  };
}

export type GiftCardAdmin = ReturnType<typeof createGiftCardAdmin>;

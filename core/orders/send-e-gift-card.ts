import type { GiftCardSealer } from "../gift-cards/gift-card-sealing.ts";
import { eGiftCardEmail } from "../mail/e-gift-card-email.ts";
import type { EGiftCardOutbox } from "./order-gift-cards.ts";

// The e-gift card's send job (server/jobs/e-gift-card-job.ts runs it at the card's send time): its sealed code and
// PIN are unsealed into the e-mail, written to the outbox, and the sealed copy deleted, in one transaction, so a
// retried job never sends the card twice.

export function createEGiftCardSender(deps: {
  outbox: EGiftCardOutbox;
  sealer: GiftCardSealer;
  origin: string;
  now(): Date;
}) {
  return async function sendEGiftCard(orderId: string, entryNumber: number): Promise<boolean> {
    return deps.outbox.sendOnce(
      orderId,
      entryNumber,
      (card) => eGiftCardEmail(card, deps.sealer.unseal(card.sealed), deps.origin),
      deps.now(),
    );
  };
}

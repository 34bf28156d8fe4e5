import type { GiftCardSealer } from "../gift-cards/gift-card-sealing.ts";
import { eGiftCardEmail } from "../mail/e-gift-card-email.ts";
import type { EGiftCardOutbox, EGiftCardToSend } from "./order-gift-cards.ts";

// The e-gift card's send job (server/jobs/e-gift-card-job.ts runs it at the card's send time): its sealed code and
// PIN are unsealed into the e-mail and written to the outbox as the line is marked sent, in one transaction, so a
// retried job never sends the card twice. A resend (the buyer's corrected address) marks the line unsent and is its
// own job with its own key, sent the same way; neither forgets the sealed copy: the card's first use does.

export function createEGiftCardSender(deps: {
  outbox: EGiftCardOutbox;
  sealer: GiftCardSealer;
  origin: string;
  now(): Date;
}) {
  return async function sendEGiftCard(orderId: string, entryNumber: number): Promise<boolean> {
    const compose = (card: EGiftCardToSend) =>
      eGiftCardEmail(card, deps.sealer.unseal(card.sealed), deps.origin);
    return deps.outbox.sendOnce(orderId, entryNumber, compose, deps.now());
  };
}

import { lastFourOf } from "../../gift-cards/gift-card-code.ts";
import { GIFT_CARD_CURRENCY } from "../../gift-cards/gift-card-types.ts";
import { GIFT_CARD_VALID_MONTHS, newGiftCardCode, newGiftCardPin } from "../../gift-cards/issue-gift-card.ts";
import { next } from "../../workflow/run-steps.ts";
import { eGiftCardSendAt, type IssuedOrderGiftCard } from "../order-gift-cards.ts";
import { type PlacementDeps, type PlacementStep, required } from "./placement.ts";

function addMonths(date: Date, months: number): Date {
  const later = new Date(date.getTime());
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
}

/**
 * Draws a card for each gift-card line of the order (docs/decisions/045-issuing-gift-cards-bought.md): a code and
 * PIN from the operating system's generator, kept only as keyed digests and a sealed copy for the e-mail or the
 * warehouse, and an e-gift card's send time. Nothing is stored here: write-order writes the cards, their lines'
 * records and the e-gift cards' jobs in the order's own transaction, so a card exists exactly when its order does,
 * and a retried or recovered placement can never issue a line twice. Drawn once per run, whatever repeats.
 */
export function issueGiftCards(deps: Pick<PlacementDeps, "giftCardIssuing" | "now">): PlacementStep {
  return {
    name: "issue-gift-cards",
    async run(context) {
      if (context.giftCards) return next;
      const { view } = required(context.priced, "the price");
      const { digests, sealer, random, sendHour } = deps.giftCardIssuing;
      const now = deps.now();
      const cards: IssuedOrderGiftCard[] = [];
      for (const line of view.bag.lines) {
        const bought = line.giftCard;
        if (!bought) continue;
        const code = newGiftCardCode(random);
        const pin = newGiftCardPin(random);
        cards.push({
          entryNumber: line.entryNumber,
          codeHash: digests.code(code),
          pinDigest: digests.pin(code, pin),
          lastFour: lastFourOf(code),
          amount: bought.amount,
          currency: GIFT_CARD_CURRENCY,
          sealed: sealer.seal({ code, pin }),
          expiresAt: addMonths(now, GIFT_CARD_VALID_MONTHS),
          sendAt: bought.kind === "ECARD" ? eGiftCardSendAt(bought.sendDate, now, sendHour) : null,
        });
      }
      context.giftCards = cards;
      return next;
    },
  };
}

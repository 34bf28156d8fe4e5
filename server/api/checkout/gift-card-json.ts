import { amountLeftToPay } from "../../../core/gift-cards/gift-card-rules.ts";
import type { AppliedGiftCard } from "../../../core/gift-cards/gift-card-types.ts";
import { type Money, money } from "../../../core/money/money.ts";
import { priceJson } from "../bag/bag-json.ts";

// spec 001 §3 giftCardAndVouchers: the gift cards paying for the order, as the gift card calls and checkout's
// cart.json both answer them, with what is left to pay by card.

function giftCardJson(card: AppliedGiftCard, locale: string) {
  return {
    lastFourDigits: card.lastFour,
    amountApplied: priceJson(money(card.amount, card.currency), locale),
    remainingBalance: priceJson(money(card.remainingBalance, card.currency), locale),
  };
}

/** The cards applied and the amount they leave of `total`. */
export function giftCardPaymentJson(applied: AppliedGiftCard[], total: Money, locale: string) {
  const left = amountLeftToPay(
    total.amount,
    applied.map((card) => card.amount),
  );
  return {
    giftCardAndVouchers: applied.map((card) => giftCardJson(card, locale)),
    amountToPay: priceJson(money(left, total.currency), locale),
  };
}

import type { BalanceCheckAnswer } from "../../../core/gift-cards/gift-card-balance-check.ts";
import { money } from "../../../core/money/money.ts";
import { priceJson } from "../bag/bag-json.ts";

type ShownBalance = Extract<BalanceCheckAnswer, { ok: true }>;

/** A card's balance, expiry and history as the balance call answers them; no order or bag is named. */
export function giftCardBalanceJson(answer: ShownBalance, locale: string) {
  return {
    lastFourDigits: answer.lastFour,
    balance: priceJson(money(answer.balance, answer.currency), locale),
    expiryDate: answer.expiresAt,
    expired: answer.expired,
    cancelled: answer.cancelled,
    movements: answer.movements.map((movement) => ({
      type: movement.kind,
      amount: priceJson(money(movement.amount, answer.currency), locale),
      date: movement.at,
    })),
  };
}

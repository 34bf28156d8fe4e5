import { type Money, money } from "../../../core/money/money.ts";
import type { TextKey } from "../../lib/text/text.ts";

/** What the payment step says is left to pay, and the amount it names (none when there is nothing to name). */
interface AmountDue {
  label: TextKey;
  amount: Money | null;
}

/**
 * The payment step's heading line: the order's total while nothing pays for it yet; once gift cards do, what is
 * left for the card, or that the gift cards paid it all (never a total the shopper no longer owes).
 */
export function amountDue(
  total: Money,
  payment: { amountToPay: number; giftCards: readonly { amount: number }[] } | null,
): AmountDue {
  if (!payment || payment.giftCards.length === 0) {
    if (payment && payment.amountToPay === 0) return { label: "checkout.payment.nothingToPay", amount: null };
    return { label: "checkout.payment.toPay", amount: total };
  }
  if (payment.amountToPay === 0) return { label: "checkout.payment.paidByGiftCards", amount: total };
  return { label: "checkout.payment.leftToPayHeading", amount: money(payment.amountToPay, total.currency) };
}

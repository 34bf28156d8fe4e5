import { formatMoney, type Money } from "../money/money.ts";
import type { PromotionRefusal } from "../pricing/cart-pricing-types.ts";

// What the shopper reads when a code is applied, removed or refused. The spec gives no wording for promotion
// codes (spec 001 §8 names none), so these are ours, in UK English, kept once here for the bag's answers and
// pages alike.

interface RefusalDetails {
  /** The version's locale, for the threshold's amount (en-GB, en-US). */
  locale: string;
  /** For belowThreshold: what the lines must reach. */
  threshold?: Money;
  /** For notCombinable: the code already on the bag. */
  otherCode?: string;
}

export function promotionRefusalMessage(reason: PromotionRefusal, details: RefusalDetails): string {
  switch (reason) {
    case "unknown":
      return "Sorry, we don't recognise that code. Please check it and try again.";
    case "expired":
      return "Sorry, this code has expired.";
    case "notYetValid":
      return "Sorry, this code can't be used yet.";
    case "notApplicable":
      return "Sorry, this code can't be used in your bag's currency.";
    case "belowThreshold":
      return details.threshold
        ? `Spend ${formatMoney(details.threshold, details.locale)} or more to use this code.`
        : "Spend a little more to use this code.";
    case "alreadyApplied":
      return "This code is already applied to your bag.";
    case "notCombinable":
      return details.otherCode
        ? `Sorry, this code can't be used with ${details.otherCode}. Remove ${details.otherCode} to use it instead.`
        : "Sorry, this code can't be used with the code already applied to your bag.";
    case "emptyBag":
      return "Add something to your bag before using a code.";
  }
}

export function promotionAppliedMessage(code: string): string {
  return `Code ${code} applied`;
}

export function promotionRemovedMessage(code: string): string {
  return `Code ${code} removed`;
}

import type { GiftCardLimitScope } from "./gift-card-attempts.ts";
import type { GiftCardRefusal } from "./gift-card-types.ts";

// What a shopper reads when a gift card is refused. The spec gives no wording for gift card payments (spec 001 §8
// names none), so these are ours, in UK English. "unknown" never says whether the code exists in another state:
// a guessed code learns nothing more than "not a card".

export const GIFT_CARD_MESSAGES: Record<GiftCardRefusal, string> = {
  unknown: "Sorry, we don't recognise that gift card number. Please check it and try again.",
  expired: "Sorry, this gift card has expired.",
  cancelled: "Sorry, this gift card can't be used. Please contact us if you think this is wrong.",
  noBalance: "Sorry, there is no balance left on this gift card.",
  wrongCurrency: "Gift cards can only be used to pay in pounds on our UK site.",
  alreadyApplied: "This gift card is already being used to pay for your order.",
  nothingToPay: "Your order is already paid in full, so there is nothing left for this gift card to pay.",
  notApplied: "This gift card isn't being used to pay for your order.",
  orderInProgress:
    "Your order is being placed with your gift cards as they are. Please wait a moment before changing them.",
  giftCardsForGiftCards: "Gift cards can't be used to buy gift cards.",
};

export const TOO_MANY_GIFT_CARD_ATTEMPTS =
  "Too many gift card attempts. Please wait a few minutes and try again.";

/** The whole shop has answered its allowance of wrong codes (someone is guessing): nobody's code is read for now. */
export const GIFT_CARDS_PAUSED =
  "Sorry, we can't check gift cards just now. Please try again in a few minutes, or pay by card.";

/** What a refused try tells the shopper: their own tries, or the shop's pause on every code. */
export function tooManyGiftCardAttempts(scope: GiftCardLimitScope): string {
  return scope === "shop" ? GIFT_CARDS_PAUSED : TOO_MANY_GIFT_CARD_ATTEMPTS;
}

/** The warning operators see while the shop-wide allowance is spent (docs/operations.md "Limits"). */
export const GIFT_CARD_GUESSES_LOG =
  "gift card codes refused: the shop-wide allowance of wrong codes is spent";

/**
 * The one answer of a balance check that shows nothing: the same for a wrong code, a wrong PIN and a locked card, so
 * it never tells which was wrong (docs/decisions/043).
 */
export const GIFT_CARD_BALANCE_NOT_SHOWN =
  "Sorry, we can't show a balance for that gift card number and PIN. Please check both and try again. If it still doesn't work, please contact us.";

export const GIFT_CARD_BALANCE_TOO_MANY = "Too many balance checks. Please wait a few minutes and try again.";

import { DomainError } from "../../errors/domain-error.ts";
import { orderConfirmationEmail } from "../../mail/order-confirmation-email.ts";
import { end, next, refuse } from "../../workflow/run-steps.ts";
import { CHANGED, outOfStockOutcome } from "../attempt-outcomes.ts";
import type { Settlement } from "../attempt-settlement.ts";
import { draftOrder, ORDER_MESSAGES } from "../order-draft.ts";
import type { IssuedOrderGiftCard } from "../order-gift-cards.ts";
import { hashGuestToken } from "../order-number.ts";
import type {
  NewOrder,
  OrderAttempt,
  OrderPayments,
  PricedGiftCard,
  WriteOrderResult,
} from "../order-types.ts";
import { type PlacementDeps, type PlacementStep, required } from "./placement.ts";

/** Order numbers are random: a number already taken is drawn again, this many times at most. */
const NUMBER_TRIES = 3;

/**
 * Writes the order in one transaction with everything that must hold with it (the repository's writeOrder): its
 * lines, the stock (`where stock_level >= qty`), exactly the gift-card holds it was priced with, the attempt placed
 * and the confirmation mail. Short stock, changed gift cards, or another attempt of the cart placing first roll it
 * all back, and the steps before are undone (the authorisation voided).
 */
export function writeOrder(
  deps: Pick<PlacementDeps, "repository" | "origin" | "now" | "newId" | "newOrderNumber" | "newGuestToken">,
  settlement: Settlement,
): PlacementStep {
  async function writeWithFreshNumber(
    attempt: OrderAttempt,
    giftCards: readonly PricedGiftCard[],
    issuedGiftCards: readonly IssuedOrderGiftCard[],
    draft: (orderNumber: string) => NewOrder,
  ): Promise<{ result: WriteOrderResult; order: NewOrder }> {
    for (let tries = 1; ; tries++) {
      const order = draft(deps.newOrderNumber());
      const result = await deps.repository.writeOrder({
        attemptKey: attempt.key,
        cartId: attempt.cartId,
        order,
        giftCards,
        issuedGiftCards,
        mail: orderConfirmationEmail(order, deps.origin),
        now: deps.now(),
      });
      if (result.written || result.reason !== "numberTaken" || tries >= NUMBER_TRIES)
        return { result, order };
    }
  }

  return {
    name: "write-order",
    async run(context) {
      const { cart, view, holds } = required(context.priced, "the price");
      const { attempt, card } = required(context.authorised, "the authorisation");
      const guestToken = deps.newGuestToken();
      const ids = {
        id: deps.newId(),
        guestTokenHash: hashGuestToken(guestToken),
        customerId: context.input.owner.customerId ?? null,
      };
      const payments: OrderPayments = {
        card,
        giftCards: holds.map((hold) => ({ lastFour: hold.lastFour, amount: hold.amount })),
      };
      const priced = holds.map((hold) => ({ giftCardId: hold.giftCardId, amount: hold.amount }));
      const issued = context.giftCards ?? [];
      const lastFour = new Map(issued.map((card) => [card.entryNumber, card.lastFour]));
      const { result, order } = await writeWithFreshNumber(attempt, priced, issued, (orderNumber) => {
        const drafted = draftOrder(view, { ...ids, orderNumber });
        const lines = drafted.lines.map((line) =>
          line.giftCard
            ? { ...line, giftCard: { ...line.giftCard, lastFour: lastFour.get(line.entryNumber) ?? null } }
            : line,
        );
        return { ...drafted, lines, payments };
      });
      if (result.written) {
        context.written = { order, guestToken };
        return next;
      }
      switch (result.reason) {
        case "attemptVoided":
          return end(await settlement.outcomeOf(attempt));
        case "outOfStock":
          return refuse(
            { status: "outOfStock", variantCodes: result.variantCodes },
            outOfStockOutcome(result.variantCodes),
          );
        case "paymentChanged":
          return refuse({ status: "changed", reason: ORDER_MESSAGES.paymentChanged }, CHANGED);
        default: {
          // Another attempt placed this cart (a second tab) or no free number was found: this authorisation goes.
          const placed = await deps.repository.placedAttemptOf(cart.id);
          if (placed) return refuse(await settlement.placedAnswer(placed), result.reason);
          throw new DomainError("unavailable", ORDER_MESSAGES.settling, undefined, { retryAfterSeconds: 2 });
        }
      }
    },
  };
}

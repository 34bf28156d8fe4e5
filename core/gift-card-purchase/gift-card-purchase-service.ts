import type { CartOwner, CartService, KeepGuid } from "../cart/cart-service.ts";
import { type Refusable, refuse } from "../errors/refusal.ts";
import type { GiftCardLineRepository } from "./gift-card-line-ports.ts";
import { GIFT_CARD_MESSAGES } from "./gift-card-messages.ts";
import {
  GIFT_CARD_CURRENCY,
  GIFT_CARD_OFFER,
  GIFT_CARD_VERSION,
  giftCardLinePrice,
} from "./gift-card-offer.ts";
import {
  type GiftCardPostedFields,
  type GiftCardPurchase,
  giftCardFieldErrors,
  giftCardPurchaseSchema,
} from "./gift-card-purchase-form.ts";
import { sendDateWindow } from "./send-date-window.ts";

// Buying a gift card into the bag and changing one there. The price is decided here from the checked amount,
// never taken from a caller; a card is sold on the UK site in pounds only, whichever call asks.

interface GiftCardPurchaseDeps {
  cart: CartService;
  lines: GiftCardLineRepository;
  now?: () => Date;
}

export type GiftCardAdded = { purchase: GiftCardPurchase; entryNumber: number; totalUnitCount: number };

export function createGiftCardPurchaseService(deps: GiftCardPurchaseDeps) {
  const now = deps.now ?? (() => new Date());

  function check(owner: CartOwner, fields: GiftCardPostedFields): Refusable<{ purchase: GiftCardPurchase }> {
    if (owner.version !== GIFT_CARD_VERSION || owner.currency !== GIFT_CARD_CURRENCY)
      return refuse("invalid", GIFT_CARD_MESSAGES.ukOnly, { currency: GIFT_CARD_MESSAGES.ukOnly });
    const schema = giftCardPurchaseSchema(sendDateWindow(now(), GIFT_CARD_OFFER.sendDateMonthsAhead));
    const parsed = schema.safeParse(fields);
    if (!parsed.success) {
      const errors = giftCardFieldErrors(parsed.error);
      const first = Object.values(errors)[0] ?? GIFT_CARD_MESSAGES.chooseAmount;
      return refuse("invalid", first, errors as Record<string, string>);
    }
    return { ok: true, purchase: parsed.data };
  }

  return {
    check,

    /** Adds the card as a new line of its own. */
    async add(
      owner: CartOwner,
      keepGuid: KeepGuid,
      fields: GiftCardPostedFields,
    ): Promise<Refusable<GiftCardAdded>> {
      const checked = check(owner, fields);
      if (!checked.ok) return checked;
      const cart = await deps.cart.openCart(owner, keepGuid);
      const { purchase } = checked;
      const entryNumber = await deps.lines.add({
        cartId: cart.id,
        purchase,
        unitPrice: giftCardLinePrice(purchase),
        now: now(),
      });
      const count = await deps.cart.totalUnitCount({
        ownerGuid: cart.ownerGuid ?? undefined,
        version: owner.version,
      });
      return { ok: true, purchase, entryNumber, totalUnitCount: count };
    },

    /**
     * `PUT /bag/giftCard/{id}`: the line's card with the given fields changed; what is not given stays. A line
     * of the bag that is not a gift card is refused as such; no line at all is not found.
     */
    async update(
      owner: CartOwner,
      entryNumber: number,
      changes: Partial<GiftCardPostedFields>,
    ): Promise<Refusable<{ purchase: GiftCardPurchase }>> {
      if (owner.version !== GIFT_CARD_VERSION || owner.currency !== GIFT_CARD_CURRENCY)
        return refuse("invalid", GIFT_CARD_MESSAGES.ukOnly, { currency: GIFT_CARD_MESSAGES.ukOnly });
      const found = await deps.cart.lines(owner);
      const line = found?.lines.find((candidate) => candidate.entryNumber === entryNumber);
      if (!found || !line) return refuse("notFound", GIFT_CARD_MESSAGES.lineGone);
      const current = line.giftCard;
      if (!current)
        return refuse("invalid", GIFT_CARD_MESSAGES.notAGiftCard, { id: GIFT_CARD_MESSAGES.notAGiftCard });
      const checked = check(owner, { ...postedFieldsOf(current), ...changes, productCode: current.kind });
      if (!checked.ok) return checked;
      const { purchase } = checked;
      const updated = await deps.lines.update({
        cartId: found.cart.id,
        entryNumber,
        purchase,
        unitPrice: giftCardLinePrice(purchase),
        now: now(),
      });
      return updated ? { ok: true, purchase } : refuse("notFound", GIFT_CARD_MESSAGES.lineGone);
    },
  };
}

/** A stored card as the form would post it, so a change of some fields is checked as a whole card. */
export function postedFieldsOf(card: GiftCardPurchase): GiftCardPostedFields {
  return {
    productCode: card.kind,
    design: card.design,
    amount: "custom",
    customAmount: (card.amount / 100).toFixed(2),
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail ?? "",
    senderName: card.senderName,
    personalMessage: card.personalMessage,
    sendDate: card.sendDate ?? "",
    giftBox: card.giftBox,
  };
}

export type GiftCardPurchaseService = ReturnType<typeof createGiftCardPurchaseService>;

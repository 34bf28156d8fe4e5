import { type Context, Hono } from "hono";
import type { StoredCart } from "../../../core/cart/cart-ports.ts";
import { CHECKOUT_MESSAGES } from "../../../core/checkout/checkout-service.ts";
import { DomainError } from "../../../core/errors/domain-error.ts";
import {
  GIFT_CARD_GUESSES_LOG,
  GIFT_CARD_MESSAGES,
  tooManyGiftCardAttempts,
} from "../../../core/gift-cards/gift-card-messages.ts";
import type { GiftCardResult } from "../../../core/gift-cards/gift-card-service.ts";
import type { GiftCardRefusal } from "../../../core/gift-cards/gift-card-types.ts";
import type { Money } from "../../../core/money/money.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { localeOf } from "../site-visitor.ts";
import { cartNotFound, isNoCart } from "./checkout-call-errors.ts";
import { giftCardPaymentJson } from "./gift-card-json.ts";
import { giftCardBody } from "./gift-card-validators.ts";

// spec 001 §7 "Checkout": paying with gift cards. Each call works on the caller's own cart, found
// from the session only, so another shopper's cards are never reachable, and answers the cards paying for it
// (spec 001 §3 giftCardAndVouchers) with what is left to pay by card.

/**
 * 400 GiftCardError with the reason a script switches on, and the cards still paying, in the shared error body; 409
 * while the order is being placed with the cards as they are (try again in a moment).
 */
function refused(
  c: Context<AppEnv>,
  reason: GiftCardRefusal,
  payment: ReturnType<typeof giftCardPaymentJson>,
) {
  const type = "GiftCardError";
  const message = GIFT_CARD_MESSAGES[reason];
  return c.json(
    { type, message, errors: [{ type, reason, subject: "giftCardCode", message }], ...payment },
    reason === "orderInProgress" ? 409 : 400,
  );
}

/** The caller's cart and its order total now, or null when they have none on this version. */
async function cartAndTotal(c: Context<AppEnv>): Promise<{ cart: StoredCart; total: Money } | null> {
  const shopper = shopperOf(c, versionOf(c));
  const services = c.get("services");
  try {
    // The order's total as checkout shows it: lines, discounts, gift boxes, the chosen delivery and US tax.
    const view = await services.checkout.view(shopper);
    const cart = await services.cart.existingCart(shopper);
    return cart ? { cart, total: view.totals.total } : null;
  } catch (error) {
    if (isNoCart(error)) return null;
    throw error;
  }
}

async function answer(c: Context<AppEnv>, result: GiftCardResult, total: Money) {
  const payment = giftCardPaymentJson(result.applied, total, localeOf(versionOf(c)));
  return result.ok ? c.json(payment) : refused(c, result.reason, payment);
}

/** `POST /checkout/secure/redeem-gift-voucher.json {giftCardCode}`: the card pays what it can of what is left. */
const redeemGiftVoucher = async (c: Context<AppEnv>) => {
  privateAnswer(c);
  const { giftCardCode } = giftCardBody.parse(await c.req.json());
  const found = await cartAndTotal(c);
  if (!found) return cartNotFound(c, CHECKOUT_MESSAGES.noCart);
  // Counted per shopper, per card and for the whole shop before the code is looked up (decision 031).
  const tried = await c
    .get("services")
    .giftCards.tryCode(found.cart, giftCardCode, found.total.amount, c.get("session").id);
  if (!tried.ok && tried.reason === "tooManyAttempts") {
    if (tried.scope === "shop") c.get("logger")?.warn({ event: "gift-card-guesses" }, GIFT_CARD_GUESSES_LOG);
    throw new DomainError("rateLimited", tooManyGiftCardAttempts(tried.scope), undefined, {
      retryAfterSeconds: tried.retryAfterSeconds,
    });
  }
  return answer(c, tried, found.total);
};

/** `POST /checkout/secure/remove-gift-payment.json {giftCardCode}`: the card's hold goes back onto it. */
const removeGiftPayment = async (c: Context<AppEnv>) => {
  privateAnswer(c);
  const { giftCardCode } = giftCardBody.parse(await c.req.json());
  const found = await cartAndTotal(c);
  if (!found) return cartNotFound(c, CHECKOUT_MESSAGES.noCart);
  return answer(c, await c.get("services").giftCards.remove(found.cart, giftCardCode), found.total);
};

export const giftCardRoutes = new Hono<AppEnv>()
  .post("/checkout/secure/redeem-gift-voucher.json", redeemGiftVoucher)
  .post("/:version/checkout/secure/redeem-gift-voucher.json", redeemGiftVoucher)
  .post("/checkout/secure/remove-gift-payment.json", removeGiftPayment)
  .post("/:version/checkout/secure/remove-gift-payment.json", removeGiftPayment);

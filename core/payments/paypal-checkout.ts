import { createHash } from "node:crypto";
import type { StoredCart } from "../cart/cart-ports.ts";
import type { CartOwner } from "../cart/cart-service.ts";
import type { CheckoutService } from "../checkout/checkout-service.ts";
import { isRestrictedPostcode } from "../delivery/restricted-postcodes.ts";
import { DomainError, isDomainError } from "../errors/domain-error.ts";
import { amountToPayByCard, notReadyReason, ORDER_MESSAGES } from "../orders/order-draft.ts";
import type { AuthorisationAnswer, PlaceOrderResult } from "../orders/order-types.ts";
import type { PlaceOrderInput } from "../orders/place-order.ts";
import type { PaymentErrorKey } from "./payment-errors.ts";
import type { CreatedPayPalOrder, PayPalClient, PayPalOrder, PayPalShipping } from "./paypal.ts";

// Paying with PayPal (spec 001 §7 toPayPal, fromPayPal, payPalAuth/, fromPayPalBag): the store
// creates a PayPal order for what is left to pay and binds it to the shopper's cart by its reference; on the
// buyer's return the approved order is placed through the one order workflow, authorised with the attempt's key.
// From the bag (PayPal Express) the buyer's PayPal address and e-mail become the checkout's before paying.

export const PAYPAL_MESSAGES = {
  unknownOrder: "This PayPal payment could not be found. Please try again.",
  notApproved: "This PayPal payment has not been approved. Please try again.",
  nothingToPay: "Your gift cards pay for the whole order: there is nothing left to pay with PayPal.",
  token: "The PayPal reference is not valid.",
} as const;

/** What a PayPal order id (the `token` PayPal sends back) may look like; anything else is refused before a call. */
export const PAYPAL_TOKEN = /^[A-Za-z0-9-]{6,60}$/;
export const PAYPAL_PAYER_ID = /^[A-Za-z0-9]{4,32}$/;

/** Where the shopper started: the checkout's payment step, or the bag's PayPal Express button. */
export type PayPalFlow = "checkout" | "bag";

/**
 * The order's reference at PayPal: a digest of the cart's owner and version, so an order created for one
 * shopper's cart is never placed from another's session, and PayPal learns nothing it could use.
 */
export function paypalReference(owner: { ownerGuid?: string | null; version: string }): string {
  return createHash("sha256")
    .update(`paypal\n${owner.ownerGuid ?? ""}\n${owner.version}`)
    .digest("base64url");
}

/** One order workflow attempt per PayPal order: a second return (a reload, a double hit) finds the first. */
export function paypalAttemptId(token: string): string {
  return `pp_${token}`;
}

interface PayPalCheckoutDeps {
  paypal: PayPalClient;
  checkout: Pick<
    CheckoutService,
    "view" | "deliveryQuoteFor" | "setEmail" | "saveHomeDetails" | "chooseMode" | "saveBilling"
  >;
  carts: { existingCart(owner: CartOwner): Promise<StoredCart | null> };
  giftCards: { applied(cartId: number): Promise<{ amount: number }[]> };
  orders: { placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> };
  newRequestId(): string;
}

type ExpressReturn = { ok: true } | { ok: false; errorKey: PaymentErrorKey };

function splitName(fullName: string, payer: PayPalOrder["payer"]) {
  const parts = fullName.trim().split(/\s+/);
  const lastName = parts.length > 1 ? (parts.pop() ?? "") : (payer?.surname ?? "");
  return { firstName: parts.join(" ") || (payer?.givenName ?? ""), lastName };
}

export function createPayPalCheckout(deps: PayPalCheckoutDeps) {
  const { paypal } = deps;

  async function cartOf(owner: CartOwner): Promise<StoredCart> {
    const cart = await deps.carts.existingCart(owner);
    if (!cart) throw new DomainError("notFound", ORDER_MESSAGES.emptyBag);
    return cart;
  }

  /** Creates the PayPal order for what is left to pay (checkout) or the bag's total (express). */
  async function start(
    owner: CartOwner,
    input: { flow: PayPalFlow; returnUrl: string; cancelUrl: string; requestId?: string },
  ): Promise<CreatedPayPalOrder> {
    const cart = await cartOf(owner);
    const view = await deps.checkout.view(owner);
    if (view.bag.lines.length === 0) throw new DomainError("notFound", ORDER_MESSAGES.emptyBag);
    if (view.bag.hasProblems) throw new DomainError("invalid", ORDER_MESSAGES.bagProblems);
    if (input.flow === "checkout") {
      const notReady = notReadyReason(view);
      if (notReady) throw new DomainError("invalid", notReady);
    }
    const amount = amountToPayByCard(view.totals.total.amount, await deps.giftCards.applied(cart.id));
    if (amount <= 0) throw new DomainError("invalid", PAYPAL_MESSAGES.nothingToPay);
    return paypal.createOrder({
      amount,
      currency: view.totals.total.currency,
      returnUrl: input.returnUrl,
      cancelUrl: input.cancelUrl,
      // Express asks PayPal for the buyer's address; the checkout already has one.
      shippingPreference: input.flow === "bag" ? "GET_FROM_FILE" : "NO_SHIPPING",
      reference: paypalReference(owner),
      requestId: input.requestId ?? deps.newRequestId(),
    });
  }

  /**
   * The approved PayPal order `token` of this shopper's cart. Unknown, another cart's, or another buyer's
   * answer alike "not found", so a token seen elsewhere reveals and places nothing.
   */
  async function approvedOrder(
    owner: CartOwner,
    token: string,
    payerId?: string | null,
  ): Promise<PayPalOrder> {
    if (!PAYPAL_TOKEN.test(token))
      throw new DomainError("invalid", PAYPAL_MESSAGES.token, { token: PAYPAL_MESSAGES.token });
    const order = paypal.owns(token) ? await paypal.getOrder(token) : null;
    if (!order || order.reference !== paypalReference(owner))
      throw new DomainError("notFound", PAYPAL_MESSAGES.unknownOrder);
    if (order.status !== "APPROVED" && order.status !== "COMPLETED")
      throw new DomainError("invalid", PAYPAL_MESSAGES.notApproved);
    if (payerId && order.payer?.payerId !== payerId)
      throw new DomainError("notFound", PAYPAL_MESSAGES.unknownOrder);
    return order;
  }

  /** Places the order paid by the approved PayPal order: once per PayPal order, however often it is asked. */
  async function complete(
    owner: CartOwner,
    token: string,
    payerId?: string | null,
  ): Promise<PlaceOrderResult> {
    const order = await approvedOrder(owner, token, payerId);
    const express = order.shippingPreference === "GET_FROM_FILE";
    const authorise = async (amount: number, key: string): Promise<AuthorisationAnswer> => {
      if (amount !== order.amount) {
        // The buyer approved another amount: the bag changed after approval. Express checkouts expect the
        // delivery to move it (PayPal allows the update); a checkout payment asks the shopper to approve again.
        const updated = express ? await paypal.updateAmount(token, amount, `${key}:amount`) : null;
        if (!updated) return { status: "declined", paymentId: "", reason: "AMOUNT_CHANGED" };
      }
      const answer = await paypal.authorize(token, key);
      return {
        status: answer.status,
        paymentId: answer.paymentId,
        reason: answer.reason,
        card:
          answer.status === "authorised"
            ? { maskedNumber: answer.payerEmail ?? order.payer?.email ?? "PayPal", brand: "paypal" }
            : null,
      };
    };
    return deps.orders.placeOrder({
      owner,
      attemptId: paypalAttemptId(token),
      paymentSessionId: token,
      authorise,
    });
  }

  /** Whether the buyer's PayPal address is one this cart can be delivered to, before the checkout keeps it. */
  async function deliverable(owner: CartOwner, shipping: PayPalShipping): Promise<boolean> {
    if (shipping.countryIso === "GB" && isRestrictedPostcode(shipping.postcode)) return false;
    const { quote } = await deps.checkout.deliveryQuoteFor(owner, shipping.countryIso);
    return quote.deliverable && quote.undeliverableEntryNumbers.length === 0;
  }

  /**
   * PayPal Express's return: the buyer's address becomes the delivery (and billing) address, their e-mail the
   * order's, a delivery mode is chosen, and the checkout is ready for PayPal to complete.
   */
  async function expressReturn(
    owner: CartOwner,
    token: string,
    payerId?: string | null,
  ): Promise<ExpressReturn> {
    const order = await approvedOrder(owner, token, payerId);
    const failure = { ok: false, errorKey: "PayPalAddressFailure_Bag" } as const;
    if (!order.shipping || !order.payer || !(await deliverable(owner, order.shipping))) return failure;
    const { shipping, payer } = order;
    try {
      await deps.checkout.saveHomeDetails(owner, {
        personal: { title: "", ...splitName(shipping.fullName, payer), phoneNumber: payer.phone ?? "" },
        address: {
          line1: shipping.line1,
          line2: shipping.line2,
          townCity: shipping.townCity,
          postcode: shipping.postcode,
          countryIso: shipping.countryIso,
          regionIso: shipping.regionIso,
          savedAddressId: null,
        },
      });
    } catch (error) {
      if (isDomainError(error) && error.kind === "invalid") return failure;
      throw error;
    }
    await deps.checkout.setEmail(owner, payer.email);
    const { quote, chosenMode } = await deps.checkout.deliveryQuoteFor(owner, null);
    const open = quote.modes.filter((mode) => mode.refusal === null && mode.code !== "NOMINATE");
    const mode = chosenMode ?? open.find((option) => option.code === quote.defaultMode) ?? open[0];
    if (!mode) return failure;
    await deps.checkout.chooseMode(owner, mode.code, { confirm: true });
    await deps.checkout.saveBilling(owner, { sameAsDelivery: true });
    const view = await deps.checkout.view(owner);
    return view.addressError ? failure : { ok: true };
  }

  return { start, approvedOrder, complete, expressReturn };
}

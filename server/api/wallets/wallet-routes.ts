import { type Context, Hono } from "hono";
import { CHECKOUT_MESSAGES } from "../../../core/checkout/checkout-service.ts";
import { answerPlacement } from "../../../core/orders/placement-answer.ts";
import { type PaymentErrorKey, paymentErrorMessage } from "../../../core/payments/payment-errors.ts";
import type { WalletView } from "../../../core/payments/wallet-availability.ts";
import type { WalletType } from "../../../core/payments/wallets.ts";
import { bagPath, orderConfirmationPath } from "../../../core/site/page-addresses.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { saveSession } from "../../middleware/session.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { cartNotFound, isNoCart, refusalReasonOf } from "../checkout/checkout-call-errors.ts";
import { localeOf } from "../site-visitor.ts";
import {
  merchantSessionBody,
  walletAddressBody,
  walletAuthoriseBody,
  walletModeBody,
  walletUserBody,
} from "./wallet-validators.ts";

// spec 001 §7 "Checkout" wallet calls (README "Sandbox Apple Pay and Google Pay"): the sheet's
// address and delivery option, the wallet's user, Apple Pay's merchant session, and the authorisations that place
// the order from the bag or the checkout. Only the caller's own cart is read or changed (the session's); every
// answer is private. A failure answers a fail status with a spec 001 §8 payment error key and its words.

type Handler = (c: Context<AppEnv>) => Promise<Response>;

function fail(c: Context<AppEnv>, httpStatus: 400 | 402 | 403 | 409, key: PaymentErrorKey, extra = {}) {
  const message = paymentErrorMessage(key, localeOf(versionOf(c)));
  return c.json({ status: "fail", errorKey: key, message, ...extra }, httpStatus);
}

/** Refuses a wallet the page would not have offered: its toggle is off, or B2B with Google Pay in the bag. */
async function refused(c: Context<AppEnv>, wallet: WalletType, view: WalletView): Promise<Response | null> {
  const version = versionOf(c);
  const refusal = await c.get("services").wallets.refusal(shopperOf(c, version), wallet, view);
  if (refusal === "B2B_GooglePay") return fail(c, 403, "B2B_GooglePay");
  if (refusal === "disabled")
    return fail(c, 403, wallet === "googlePay" ? "GooglePayFailure_Checkout" : "ApplePayFailure_Checkout", {
      reason: "walletNotOffered",
    });
  return null;
}

/** Runs a call, answering "no cart" as the other checkout calls do. */
function withCart(work: Handler): Handler {
  return async (c) => {
    privateAnswer(c);
    try {
      return await work(c);
    } catch (error) {
      if (isNoCart(error)) return cartNotFound(c, CHECKOUT_MESSAGES.noCart);
      throw error;
    }
  };
}

const deliveryAddress = (wallet: WalletType): Handler =>
  withCart(async (c) => {
    const body = walletAddressBody.parse(await c.req.json());
    const blocked = await refused(c, wallet, body.view);
    if (blocked) return blocked;
    const owner = shopperOf(c, versionOf(c));
    const answer = await c.get("services").wallets.deliveryAddress(owner, wallet, body.view, body.address);
    if (!answer.ok)
      // Google Pay's reason for onPaymentDataChanged; Apple Pay shows the message on the shipping contact.
      return fail(c, 400, answer.errorKey, {
        reason: "SHIPPING_ADDRESS_UNSERVICEABLE",
        intent: "SHIPPING_ADDRESS",
      });
    return c.json({
      status: "ok",
      deliveryOptions: answer.options,
      selectedOptionId: answer.selectedOptionId,
      totals: answer.totals,
    });
  });

const deliveryMode = (wallet: WalletType): Handler =>
  withCart(async (c) => {
    const body = walletModeBody.parse(await c.req.json());
    const blocked = await refused(c, wallet, body.view);
    if (blocked) return blocked;
    const owner = shopperOf(c, versionOf(c));
    try {
      const answer = await c.get("services").wallets.deliveryMode(owner, body.deliveryModeCode);
      return c.json({ status: "ok", ...answer });
    } catch (error) {
      const reason = refusalReasonOf(error);
      if (!reason) throw error;
      return c.json(
        {
          status: "fail",
          reason: "SHIPPING_OPTION_INVALID",
          refusal: reason,
          message: CHECKOUT_MESSAGES.modeRefused,
        },
        400,
      );
    }
  });

const walletUser: Handler = withCart(async (c) => {
  const body = walletUserBody.parse(await c.req.json());
  await c.get("services").wallets.walletUser(shopperOf(c, versionOf(c)), body);
  return c.json({ status: "ok" });
});

/** Apple Pay merchant validation: only the processor's own validation address is asked, never one a page names. */
const requestSession: Handler = async (c) => {
  privateAnswer(c);
  const body = merchantSessionBody.parse(await c.req.json());
  const processor = c.get("services").walletProcessor;
  if (!processor.origin || new URL(body.validationURL).origin !== processor.origin)
    return fail(c, 400, "ApplePayFailure_Checkout", { reason: "validationURL" });
  const host = new URL(c.req.url).hostname;
  return c.json(await processor.merchantSession({ domainName: host, displayName: "The White Cove" }));
};

const authorise = (wallet: WalletType, view: WalletView): Handler =>
  withCart(async (c) => {
    const body = walletAuthoriseBody.parse(await c.req.json());
    const blocked = await refused(c, wallet, view);
    if (blocked) return blocked;
    const version = versionOf(c);
    const owner = shopperOf(c, version);
    const wallets = c.get("services").wallets;
    if (body.email)
      await wallets.walletUser(owner, { email: body.email, name: body.name, phoneNumber: body.phoneNumber });
    try {
      const { result, declinedKey } = await wallets.authorise(owner, wallet, view, body);
      const ctx = {
        session: c.get("session"),
        updateSession: (d: object) => saveSession(c, d).then(() => {}),
      };
      const answer = await answerPlacement(ctx, localeOf(version), result, declinedKey);
      if (answer.kind === "placed")
        return c.json({
          status: "placed",
          orderNumber: answer.orderNumber,
          redirect: orderConfirmationPath(version, answer.orderNumber),
        });
      if (answer.kind === "declined")
        return c.json({ status: "declined", errorKey: answer.errorKey, message: answer.message }, 402);
      return c.json({ status: "outOfStock", message: answer.message, redirect: bagPath(version) }, 409);
    } catch (error) {
      // Not ready to pay (no address or mode yet): the shopper is told where they paid.
      if (error instanceof Error && "kind" in error && error.kind === "invalid" && !isNoCart(error))
        return c.json(
          {
            status: "fail",
            errorKey:
              wallet === "googlePay"
                ? view === "bag"
                  ? "GooglePayFailure_Bag"
                  : "GooglePayFailure_Checkout"
                : "ApplePayFailure_Checkout",
            message: error.message,
          },
          400,
        );
      throw error;
    }
  });

const CALLS: [string, Handler][] = [
  ["googlepay-delivery-address", deliveryAddress("googlePay")],
  ["applepay-delivery-address", deliveryAddress("applePay")],
  ["googlepay-delivery-mode", deliveryMode("googlePay")],
  ["applepay-delivery-mode", deliveryMode("applePay")],
  ["ewallet-user", walletUser],
  ["request-session", requestSession],
  ["gpay-authorise-order", authorise("googlePay", "checkout")],
  ["gpay-authorise-order-from-bag", authorise("googlePay", "bag")],
  ["authorise-order-from-bag", authorise("applePay", "bag")],
  // The spec's Apple Pay `authorise-order`: that name is the card's on this site (README).
  ["applepay-authorise-order", authorise("applePay", "checkout")],
];

export const walletRoutes = new Hono<AppEnv>();
for (const [name, handler] of CALLS) {
  walletRoutes.post(`/checkout/secure/${name}`, handler);
  walletRoutes.post(`/:version/checkout/secure/${name}`, handler);
}

import { type Context, Hono } from "hono";
import { html, raw } from "hono/html";
import { CHECKOUT_MESSAGES } from "../../../core/checkout/checkout-service.ts";
import { ATTEMPT_ID_PATTERN } from "../../../core/orders/attempt-states.ts";
import { answerPlacement } from "../../../core/orders/placement-answer.ts";
import { paymentErrorMessage } from "../../../core/payments/payment-errors.ts";
import { SIGNED_RESULT_FIELDS } from "../../../core/payments/signed-result-fields.ts";
import { bagPath, orderConfirmationPath } from "../../../core/site/page-addresses.ts";
import { z } from "../../../core/validation/zod.ts";
import { visitorOf } from "../../accounts/session-sign-in.ts";
import type { AppEnv } from "../../app-env.ts";
import { CSRF_FIELD } from "../../middleware/csrf.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";
import { saveSession } from "../../middleware/session.ts";
import { shopperOf, versionOf } from "../cart/cart-shopper.ts";
import { type JsonOperation, withAndWithoutVersion } from "../openapi/json-operation.ts";
import { localeOf } from "../site-visitor.ts";
import { cartNotFound, isNoCart } from "./checkout-call-errors.ts";

// spec 001 §7 "Checkout" card calls: `world-pay-iframe.json` offers the hosted card page for
// the caller's checkout, `authorise-order` places the order with the page's signed result, `update-save-payment`
// keeps the save-card choice, and `card-result` is the shop's page the hosted page returns to inside the frame.
// The page's own forms post the same to the checkout page (app/routes/checkout-payment.server.ts).

const ATTEMPT_ID = z.string().regex(ATTEMPT_ID_PATTERN, "attemptId: 8 to 64 letters, digits, - or _");

const worldPayBody = z.strictObject({ saveCard: z.boolean().optional() });
const savedCardBody = z.strictObject({ savedCardId: z.string().trim().min(1).max(64) });
const saveCardBody = z.strictObject({ saveCard: z.boolean() });
const authoriseBody = z.strictObject({
  attemptId: ATTEMPT_ID,
  result: z.record(z.string(), z.string().max(256)),
});

function customerIdOf(c: Context<AppEnv>): string | null {
  const visitor = visitorOf(c);
  return visitor.kind === "signedIn" ? visitor.customerId : null;
}

function paymentError(c: Context<AppEnv>, status: 400 | 402 | 409, errorKey: string, message: string) {
  return c.json(
    {
      type: "PaymentError",
      errorKey,
      message,
      errors: [{ type: "PaymentError", reason: errorKey, message }],
    },
    status,
  );
}

/** `POST world-pay-iframe.json {saveCard?}`: the hosted page for what is left to pay by card (one per attempt). */
const worldPayIframe = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  const body = worldPayBody.parse(await c.req.json());
  const services = c.get("services");
  const shopper = shopperOf(c, version);
  try {
    if (body.saveCard !== undefined) await services.checkout.setSaveCard(shopper, body.saveCard);
    const offered = await services.cardCheckout.offer(shopper, {
      returnUrl: `${new URL(c.req.url).origin}/${version}/checkout/secure/card-result`,
      customerId: customerIdOf(c),
    });
    const due = await services.cardCheckout.amountDue(shopper);
    return c.json({
      attemptId: offered?.attemptId ?? null,
      sessionId: offered?.sessionId ?? null,
      iframeUrl: offered?.hostedUrl ?? null,
      expiresAt: offered?.expiresAt ?? null,
      saveCard: offered?.saveCard ?? false,
      amountToPay: due?.amount ?? 0,
      currency: due?.currency ?? null,
    });
  } catch (error) {
    if (isNoCart(error)) return cartNotFound(c, CHECKOUT_MESSAGES.noCart);
    throw error;
  }
};

/** `GET saved-payments`: spec 001 §3 savedCards of the signed-in customer, each with its expired flag. */
const savedPayments = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  const customerId = customerIdOf(c);
  const cards = customerId ? await c.get("services").savedCards.list(customerId) : [];
  let selected: string | null = null;
  try {
    selected = (await c.get("services").checkout.view(shopperOf(c, version))).state.savedCardId;
  } catch (error) {
    if (!isNoCart(error)) throw error;
  }
  const index = cards.findIndex((card) => card.id === selected);
  return c.json({
    savedCardsAvailable: cards.some((card) => !card.expired),
    currentSelectedCardIndex: index >= 0 ? index : null,
    savedCards: cards,
  });
};

/** `POST savedCards/world-pay-iframe {savedCardId}`: the hosted page for a saved card (security code only). */
const savedCardIframe = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  const { savedCardId } = savedCardBody.parse(await c.req.json());
  const services = c.get("services");
  const customerId = customerIdOf(c);
  // Only the customer's own card that can still pay: another's id or an expired card is simply not found.
  const token = customerId ? await services.savedCards.usableToken(customerId, savedCardId) : null;
  if (!customerId || !token)
    return paymentError(
      c,
      400,
      "Failure_SavedCard",
      paymentErrorMessage("Failure_SavedCard", localeOf(version)),
    );
  const shopper = shopperOf(c, version);
  try {
    await services.checkout.chooseSavedCard(shopper, savedCardId);
    const offered = await services.cardCheckout.offer(shopper, {
      returnUrl: `${new URL(c.req.url).origin}/${version}/checkout/secure/card-result`,
      customerId,
      savedCardToken: token,
    });
    return c.json({
      attemptId: offered?.attemptId ?? null,
      sessionId: offered?.sessionId ?? null,
      iframeUrl: offered?.hostedUrl ?? null,
      expiresAt: offered?.expiresAt ?? null,
    });
  } catch (error) {
    if (isNoCart(error)) return cartNotFound(c, CHECKOUT_MESSAGES.noCart);
    throw error;
  }
};

/** `POST update-save-payment {saveCard}`: spec 001 §3 saveCardPayment; the next page offered follows it. */
const updateSavePayment = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  const { saveCard } = saveCardBody.parse(await c.req.json());
  try {
    await c.get("services").checkout.setSaveCard(shopperOf(c, version), saveCard);
    return c.json({ saveCard });
  } catch (error) {
    if (isNoCart(error)) return cartNotFound(c, CHECKOUT_MESSAGES.noCart);
    throw error;
  }
};

/**
 * `POST authorise-order {attemptId, result}`: 200 placed with the confirmation's address, 402 refused (the spec's
 * card failure key), 409 sold out meanwhile, 400 a result this checkout cannot trust. Repeats answer the same order.
 */
const authoriseOrder = async (c: Context<AppEnv>) => {
  const version = versionOf(c);
  const locale = localeOf(version);
  privateAnswer(c);
  const body = authoriseBody.parse(await c.req.json());
  const services = c.get("services");
  const owner = { ...shopperOf(c, version), customerId: customerIdOf(c) };
  try {
    const paid = await services.cardCheckout.payWithResult(owner, body.attemptId, body.result);
    if (paid.status === "untrusted") {
      c.get("logger").warn({ event: "card-result-refused", reason: paid.reason }, "card result not trusted");
      return paymentError(c, 400, "Error", paymentErrorMessage("Error", locale));
    }
    const answer = await answerPlacement(
      { session: c.get("session"), updateSession: async (data) => void (await saveSession(c, data)) },
      locale,
      paid.result,
      paid.declinedKey,
    );
    if (answer.kind === "placed")
      return c.json({
        status: "placed",
        orderNumber: answer.orderNumber,
        redirect: orderConfirmationPath(version, answer.orderNumber),
      });
    if (answer.kind === "outOfStock")
      return c.json(
        {
          type: "StockError",
          message: answer.message,
          variantCodes: answer.variantCodes,
          redirect: bagPath(version),
        },
        409,
      );
    return paymentError(c, 402, answer.errorKey, answer.message);
  } catch (error) {
    if (isNoCart(error)) return cartNotFound(c, CHECKOUT_MESSAGES.noCart);
    throw error;
  }
};

/**
 * `GET card-result?…` (in the frame): where the hosted page returns with its signed result. With the script on,
 * the checkout has already received the result by message and is placing the order; without it, this page's
 * button posts the result to the checkout in the whole window. Nothing here trusts the fields: the action verifies.
 */
const cardResult = (c: Context<AppEnv>) => {
  const version = versionOf(c);
  privateAnswer(c);
  const query = c.req.query();
  const fields = [...SIGNED_RESULT_FIELDS, "signature"].map((name) => [
    name,
    (query[name] ?? "").slice(0, 256),
  ]);
  const attemptId = ATTEMPT_ID.safeParse(query.orderReference);
  const authorised = query.status === "authorised";
  const heading = authorised ? "Payment details received" : "Your payment didn't go through";
  const nonce = c.get("nonce");
  return c.html(
    html`<!doctype html>
<html lang="${localeOf(version)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading}</title>
<style nonce="${nonce}">body{margin:0;padding:24px;font:16px/1.5 system-ui,sans-serif;color:#1f1f1f;background:#fff}h1{font-size:20px;margin:0 0 12px}button{font:inherit;padding:12px 24px;border:0;background:#1f1f1f;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1f1f1f;outline-offset:3px}</style></head>
<body><main aria-label="${heading}"><h1>${heading}</h1>
<form method="post" action="/${version}/checkout/secure" target="_top">
<input type="hidden" name="${CSRF_FIELD}" value="${c.get("session").csrfToken}">
<input type="hidden" name="intent" value="authorise-order">
<input type="hidden" name="attemptId" value="${attemptId.success ? attemptId.data : ""}">
${raw(fields.map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeAttribute(value ?? "")}">`).join(""))}
<button type="submit">${authorised ? "Complete your order" : "Back to payment"}</button>
</form></main></body></html>`,
  );
};

function escapeAttribute(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

export const cardPaymentRoutes = new Hono<AppEnv>();
for (const prefix of ["", "/:version"]) {
  cardPaymentRoutes
    .post(`${prefix}/checkout/secure/world-pay-iframe.json`, worldPayIframe)
    .post(`${prefix}/checkout/secure/update-save-payment`, updateSavePayment)
    .post(`${prefix}/checkout/secure/authorise-order`, authoriseOrder)
    // A saved card's page brings back the same signed result: placed the same way.
    .post(`${prefix}/checkout/secure/place-order-saved-card`, authoriseOrder)
    .post(`${prefix}/checkout/secure/savedCards/world-pay-iframe`, savedCardIframe)
    .get(`${prefix}/checkout/secure/saved-payments`, savedPayments);
}
cardPaymentRoutes.get("/:version/checkout/secure/card-result", cardResult);

/** The card calls for the OpenAPI document (server/api/checkout/operations.ts), with the schemas parsed above. */
export const cardPaymentOperations: JsonOperation[] = [
  {
    method: "post",
    paths: withAndWithoutVersion("/checkout/secure/world-pay-iframe.json"),
    summary: "The hosted card page for what is left to pay",
    description:
      "Offered once delivery and billing are complete. The acquirer is asked up to three times with one idempotency key (spec 001 §7: 2 retries).",
    body: worldPayBody,
    responses: {
      200: "`{attemptId, sessionId, iframeUrl, expiresAt, saveCard, amountToPay, currency}`.",
      404: "The caller has no cart (CartError).",
      409: "Delivery or billing is not complete yet (the error's subject says which).",
      503: "The acquirer did not answer after the retries (Retry-After).",
    },
  },
  {
    method: "post",
    paths: withAndWithoutVersion("/checkout/secure/update-save-payment"),
    summary: "Keep the choice to save the card",
    body: saveCardBody,
    responses: { 200: "`{saveCard}`." },
  },
  {
    method: "post",
    paths: withAndWithoutVersion("/checkout/secure/authorise-order"),
    summary: "Place the order with the hosted page's signed result",
    body: authoriseBody,
    responses: {
      200: '`{status: "placed", orderNumber, redirect}`.',
      400: "The result is not valid or not signed (PaymentError).",
      402: "The card was declined (PaymentError with its errorKey).",
      409: "Something in the bag ran out: back to the bag.",
    },
  },
  {
    method: "post",
    paths: withAndWithoutVersion("/checkout/secure/place-order-saved-card"),
    summary: "Place the order with a saved card's signed result",
    body: authoriseBody,
    responses: {
      200: '`{status: "placed", orderNumber, redirect}`.',
      400: "The result is not valid or not signed (PaymentError).",
      402: "The card was declined (PaymentError with its errorKey).",
      409: "Something in the bag ran out: back to the bag.",
    },
  },
  {
    method: "post",
    paths: withAndWithoutVersion("/checkout/secure/savedCards/world-pay-iframe"),
    summary: "The hosted page for a saved card (security code only)",
    body: savedCardBody,
    responses: {
      200: "`{attemptId, sessionId, iframeUrl, expiresAt}`.",
      400: "Not a card of the signed-in customer's that can still pay (PaymentError Failure_SavedCard).",
      404: "The caller has no cart (CartError).",
    },
  },
  {
    method: "get",
    paths: withAndWithoutVersion("/checkout/secure/saved-payments"),
    summary: "The signed-in customer's saved cards",
    responses: {
      200: "`{savedCardsAvailable, currentSelectedCardIndex, savedCards}`: each card with its expired flag.",
    },
  },
];

import { data, redirect } from "react-router";
import { bagShopper } from "../../core/cart/bag-shopper.ts";
import type { CheckoutView } from "../../core/checkout/checkout-service.ts";
import {
  cardResultFormSchema,
  chooseCardFormSchema,
  giftCardFormSchema,
  PAYMENT_FORM_MESSAGES,
  placeOrderFormSchema,
  saveCardFormSchema,
  signedFieldsOf,
} from "../../core/checkout/payment-form.ts";
import type { PaymentIntent } from "../../core/checkout/payment-intents.ts";
import { fieldMessages } from "../../core/content-forms/form-fields.ts";
import { isDomainError } from "../../core/errors/domain-error.ts";
import {
  GIFT_CARD_GUESSES_LOG,
  GIFT_CARD_MESSAGES,
  tooManyGiftCardAttempts,
} from "../../core/gift-cards/gift-card-messages.ts";
import { amountToPayByCard } from "../../core/orders/order-draft.ts";
import { answerPlacement } from "../../core/orders/placement-answer.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { paymentErrorMessage } from "../../core/payments/payment-errors.ts";
import type { SavedCardView } from "../../core/payments/saved-cards.ts";
import { type WalletButtonsSettings, walletButtonsSettings } from "../../core/payments/wallet-page-offer.ts";
import { bagPath, orderConfirmationPath } from "../../core/site/page-addresses.ts";
import { DEFAULT_COUNTRY_BY_VERSION, LOCALE_BY_VERSION, type Version } from "../../core/site/versions.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";

// The checkout's payment step: what it shows (gift cards paying, the amount left, the card page to
// frame) and its native forms, posted to the checkout page with an intent like every other section.

interface PaymentStepGiftCard {
  giftCardId: number;
  lastFour: string;
  /** Minor units this card pays. */
  amount: number;
  remainingBalance: number;
}

export interface PaymentStepData {
  currency: string;
  /** Minor units the card must still pay after the gift cards; 0 places the order with no card step. */
  amountToPay: number;
  giftCards: PaymentStepGiftCard[];
  /** Gift cards are only in pounds (spec 001 §1): the form shows on the UK site only. */
  acceptsGiftCards: boolean;
  /** The hosted card page to frame for this attempt of Pay; null when nothing is left to pay by card. */
  card: { attemptId: string; hostedUrl: string; hostedOrigin: string } | null;
  /** Null when the acquirer could not be reached: the step says so and offers to try again. */
  cardUnavailable: boolean;
  /** A signed-in shopper may keep the card (spec 001 §9: on by default). */
  canSaveCard: boolean;
  saveCard: boolean;
  /** The attempt id of a press of Place order when the gift cards pay it all. */
  placeAttemptId: string;
  /** spec 001 §3 savedCards (each with its expired flag) and the one chosen, null for a new card. */
  savedCards: SavedCardView[];
  selectedSavedCardId: string | null;
  /** Apple Pay and Google Pay at checkout (docs/decisions/026-wallets.md), or null when none is offered. */
  wallets: WalletButtonsSettings | null;
}

export interface PaymentFailure {
  intent: PaymentIntent;
  message: string;
  /** spec 001 §8 key when a payment was refused (Failure_NewCard, Error, …). */
  errorKey?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** The payment step of a checkout whose payment section is open; the card page is made here, per attempt. */
export async function loadPaymentStep(
  ctx: RequestContext,
  version: Version,
  view: CheckoutView,
  requestUrl: URL,
): Promise<PaymentStepData | null> {
  if (view.sections.payment !== "open") return null;
  const who = bagShopper(ctx, version);
  const services = ctx.services;
  const visitor = ctx.visitor();
  const customerId = visitor.kind === "signedIn" ? visitor.customerId : null;
  const cart = await services.cart.existingCart(who);
  if (!cart) return null;
  const applied = await services.giftCards.applied(cart.id);
  const amountToPay = amountToPayByCard(view.totals.total.amount, applied);
  let card: PaymentStepData["card"] = null;
  let cardUnavailable = false;
  const savedCards = customerId ? await services.savedCards.list(customerId) : [];
  const chosen = customerId && view.state.savedCardId ? view.state.savedCardId : null;
  const savedCardToken =
    chosen && customerId ? await services.savedCards.usableToken(customerId, chosen) : null;
  // The card the page asks for: the picker shows the one the framed page is for, never another.
  let payingWithSaved = savedCardToken !== null;
  if (amountToPay > 0) {
    // The page in the frame returns to this origin, the one the shopper's browser is on.
    const returnUrl = `${requestUrl.origin}/${version}/checkout/secure/card-result`;
    try {
      const offered = await services.cardCheckout
        // The loader's view of the checkout is reused: the page reads it once.
        .offer(who, { returnUrl, customerId, savedCardToken }, view)
        .catch(async (error) => {
          // A saved card the acquirer no longer knows: the shopper pays with a new card instead.
          if (!savedCardToken) throw error;
          payingWithSaved = false;
          await services.checkout.chooseSavedCard(who, null);
          return services.cardCheckout.offer(who, { returnUrl, customerId, savedCardToken: null });
        });
      if (offered)
        card = {
          attemptId: offered.attemptId,
          hostedUrl: offered.hostedUrl,
          hostedOrigin: services.cardCheckout.hostedOrigin,
        };
    } catch (error) {
      ctx.reportError(error);
      cardUnavailable = true;
    }
  }
  return {
    currency: view.totals.total.currency,
    amountToPay,
    giftCards: applied.map((hold) => ({
      giftCardId: hold.giftCardId,
      lastFour: hold.lastFour,
      amount: hold.amount,
      remainingBalance: hold.remainingBalance,
    })),
    acceptsGiftCards: view.totals.total.currency === "GBP",
    card,
    cardUnavailable,
    canSaveCard: customerId !== null,
    saveCard: view.state.saveCard,
    // One per page shown: a double click repeats it, the next page after any answer has a new one.
    placeAttemptId: card?.attemptId ?? crypto.randomUUID(),
    savedCards,
    selectedSavedCardId: payingWithSaved ? chosen : null,
    wallets:
      amountToPay > 0
        ? await walletButtonsSettings(ctx, version, "checkout", {
            total: amountToPay,
            currency: view.totals.total.currency,
            countryCode: view.state.home?.address.countryIso ?? DEFAULT_COUNTRY_BY_VERSION[version],
          }).catch(() => null)
        : null,
  };
}

function refused(
  intent: PaymentIntent,
  form: Record<string, unknown>,
  message: string,
  extra: Partial<PaymentFailure> = {},
  status = 400,
  headers: Record<string, string> = {},
) {
  const values: Record<string, string> = {};
  if (typeof form.giftCardCode === "string") values.giftCardCode = form.giftCardCode;
  return data<PaymentFailure>(
    { intent, message, errors: {}, values, ...extra },
    { status, headers: { ...PRIVATE_HEADERS, ...headers } },
  );
}

/** Each payment intent's change; a placed order goes to its confirmation (303), a refusal stays here. */
export async function paymentAction(
  ctx: RequestContext,
  version: Version,
  intent: PaymentIntent,
  form: Record<string, unknown>,
) {
  const back = redirect(`/${version}/checkout/secure`, { status: 303, headers: PRIVATE_HEADERS });
  const who = bagShopper(ctx, version);
  const services = ctx.services;
  const locale = LOCALE_BY_VERSION[version];
  const visitor = ctx.visitor();
  const owner = { ...who, customerId: visitor.kind === "signedIn" ? visitor.customerId : null };
  try {
    switch (intent) {
      case "gift-card-redeem":
      case "gift-card-remove": {
        const cart = await services.cart.existingCart(who);
        if (!cart) return redirect(`/${version}/bag`, { status: 303, headers: PRIVATE_HEADERS });
        if (intent === "gift-card-remove") {
          const id = Number(form.giftCardId);
          if (!Number.isSafeInteger(id)) return refused(intent, form, GIFT_CARD_MESSAGES.notApplied);
          const removed = await services.giftCards.removeApplied(cart, id);
          return removed.ok ? back : refused(intent, form, GIFT_CARD_MESSAGES[removed.reason]);
        }
        const parsed = giftCardFormSchema.safeParse(form);
        if (!parsed.success) {
          const errors = fieldMessages(parsed.error);
          return refused(intent, form, errors.giftCardCode ?? "", { errors });
        }
        const view = await services.checkout.view(who);
        // Counted per shopper, per card and for the whole shop before the code is looked up (decision 031).
        const applied = await services.giftCards.tryCode(
          cart,
          parsed.data.giftCardCode,
          view.totals.total.amount,
          ctx.session.id,
        );
        if (applied.ok) return back;
        if (applied.reason === "tooManyAttempts") {
          if (applied.scope === "shop") ctx.logEvent({ event: "gift-card-guesses" }, GIFT_CARD_GUESSES_LOG);
          return refused(intent, form, tooManyGiftCardAttempts(applied.scope), {}, 429, {
            "Retry-After": String(applied.retryAfterSeconds),
          });
        }
        const message = GIFT_CARD_MESSAGES[applied.reason];
        return refused(intent, form, message, { errors: { giftCardCode: message } });
      }
      case "choose-card": {
        const parsed = chooseCardFormSchema.safeParse(form);
        const customerId = owner.customerId;
        if (!parsed.success || !customerId) return refused(intent, form, PAYMENT_FORM_MESSAGES.savedCard);
        const id = parsed.data.savedCardId === "new" ? null : parsed.data.savedCardId;
        // Only the customer's own card that can still pay is chosen: another's id, or an expired card, is not.
        if (id && !(await services.savedCards.usableToken(customerId, id)))
          return refused(intent, form, PAYMENT_FORM_MESSAGES.savedCard);
        await services.checkout.chooseSavedCard(who, id);
        return back;
      }
      case "save-card": {
        const parsed = saveCardFormSchema.safeParse(form);
        if (!parsed.success) return refused(intent, form, paymentErrorMessage("Error", locale));
        await services.checkout.setSaveCard(who, parsed.data.saveCard);
        return back;
      }
      case "place-order": {
        const parsed = placeOrderFormSchema.safeParse(form);
        if (!parsed.success) return refused(intent, form, parsed.error.issues[0]?.message ?? "");
        const due = await services.cardCheckout.amountDue(who);
        // Only an order the gift cards pay in full is placed without a card: the card step is the way to pay.
        if (due && due.amount > 0) return back;
        const result = await services.orders.placeOrder({
          owner,
          attemptId: parsed.data.attemptId,
          // The gift cards paid it all when the shopper pressed Place order: a card taken off since answers
          // "changed", and the page then asks for the rest by card.
          cardAmount: 0,
          authorise: async () => ({
            status: "declined",
            paymentId: "",
            reason: "A card payment was not offered for this order.",
          }),
        });
        return placementAnswer(
          ctx,
          version,
          intent,
          form,
          await answerPlacement(ctx, locale, result, "Failure"),
        );
      }
      case "authorise-order": {
        const parsed = cardResultFormSchema.safeParse(form);
        if (!parsed.success)
          return refused(intent, form, paymentErrorMessage("Error", locale), { errorKey: "Error" });
        const paid = await services.cardCheckout.payWithResult(
          owner,
          parsed.data.attemptId,
          signedFieldsOf(form),
        );
        if (paid.status === "untrusted") {
          ctx.logEvent({ event: "card-result-refused", reason: paid.reason }, "card result not trusted");
          return refused(intent, form, paymentErrorMessage("Error", locale), { errorKey: "Error" });
        }
        return placementAnswer(
          ctx,
          version,
          intent,
          form,
          await answerPlacement(ctx, locale, paid.result, paid.declinedKey),
        );
      }
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.kind === "notFound")
      return redirect(`/${version}/bag`, { status: 303, headers: PRIVATE_HEADERS });
    return refused(intent, form, error.message);
  }
}

function placementAnswer(
  ctx: RequestContext,
  version: Version,
  intent: PaymentIntent,
  form: Record<string, unknown>,
  answer: Awaited<ReturnType<typeof answerPlacement>>,
) {
  if (answer.kind === "placed")
    return redirect(orderConfirmationPath(version, answer.orderNumber), {
      status: 303,
      headers: PRIVATE_HEADERS,
    });
  if (answer.kind === "outOfStock")
    return redirect(bagPath(version), { status: 303, headers: PRIVATE_HEADERS });
  ctx.logEvent({ event: "payment-declined", errorKey: answer.errorKey }, "payment declined");
  return refused(intent, form, answer.message, { errorKey: answer.errorKey });
}

import { money, toDecimalString } from "../../../core/money/money.ts";
import type { WalletButtonsSettings } from "../../../core/payments/wallet-page-offer.ts";
import type { WalletShippingOption } from "../../../core/payments/wallet-shipping-options.ts";
import { getHttpClient, HttpError } from "../../lib/http-client.ts";
import {
  cardMethod,
  type GoogleAddress,
  type GooglePaymentData,
  googleApi,
  googleBase,
} from "./wallet-readiness.ts";

// The two wallets' sheets driven from the store's calls (server/api/wallets/wallet-routes.ts): the address and
// delivery option the shopper picks are priced by the store, and the token pays through it. Google Pay's
// PaymentsClient (API 2.0, callback intents) and Apple Pay's ApplePaySession are used as their own scripts
// define them; the sandbox script stands in for both. Client only.

interface WalletFlowContext {
  settings: WalletButtonsSettings;
  version: string;
  merchantName: string;
}

/** How a flow ends: the confirmation to go to, a message for beside the buttons, or nothing (cancelled). */
export type WalletOutcome = { redirect: string } | { message: string } | null;

interface CallAnswer {
  status: string;
  message?: string;
  errorKey?: string;
  redirect?: string;
  deliveryOptions?: WalletShippingOption[];
  selectedOptionId?: string;
  totals?: { total: number; currency: string; formattedTotal: string };
}

/** A refusal (a declined card, an address the shop cannot deliver to) answers the same shape with its message. */
function isCallAnswer(data: unknown): data is CallAnswer {
  return typeof data === "object" && data !== null && "status" in data;
}

async function call(
  ctx: WalletFlowContext,
  name: string,
  body: unknown,
): Promise<CallAnswer & { ok: boolean }> {
  try {
    const { data } = await getHttpClient().post<CallAnswer>(`/${ctx.version}/checkout/secure/${name}`, body, {
      errorHandle: false,
    });
    return { ...data, ok: true };
  } catch (error) {
    const answer = error instanceof HttpError && isCallAnswer(error.data) ? error.data : { status: "fail" };
    return { ...answer, ok: false };
  }
}

/** A sheet's amount: the currency's own decimal places, as both wallets' APIs take it. */
const decimal = (minor: number, currency: string) => toDecimalString(money(minor, currency));

/** A fresh id per press of Pay (core/orders/place-order.ts attemptId). */
const newAttemptId = () => crypto.randomUUID();

// ---- Google Pay --------------------------------------------------------------------------------------------------

function addressBody(address: GoogleAddress | undefined) {
  return {
    name: address?.name ?? "",
    phoneNumber: address?.phoneNumber ?? "",
    address1: address?.address1 ?? "",
    address2: address?.address2 ?? "",
    locality: address?.locality ?? "",
    administrativeArea: address?.administrativeArea ?? "",
    postalCode: address?.postalCode ?? "",
    countryCode: address?.countryCode ?? "",
  };
}

function googleOptions(answer: CallAnswer) {
  return {
    defaultSelectedOptionId: answer.selectedOptionId,
    shippingOptions: (answer.deliveryOptions ?? []).map((option) => ({
      id: option.id,
      label: `${option.formattedAmount}: ${option.label}`,
      description: option.description,
    })),
  };
}

function googleTotal(ctx: WalletFlowContext, answer: CallAnswer) {
  const totals = answer.totals;
  return {
    totalPriceStatus: "FINAL",
    totalPrice: decimal(totals?.total ?? ctx.settings.total, ctx.settings.currency),
    totalPriceLabel: totals?.formattedTotal,
    currencyCode: ctx.settings.currency,
    countryCode: ctx.settings.countryCode,
  };
}

export async function payWithGooglePay(ctx: WalletFlowContext): Promise<WalletOutcome> {
  const Client = googleApi();
  if (!Client) return null;
  const { view } = ctx.settings;
  let redirect: string | null = null;
  /** The last refusal the sheet showed, repeated beside the buttons once the shopper closes it. */
  let refusal: string | null = null;
  const client = new Client({
    environment: "TEST",
    paymentDataCallbacks: {
      onPaymentDataChanged: async (data: {
        callbackTrigger: string;
        shippingAddress?: GoogleAddress;
        shippingOptionData?: { id: string };
      }) => {
        if (data.callbackTrigger === "SHIPPING_OPTION" && data.shippingOptionData) {
          const answer = await call(ctx, "googlepay-delivery-mode", {
            view,
            deliveryModeCode: data.shippingOptionData.id,
          });
          if (!answer.ok)
            return {
              error: {
                reason: "SHIPPING_OPTION_INVALID",
                intent: "SHIPPING_OPTION",
                message: answer.message,
              },
            };
          return { newTransactionInfo: googleTotal(ctx, answer) };
        }
        const answer = await call(ctx, "googlepay-delivery-address", {
          view,
          address: addressBody(data.shippingAddress),
        });
        if (!answer.ok)
          return {
            error: {
              reason: "SHIPPING_ADDRESS_UNSERVICEABLE",
              intent: "SHIPPING_ADDRESS",
              message: answer.message,
            },
          };
        return {
          newShippingOptionParameters: googleOptions(answer),
          newTransactionInfo: googleTotal(ctx, answer),
        };
      },
      onPaymentAuthorized: async (data: GooglePaymentData) => {
        const answer = await call(
          ctx,
          view === "bag" ? "gpay-authorise-order-from-bag" : "gpay-authorise-order",
          {
            attemptId: newAttemptId(),
            token: data.paymentMethodData.tokenizationData.token,
            email: data.email,
            name: data.shippingAddress?.name,
            phoneNumber: data.shippingAddress?.phoneNumber || undefined,
          },
        );
        if (answer.status === "placed" && answer.redirect) {
          redirect = answer.redirect;
          return { transactionState: "SUCCESS" };
        }
        if (answer.status === "outOfStock" && answer.redirect) redirect = answer.redirect;
        refusal = answer.message ?? null;
        return {
          transactionState: "ERROR",
          error: { reason: "PAYMENT_DATA_INVALID", intent: "PAYMENT_AUTHORIZATION", message: answer.message },
        };
      },
    },
  });
  try {
    await client.loadPaymentData({
      ...googleBase(ctx.settings),
      allowedPaymentMethods: [cardMethod(ctx.settings)],
      merchantInfo: { merchantName: ctx.merchantName },
      transactionInfo: {
        totalPriceStatus: "ESTIMATED",
        totalPrice: decimal(ctx.settings.total, ctx.settings.currency),
        currencyCode: ctx.settings.currency,
        countryCode: ctx.settings.countryCode,
      },
      emailRequired: true,
      shippingAddressRequired: true,
      shippingAddressParameters: { phoneNumberRequired: true },
      shippingOptionRequired: true,
      callbackIntents: ["SHIPPING_ADDRESS", "SHIPPING_OPTION", "PAYMENT_AUTHORIZATION"],
    });
  } catch {
    // Closed by the shopper: the refusal they saw stays beside the buttons; a line gone sends them to the bag.
    if (redirect) return { redirect };
    return refusal ? { message: refusal } : null;
  }
  return redirect ? { redirect } : null;
}

// ---- Apple Pay ----------------------------------------------------------------------------------------------------

interface AppleContact {
  givenName?: string;
  familyName?: string;
  emailAddress?: string;
  phoneNumber?: string;
  addressLines?: string[];
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
}

interface AppleSession {
  begin(): void;
  completeMerchantValidation(session: unknown): void;
  completeShippingContactSelection(update: unknown): void;
  completeShippingMethodSelection(update: unknown): void;
  completePayment(result: unknown): void;
  abort(): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onshippingcontactselected: ((event: { shippingContact: AppleContact }) => void) | null;
  onshippingmethodselected: ((event: { shippingMethod: { identifier: string } }) => void) | null;
  onpaymentauthorized:
    | ((event: { payment: { token: { paymentData: unknown }; shippingContact?: AppleContact } }) => void)
    | null;
  oncancel: (() => void) | null;
}

type AppleSessionConstructor = (new (
  version: number,
  request: unknown,
) => AppleSession) & {
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
};
type AppleErrorConstructor = new (code: string, field?: string, message?: string) => unknown;

function appleApi() {
  const win = window as unknown as {
    ApplePaySession?: AppleSessionConstructor;
    ApplePayError?: AppleErrorConstructor;
  };
  return win.ApplePaySession && win.ApplePayError
    ? { Session: win.ApplePaySession, Error: win.ApplePayError }
    : null;
}

const contactName = (contact?: AppleContact) =>
  [contact?.givenName, contact?.familyName].filter(Boolean).join(" ").trim();

export function payWithApplePay(ctx: WalletFlowContext): Promise<WalletOutcome> {
  const api = appleApi();
  if (!api) return Promise.resolve(null);
  const { view } = ctx.settings;
  const total = (minor: number) => ({
    label: ctx.merchantName,
    amount: decimal(minor, ctx.settings.currency),
    type: "final",
  });
  return new Promise<WalletOutcome>((resolve) => {
    const session = new api.Session(3, {
      countryCode: ctx.settings.countryCode,
      currencyCode: ctx.settings.currency,
      merchantCapabilities: ["supports3DS"],
      supportedNetworks: ctx.settings.offer.googlePay.allowedCardNetworks.map((n) => n.toLowerCase()),
      total: { ...total(ctx.settings.total), type: "pending" },
      requiredShippingContactFields: ["postalAddress", "name", "phone", "email"],
    });
    session.onvalidatemerchant = async (event) => {
      const answer = await call(ctx, "request-session", { validationURL: event.validationURL });
      if (answer.ok) session.completeMerchantValidation(answer);
      else {
        session.abort();
        resolve({ message: answer.message ?? "" });
      }
    };
    session.onshippingcontactselected = async ({ shippingContact }) => {
      const answer = await call(ctx, "applepay-delivery-address", {
        view,
        address: {
          name: contactName(shippingContact),
          phoneNumber: shippingContact.phoneNumber ?? "",
          address1: shippingContact.addressLines?.[0] ?? "",
          address2: shippingContact.addressLines?.slice(1).join(", ") ?? "",
          locality: shippingContact.locality ?? "",
          administrativeArea: shippingContact.administrativeArea ?? "",
          postalCode: shippingContact.postalCode ?? "",
          countryCode: shippingContact.countryCode ?? "",
        },
      });
      if (!answer.ok) {
        session.completeShippingContactSelection({
          newTotal: total(ctx.settings.total),
          newShippingMethods: [],
          errors: [new api.Error("addressUnserviceable", "postalAddress", answer.message)],
        });
        return;
      }
      session.completeShippingContactSelection({
        newTotal: total(answer.totals?.total ?? ctx.settings.total),
        newShippingMethods: (answer.deliveryOptions ?? []).map((option) => ({
          identifier: option.id,
          label: option.label,
          detail: option.description,
          amount: decimal(option.amount, ctx.settings.currency),
        })),
      });
    };
    session.onshippingmethodselected = async ({ shippingMethod }) => {
      const answer = await call(ctx, "applepay-delivery-mode", {
        view,
        deliveryModeCode: shippingMethod.identifier,
      });
      session.completeShippingMethodSelection({
        newTotal: total(answer.totals?.total ?? ctx.settings.total),
        ...(answer.ok ? {} : { errors: [new api.Error("unknown", undefined, answer.message)] }),
      });
    };
    session.onpaymentauthorized = async ({ payment }) => {
      const contact = payment.shippingContact;
      const answer = await call(
        ctx,
        view === "bag" ? "authorise-order-from-bag" : "applepay-authorise-order",
        {
          attemptId: newAttemptId(),
          token: String(payment.token.paymentData),
          email: contact?.emailAddress,
          name: contactName(contact) || undefined,
          phoneNumber: contact?.phoneNumber || undefined,
        },
      );
      if (answer.status === "placed" && answer.redirect) {
        session.completePayment({ status: api.Session.STATUS_SUCCESS });
        resolve({ redirect: answer.redirect });
        return;
      }
      session.completePayment({
        status: api.Session.STATUS_FAILURE,
        errors: [new api.Error("unknown", undefined, answer.message)],
      });
      if (answer.status === "outOfStock" && answer.redirect) resolve({ redirect: answer.redirect });
    };
    session.oncancel = () => resolve(null);
    session.begin();
  });
}

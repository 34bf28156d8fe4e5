import type { WalletButtonsSettings } from "../../../core/payments/wallet-page-offer.ts";

// Whether Google Pay can pay here, asked as the wallet buttons appear: apart from the sheets' flows
// (wallet-flows.ts), which the buttons load when the shopper first reaches for one (decision 053).

export interface GoogleAddress {
  name?: string;
  phoneNumber?: string;
  address1?: string;
  address2?: string;
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
}

export interface GooglePaymentData {
  email?: string;
  shippingAddress?: GoogleAddress;
  paymentMethodData: { tokenizationData: { token: string } };
}

interface PaymentsClient {
  isReadyToPay(request: unknown): Promise<{ result: boolean }>;
  loadPaymentData(request: unknown): Promise<GooglePaymentData>;
}

type PaymentsClientConstructor = new (options: unknown) => PaymentsClient;

export function googleApi(): PaymentsClientConstructor | null {
  const google = (window as unknown as { google?: { payments?: { api?: { PaymentsClient?: unknown } } } })
    .google;
  return (google?.payments?.api?.PaymentsClient as PaymentsClientConstructor | undefined) ?? null;
}

export function cardMethod(settings: WalletButtonsSettings) {
  return {
    type: "CARD",
    parameters: {
      allowedAuthMethods: settings.offer.googlePay.allowedAuthMethods,
      allowedCardNetworks: settings.offer.googlePay.allowedCardNetworks,
      billingAddressRequired: false,
    },
    tokenizationSpecification: {
      type: "PAYMENT_GATEWAY",
      parameters: { gateway: "sandbox", gatewayMerchantId: "twc-sandbox" },
    },
  };
}

export const googleBase = (settings: WalletButtonsSettings) => ({
  apiVersion: settings.offer.googlePay.apiVersion,
  apiVersionMinor: settings.offer.googlePay.apiVersionMinor,
});

/** Google Pay's own answer to whether it can pay here: the "unknown, true or false" of spec 001 §4. */
export async function googlePayReady(settings: WalletButtonsSettings): Promise<boolean> {
  const Client = googleApi();
  if (!Client) return false;
  const client = new Client({ environment: "TEST" });
  const answer = await client.isReadyToPay({
    ...googleBase(settings),
    allowedPaymentMethods: [cardMethod(settings)],
  });
  return answer.result;
}

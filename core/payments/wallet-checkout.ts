import type { CustomerType } from "../accounts/account-types.ts";
import type { BagShopper } from "../cart/bag-shopper.ts";
import type { CheckoutService, CheckoutView } from "../checkout/checkout-service.ts";
import type { CheckoutAddress, PersonalDetails } from "../checkout/checkout-types.ts";
import type { DeliveryModeCode, DeliveryModeOption } from "../delivery/delivery-types.ts";
import { isDomainError } from "../errors/domain-error.ts";
import { formatMoney } from "../money/money.ts";
import type { PlaceOrderResult } from "../orders/order-types.ts";
import type { PlaceOrderInput } from "../orders/place-order.ts";
import type { SiteConfig } from "../site/site-config.ts";
import type { PaymentErrorKey } from "./payment-errors.ts";
import { type WalletShopper, type WalletView, walletAllowed } from "./wallet-availability.ts";
import { type WalletShippingOption, walletShippingOptions } from "./wallet-shipping-options.ts";
import type { WalletDecline, WalletProcessor, WalletType } from "./wallets.ts";

// An express wallet paying for the checkout (docs/decisions/026-wallets.md): the sheet's
// address becomes the checkout's delivery address and billing, its delivery option the checkout's mode, its
// e-mail and name the checkout's, and its token pays through the one order workflow. Each refusal comes back as
// a spec 001 §8 payment error key.

/** An address as a wallet sheet gives it (Google Pay's Address, Apple Pay's contact, read the same way). */
interface WalletAddress {
  name: string;
  phoneNumber: string;
  address1: string;
  address2: string;
  locality: string;
  administrativeArea: string;
  postalCode: string;
  countryCode: string;
}

interface WalletTotals {
  subtotal: number;
  delivery: number;
  total: number;
  currency: string;
  formattedTotal: string;
  formattedDelivery: string;
}

type WalletAddressAnswer =
  | {
      ok: true;
      options: WalletShippingOption[];
      selectedOptionId: string;
      totals: WalletTotals;
    }
  | { ok: false; errorKey: PaymentErrorKey };

interface WalletCheckoutDeps {
  checkout: CheckoutService;
  orders: { placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> };
  processor: WalletProcessor;
  config: (version: BagShopper["version"]) => Pick<SiteConfig, "applePay" | "googlePay" | "checkout">;
  customerTypeOf(customerId: string): Promise<CustomerType | null>;
  /** How a delivery option is described in the sheet (its date, in the version's words). */
  describeMode(mode: DeliveryModeOption, locale: string): string;
}

/** Modes a sheet cannot offer: a collection point and a day to choose need the checkout page. */
const SHEET_MODES_EXCLUDED: readonly DeliveryModeCode[] = ["COLLECT+", "NOMINATE"];

export function addressFailureKey(
  wallet: WalletType,
  view: WalletView,
  restricted: boolean,
): PaymentErrorKey {
  if (wallet === "googlePay") {
    if (view === "checkout") return "GooglePayAddressFailure_Checkout";
    return restricted ? "GooglePayFailure_Bag_RestrictedPostcode" : "GooglePayAddressFailure_Bag";
  }
  if (view === "checkout") return "SHIPPING_ADDRESS_UNSERVICEABLE";
  return restricted ? "ApplePayFailure_Bag_RestrictedPostcode" : "ApplePayAddressFailure_Bag";
}

/** The key a refused payment is reported with, by wallet, view and why the processor refused. */
export function declinedKey(wallet: WalletType, view: WalletView, decline?: WalletDecline): PaymentErrorKey {
  if (wallet === "googlePay") return view === "bag" ? "GooglePayFailure_Bag" : "GooglePayFailure_Checkout";
  return decline === "cardExpired" ? "ApplePayCardExpiredFailed_Checkout" : "ApplePayFailure_Checkout";
}

function personOf(address: WalletAddress): PersonalDetails {
  const [firstName = "", ...rest] = address.name.trim().split(/\s+/);
  return {
    title: "",
    firstName,
    lastName: rest.join(" ") || firstName,
    phoneNumber: address.phoneNumber.trim(),
  };
}

function checkoutAddressOf(address: WalletAddress): CheckoutAddress {
  const country = address.countryCode.trim().toUpperCase();
  const area = address.administrativeArea.trim().toUpperCase();
  return {
    line1: address.address1.trim(),
    line2: address.address2.trim() || null,
    townCity: address.locality.trim(),
    postcode: address.postalCode.trim().toUpperCase(),
    countryIso: country,
    regionIso: country === "US" && /^[A-Z]{2}$/.test(area) ? `US-${area}` : null,
    savedAddressId: null,
  };
}

export function createWalletCheckout(deps: WalletCheckoutDeps) {
  async function shopperOf(owner: BagShopper): Promise<WalletShopper> {
    const type = owner.customerId ? ((await deps.customerTypeOf(owner.customerId)) ?? "registered") : "guest";
    return { type, bucketKey: owner.customerId ?? owner.ownerGuid ?? null };
  }

  function totalsOf(view: CheckoutView, locale: string): WalletTotals {
    const { totals } = view;
    const currency = totals.total.currency;
    const delivery = view.chosenMode?.charge ?? 0;
    return {
      subtotal: totals.subtotal.amount,
      delivery,
      total: totals.total.amount,
      currency,
      formattedTotal: formatMoney(totals.total, locale),
      formattedDelivery: formatMoney({ amount: delivery, currency }, locale),
    };
  }

  function optionsOf(view: CheckoutView, locale: string) {
    return walletShippingOptions(
      view.quote.modes.filter((mode) => !SHEET_MODES_EXCLUDED.includes(mode.code)),
      view.totals.total.currency,
      locale,
      (mode) => deps.describeMode(mode, locale),
    );
  }

  return {
    /**
     * Refusal of a wallet the page would not offer: the toggle is off for this view, or Google Pay in the bag for
     * a B2B customer (B2B_GooglePay). Null when the wallet may pay.
     */
    async refusal(
      owner: BagShopper,
      wallet: WalletType,
      view: WalletView,
    ): Promise<"B2B_GooglePay" | "disabled" | null> {
      const shopper = await shopperOf(owner);
      const config = deps.config(owner.version);
      if (walletAllowed(config, wallet, view, shopper)) return null;
      return wallet === "googlePay" && view === "bag" && shopper.type === "b2b" && config.googlePay.bag
        ? "B2B_GooglePay"
        : "disabled";
    },

    shopperOf,

    /** The sheet's address: stored as delivery and billing when the bag can go there, with the modes it can have. */
    async deliveryAddress(
      owner: BagShopper,
      wallet: WalletType,
      view: WalletView,
      address: WalletAddress,
    ): Promise<WalletAddressAnswer> {
      const home = { personal: personOf(address), address: checkoutAddressOf(address) };
      try {
        await deps.checkout.saveHomeDetails(owner, home);
      } catch (error) {
        if (isDomainError(error) && error.kind === "invalid")
          return { ok: false, errorKey: addressFailureKey(wallet, view, false) };
        throw error;
      }
      let view1 = await deps.checkout.view(owner);
      const { quote } = view1;
      const options = optionsOf(view1, owner.locale);
      if (!quote.deliverable || quote.undeliverableEntryNumbers.length > 0 || options.length === 0)
        return { ok: false, errorKey: addressFailureKey(wallet, view, quote.restrictedPostcode) };
      const kept = options.find((option) => option.id === view1.state.deliveryMode);
      const selected = kept ?? options[0]!;
      await deps.checkout.chooseMode(owner, selected.id as DeliveryModeCode, { confirm: true });
      await deps.checkout.saveBilling(owner, { sameAsDelivery: true });
      view1 = await deps.checkout.view(owner);
      return { ok: true, options, selectedOptionId: selected.id, totals: totalsOf(view1, owner.locale) };
    },

    /** The sheet's delivery option for the stored address; answers the new totals. */
    async deliveryMode(owner: BagShopper, code: DeliveryModeCode) {
      if (SHEET_MODES_EXCLUDED.includes(code)) throw new Error(`${code} is not offered in a wallet sheet`);
      await deps.checkout.chooseMode(owner, code, { confirm: true });
      const view = await deps.checkout.view(owner);
      return { selectedOptionId: code, totals: totalsOf(view, owner.locale) };
    },

    /** The wallet's e-mail, name and phone: the checkout's e-mail and the delivery person's details. */
    async walletUser(
      owner: BagShopper,
      user: { email: string; name?: string | undefined; phoneNumber?: string | undefined },
    ) {
      await deps.checkout.setEmail(owner, user.email.trim());
      const view = await deps.checkout.view(owner);
      const home = view.state.home;
      if (home && (user.name || user.phoneNumber)) {
        const named = user.name ? personOf({ name: user.name, phoneNumber: "" } as WalletAddress) : null;
        await deps.checkout.saveHomeDetails(owner, {
          address: home.address,
          personal: {
            ...home.personal,
            ...(named ? { firstName: named.firstName, lastName: named.lastName } : {}),
            ...(user.phoneNumber ? { phoneNumber: user.phoneNumber.trim() } : {}),
          },
        });
        // Saving the details asks for the mode again: the one chosen in the sheet still stands.
        if (view.chosenMode) await deps.checkout.chooseMode(owner, view.chosenMode.code, { confirm: true });
      }
    },

    /** Pays with the wallet's token through the order workflow; `key` reports a refusal. */
    async authorise(
      owner: BagShopper,
      wallet: WalletType,
      view: WalletView,
      input: { token: string; attemptId: string },
    ): Promise<{ result: PlaceOrderResult; declinedKey: PaymentErrorKey }> {
      let decline: WalletDecline | undefined;
      const result = await deps.orders.placeOrder({
        owner,
        attemptId: input.attemptId,
        // Recovery asks the processor again by the token's id (it owns the prefix), never by the token itself.
        paymentSessionId: deps.processor.tokenId(input.token),
        authorise: async (amount, idempotencyKey) => {
          const answer = await deps.processor.authorise({
            walletType: wallet,
            token: input.token,
            amount,
            currency: owner.currency,
            idempotencyKey,
          });
          decline = answer.decline;
          return answer;
        },
      });
      return { result, declinedKey: declinedKey(wallet, view, decline) };
    },
  };
}

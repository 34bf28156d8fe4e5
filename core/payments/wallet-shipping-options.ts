import type { DeliveryModeOption } from "../delivery/delivery-types.ts";
import { formatMoney } from "../money/money.ts";

// The delivery modes as a wallet sheet lists them (Google Pay shippingOptionParameters, Apple Pay
// shippingMethods). Google Pay refuses a description over 200 characters (spec 001 §9), so one is cut at a word
// with an ellipsis before it is ever sent.

export const SHIPPING_OPTION_DESCRIPTION_LIMIT = 200;

export interface WalletShippingOption {
  /** The delivery mode code (STD, NEXTDAY…). */
  id: string;
  label: string;
  description: string;
  /** Minor units. */
  amount: number;
  formattedAmount: string;
}

/** At most `limit` characters, cut at a space where there is one, ending with an ellipsis when cut. */
export function limitDescription(text: string, limit = SHIPPING_OPTION_DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const room = clean.slice(0, limit - 1);
  const space = room.lastIndexOf(" ");
  return `${(space > limit / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

/** The modes the shopper may pick (refused ones left out), cheapest first as the quote lists them. */
export function walletShippingOptions(
  modes: readonly DeliveryModeOption[],
  currency: string,
  locale: string,
  describeMode: (mode: DeliveryModeOption) => string,
): WalletShippingOption[] {
  return modes
    .filter((mode) => mode.refusal === null && mode.code !== "COLLECT+")
    .map((mode) => ({
      id: mode.code,
      label: mode.name,
      description: limitDescription(describeMode(mode)),
      amount: mode.charge,
      formattedAmount: formatMoney({ amount: mode.charge, currency }, locale),
    }));
}

import type { DeliveryModeOption } from "../delivery/delivery-types.ts";
import { dateTimeFormat } from "../site/intl-formats.ts";

// A delivery option's line under its name in a wallet sheet: when it arrives, in the version's locale. The
// sheet's 200-character limit is applied after (core/payments/wallet-shipping-options.ts).

export function describeWalletMode(mode: DeliveryModeOption, locale: string): string {
  // The ISO date is a day in the shop's time zone: read at noon UTC so no time zone moves it to another day.
  const day = new Date(`${mode.deliveryDate}T12:00:00Z`);
  const when = dateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(day);
  return `Arrives ${when}`;
}

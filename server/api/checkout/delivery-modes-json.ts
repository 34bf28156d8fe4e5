import type { DestinationDeliveryQuote } from "../../../core/checkout/checkout-service.ts";
import { money } from "../../../core/money/money.ts";
import { priceJson } from "../bag/bag-json.ts";

// spec 001 §7 `delivery-modes.json` and `delivery-mode`: the modes of one destination as the checkout's script
// reads them (the spec names the calls, not their shape; README "Checkout API"). Prices as the bag's JSON gives
// them, with their minor units.

export function deliveryModesJson(quoted: DestinationDeliveryQuote, locale: string) {
  const price = (amount: number) => priceJson(money(amount, quoted.currency), locale);
  const { quote } = quoted;
  return {
    isoCode: quoted.countryIso,
    deliveryType: quoted.deliveryType,
    deliveryModes: quote.modes.map((mode) => ({
      code: mode.code,
      groupCode: mode.groupCode,
      name: mode.name,
      deliveryCost: price(mode.charge),
      available: mode.refusal === null,
      refusal: mode.refusal,
      deliveryDate: mode.deliveryDate,
      cutOff: mode.cutOff,
      nominatedDates: mode.nominatedDates,
    })),
    selectedDeliveryMode: quoted.chosenMode?.code ?? null,
    nominatedDate: quoted.nominatedDate,
    defaultDeliveryMode: quote.defaultMode,
    deliverable: quote.deliverable,
    restrictedPostcode: quote.restrictedPostcode,
    undeliverableEntryNumbers: quote.undeliverableEntryNumbers,
    splitDeliveries: quote.groups.map((group) => ({
      group: group.group,
      entryNumbers: group.entryNumbers,
      deliveryDate: group.deliveryDate,
      deliveryCost: price(group.charge),
    })),
  };
}

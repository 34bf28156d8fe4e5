import type { CheckoutAddress, PersonalDetails } from "../checkout/checkout-types.ts";
import { DELIVERY_SERVICE_NAMES } from "../delivery/delivery-mode-names.ts";
import { formatDeliveryDate } from "../delivery/delivery-promise.ts";
import { countryName } from "../site/country-names.ts";
import { DEFAULT_VERSION, isVersion, LOCALE_BY_VERSION } from "../site/versions.ts";
import type { OrderDelivery } from "./order-types.ts";

// How an order's delivery is told to the shopper, once, for the confirmation e-mail and the order pages
// (confirmation, guest tracking, my account): the service by the name a shopper knows it by, its day in the
// locale's words, the country by name.

interface OrderDeliveryDescription {
  /** "Nominated day: Friday 4 December", "Next day delivery", "Standard shipping", "Collect+". */
  service: string;
  /** "Ms Ada Lovelace". */
  recipient: string;
  /** The home address, or the collection point's shop and address, line by line, ending with the country. */
  place: string[];
  /** All of it as one sentence: "Standard delivery to Ms Ada Lovelace, 1 Milsom Street, Bath, BA1 1DA, United Kingdom." */
  sentence: string;
}

/** The lines of an address as the shop writes them: the US state without its country prefix, the country by name. */
export function addressLines(address: Omit<CheckoutAddress, "savedAddressId">, locale: string): string[] {
  const region = address.regionIso ? address.regionIso.replace(/^[A-Z]{2}-/, "") : null;
  const town = [address.townCity, region].filter(Boolean).join(", ");
  return [
    address.line1,
    address.line2 ?? "",
    town,
    address.postcode,
    countryName(address.countryIso, locale),
  ].filter((line) => line.trim() !== "");
}

export function personName(person: Pick<PersonalDetails, "title" | "firstName" | "lastName">): string {
  return [person.title, person.firstName, person.lastName].filter(Boolean).join(" ");
}

/**
 * The order's delivery in the words of the version it was sold on (UK or US English), with days and countries
 * written for `locale` (the page's; the version's own by default).
 */
export function describeOrderDelivery(
  delivery: OrderDelivery,
  site: { version: string; locale?: string },
): OrderDeliveryDescription {
  const version = isVersion(site.version) ? site.version : DEFAULT_VERSION;
  const locale = site.locale ?? LOCALE_BY_VERSION[version];
  const name = DELIVERY_SERVICE_NAMES[version][delivery.mode] ?? delivery.modeName;
  // Only a nominated day is kept with the order: the other modes' days were a promise at checkout, not a booking.
  const service = delivery.date ? `${name}: ${formatDeliveryDate(delivery.date, locale)}` : name;
  const recipient = personName(delivery.person);
  const point = delivery.point;
  const place = point
    ? [point.name, ...addressLines({ ...point, regionIso: null }, locale)]
    : delivery.address
      ? addressLines(delivery.address, locale)
      : [];
  const where = place.join(", ");
  const sentence = point
    ? `${service} from ${where}, for ${recipient}.`
    : `${service}${delivery.date ? "," : ""} to ${[recipient, where].filter(Boolean).join(", ")}.`;
  return { service, recipient, place, sentence };
}

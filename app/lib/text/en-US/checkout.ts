import { ADDRESS_ERROR_MESSAGES as ADDRESS } from "../../../../core/tax/address-errors.ts";

// US wording for the checkout where it differs from the UK; merged in ../en-US.ts. The tax provider's address
// errors are worded once in core/tax, for the calls and the page alike.
export const checkoutTextUS: Record<string, string> = {
  "checkout.summary.deliveryEstimate": "Shipping (estimated)",
  "checkout.summary.splitDelivery": "Furniture and made-to-order shipping",
  "checkout.type.heading": "Shipping method",
  "checkout.type.home": "Ship to an address",
  "checkout.details.heading": "Shipping details",
  "checkout.details.address": "Shipping address",
  "checkout.details.continue": "Continue to shipping options",
  "checkout.details.deliverHere": "Ship to this address",
  "checkout.details.newAddress": "Or ship to a new address",
  "checkout.lookup.hint": "Type your ZIP code or the start of your address",
  "checkout.mode.heading": "Shipping options",
  "checkout.mode.STD": "Standard shipping",
  "checkout.mode.NEXTDAY": "Express shipping",
  "checkout.mode.arrives": "Arrives by {date}",
  "checkout.mode.orderWithin": "Order in the next {hours} h {minutes} min to get it {date}",
  "checkout.mode.orderWithinMinutes": "Order in the next {minutes} min to get it {date}",
  "checkout.mode.refusal.restrictedPostCode": "Not available to this ZIP code.",
  "checkout.addressError.WrongAddressError": ADDRESS.WrongAddressError,
  "checkout.addressError.avalaraAPIFailed": ADDRESS.avalaraAPIFailed,
  "checkout.addressError.addressUnserviceable": ADDRESS.addressUnserviceable,
  "checkout.addressError.mandatoryParamsMissing": ADDRESS.mandatoryParamsMissing,
  "checkout.split.heading": "Your order will arrive in {count} shipments",
  "checkout.split.undeliverable":
    "These items can't be shipped to this address. Please remove them from your bag or choose another address:",
  "checkout.mode.restrictedPostcode": "Some shipping options are not available to your ZIP code.",
  "checkout.addressError.restrictedPostCode":
    "We can't ship this order to your ZIP code with the shipping option you chose. Please choose another shipping option.",
  // Collect+ is a UK network: the US site never shows these, but its catalogue words them all.
  "checkout.collect.searchLabel": "ZIP code or city",
  "checkout.collect.error.geolocationBlocked":
    "We can't see your location. Please allow location access in your browser, or search by ZIP code or city.",
  "checkout.collect.error.noPosition": "We couldn't find your location. Please search by ZIP code or city.",
  "checkout.collect.error.invalidAddress": "We couldn't find that place. Please check the ZIP code or city.",
  "checkout.collect.error.zeroResults":
    "There are no collection points near there. Please try another ZIP code or city, or choose shipping to an address.",
  "checkout.billing.same": "My billing address is the same as my shipping address",
  "checkout.billing.sameSummary": "Same as shipping address",
};

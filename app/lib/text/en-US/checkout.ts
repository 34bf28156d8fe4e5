// US wording for the checkout where it differs from the UK; merged in ../en-US.ts.
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
  "checkout.addressError.WrongAddressError":
    "We couldn't verify this address. Please check the ZIP code matches the state.",
  "checkout.addressError.avalaraAPIFailed":
    "We couldn't calculate tax for this address just now. Please try again.",
  "checkout.addressError.addressUnserviceable":
    "Sorry, we can't ship to this address. We don't ship to PO boxes, military addresses or US territories.",
  "checkout.addressError.mandatoryParamsMissing":
    "Please complete your address, including the state and ZIP code.",
  "checkout.split.heading": "Your order will arrive in {count} shipments",
  "checkout.split.undeliverable":
    "These items can't be shipped to this address. Please remove them from your bag or choose another address:",
  "checkout.billing.same": "My billing address is the same as my shipping address",
  "checkout.billing.sameSummary": "Same as shipping address",
};

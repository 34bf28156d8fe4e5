// US English for paying with PayPal, where it differs from ../en-GB/paypal.ts.
export const paypalTextUS = {
  "paypal.cancelled":
    "You canceled PayPal, so you haven't been charged. You can try again or pay another way.",
  "paypal.expressNote":
    "Your PayPal address and email are now your shipping details. Check them above, then complete your order.",
} as const;

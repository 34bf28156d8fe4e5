// UK wording for paying with PayPal: the checkout's PayPal option and the bag's Express button;
// merged into the catalogue in ../en-GB.ts. The payment error keys' wording is core's (core/payments/payment-errors.ts).
export const paypalText = {
  "paypal.heading": "PayPal",
  "paypal.pay": "Pay with PayPal",
  "paypal.complete": "Complete order with PayPal",
  "paypal.note":
    "You'll approve the payment with PayPal, then come straight back here to your order confirmation.",
  "paypal.expressNote":
    "Your PayPal address and email are now your delivery details. Check them above, then complete your order.",
  "paypal.cancelled":
    "You cancelled PayPal, so you haven't been charged. You can try again or pay another way.",
  "paypal.notReady": "PayPal couldn't be started: please check your bag and your details, then try again.",
  "paypal.nothingToPay":
    "Your gift cards pay for the whole order, so there's nothing left to pay with PayPal.",
  "paypal.bag.checkout": "Check out with PayPal",
  "paypal.bag.or": "or",
  "paypal.bag.note": "Use the address and payment saved in your PayPal account.",
} as const;

// UK wording of the Apple Pay and Google Pay buttons (app/components/payments/wallet-buttons.tsx); merged in
// ../en-GB.ts. Payment failures are worded once in core/payments/payment-errors.ts.
export const walletsText = {
  "wallets.heading": "Express checkout",
  "wallets.googlePay": "Pay with Google Pay",
  "wallets.applePay": "Pay with Apple Pay",
  "wallets.loading": "Loading express payment options",
  "wallets.bagNotReady":
    "Your bag can't be paid for this way at the moment. Please check your bag or go to checkout.",
  "wallets.unavailable": "Express payment isn't available at the moment. Please go to checkout to pay.",
  "wallets.placing": "Placing your order…",
  "wallets.merchant": "The White Cove",
} as const;

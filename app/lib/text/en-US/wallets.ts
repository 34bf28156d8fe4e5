// US wording of the wallet buttons where it differs from the UK; merged in ../en-US.ts.
export const walletsTextUS: Record<string, string> = {
  "wallets.bagNotReady":
    "Your bag can't be paid for this way right now. Please check your bag or go to checkout.",
  "wallets.unavailable": "Express payment isn't available right now. Please go to checkout to pay.",
};

import type { TextKey } from "../en-GB.ts";

// US wording for the gift card pages where it differs (spec 002: the custom amount's placeholder says "up to a
// maximum"). The pages themselves are the UK site's; a US visitor sees the overlay.
export const giftCardTextUS: Partial<Record<TextKey, string>> = {
  "giftCard.customAmountHint": "Up to a maximum of {max}",
  "giftCardBalance.cancelled": "This gift card has been canceled and can't be used. Please contact us.",
};

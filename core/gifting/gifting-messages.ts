import { GIFT_MESSAGE_MAX_CHARS, type GiftMessageRefusal } from "./gift-message-rules.ts";

// Wording for gift boxes and gift messages. The spec gives the rules (001 §5) but no wording, so these are ours;
// kept once here because the server's answers and the bag page's text catalogue (app/lib/text/en-GB/bag.ts)
// both show them.
export const GIFTING_MESSAGES = {
  messageTooLong: `Your message can be up to ${GIFT_MESSAGE_MAX_CHARS} characters.`,
  messageNotAllowed: "Your message can only use letters, numbers, spaces, line breaks and ? \" . ' , !",
  messageDisabled: "A personal message cannot be sent with one of the items in this gift box.",
  noItems: "Choose at least one item to put in the gift box.",
  alreadyInBox: "This item is already in a gift box. Each item can go in one gift box only.",
  outOfStock: "This item is out of stock, so it cannot go in a gift box.",
  notWrappable: "This item cannot be gift boxed.",
  entryNotFound: "This item is no longer in your bag.",
  boxNotFound: "This gift box is no longer in your bag.",
  boxUnavailable: "This gift box is not available at the moment.",
  cartNotFound: "Your bag is empty.",
} as const;

export function giftMessageRefusalText(reason: GiftMessageRefusal): string {
  return reason === "tooLong" ? GIFTING_MESSAGES.messageTooLong : GIFTING_MESSAGES.messageNotAllowed;
}

import { TEXT_AREA_DEFAULT_MAX_CHARS } from "../forms/field-rules.ts";

// Wording for the gift card forms and their refusals. The spec gives the rules (001 §5, 002's text catalogue:
// "recipient name and email must be correct to guarantee delivery") but not the sentences, so these are ours,
// kept once because the page's fields, the bag action and the JSON calls all show them.
export const GIFT_CARD_MESSAGES = {
  chooseDesign: "Please choose a design.",
  chooseAmount: "Please choose an amount.",
  chooseFixedAmount: "Please choose one of the amounts shown.",
  amountFormat: "Please enter the amount in pounds, for example 40 or 40.50.",
  amountRange: (min: string, max: string) => `Please enter an amount between ${min} and ${max}.`,
  recipientName:
    "Please enter the recipient's name (letters, spaces, hyphens and apostrophes). It must be correct to guarantee delivery.",
  recipientEmail: "Please enter the recipient's e-mail address correctly, so that we can guarantee delivery.",
  senderName: "Please enter your name (letters, spaces, hyphens and apostrophes).",
  messageTooLong: `Your message can be up to ${TEXT_AREA_DEFAULT_MAX_CHARS} characters.`,
  sendDate: (first: string, last: string) => `Please choose a send date from ${first} to ${last}.`,
  ukOnly: "Gift cards can only be bought on our UK site, in pounds.",
  notAGiftCard: "This item is not a gift card.",
  lineGone: "This item is no longer in your bag.",
} as const;

import type { IsoDate } from "../delivery/iso-date.ts";
import { stripHtml, textAreaState } from "../forms/field-rules.ts";
import { formatMoney, money } from "../money/money.ts";
import { z } from "../validation/zod.ts";
import { GIFT_CARD_MESSAGES as M } from "./gift-card-messages.ts";
import {
  GIFT_CARD_KINDS,
  GIFT_CARD_OFFER,
  type GiftCardKind,
  type GiftCardOffer,
} from "./gift-card-offer.ts";
import { formatSendDate, type SendDateWindow } from "./send-date-window.ts";

export { formatSendDate };

// The gift card purchase form of spec 001 §3 and its rules of §5, once: the page checks its fields with it in
// the browser (on blur, on load when filled, 300 ms after input once visited) and the bag action and
// `PUT /bag/giftCard/{id}` refuse with it on the server. Every issue names the field it belongs to, so each
// message is shown by its own field.

/** The amount field's value for "another amount": the custom amount is then in `customAmount`. */
export const CUSTOM_AMOUNT = "custom";

export const GIFT_CARD_FIELDS = [
  "design",
  "amount",
  "customAmount",
  "recipientName",
  "recipientEmail",
  "senderName",
  "personalMessage",
  "sendDate",
] as const;
export type GiftCardField = (typeof GIFT_CARD_FIELDS)[number];

/** A gift card as bought: amounts in pence, text cleaned. */
export interface GiftCardPurchase {
  kind: GiftCardKind;
  design: string;
  amount: number;
  recipientName: string;
  /** The e-gift card's address; null for a posted card. */
  recipientEmail: string | null;
  senderName: string;
  personalMessage: string;
  /** The e-gift card's day to be sent (UK date); null for a posted card. */
  sendDate: IsoDate | null;
  /** A posted card's optional gift box; never for an e-gift card. */
  giftBox: boolean;
}

// Letters of any script, spaces, hyphens, apostrophes and full stops: what a name on a card needs.
export const GIFT_CARD_NAME = /^[\p{L}][\p{L} .'’-]*$/u;
const POUNDS = /^\d{1,5}(\.\d{2})?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = z.string().max(5_000).optional().default("");

/** What the form posts (strings; the tick box "on"), as the browser or a JSON caller sends it. */
export const giftCardPostedFields = z.object({
  productCode: z.enum(GIFT_CARD_KINDS),
  design: text,
  amount: text,
  customAmount: text,
  recipientName: text,
  recipientEmail: text,
  senderName: text,
  personalMessage: text,
  sendDate: text,
  giftBox: z.union([z.literal("on"), z.boolean()]).optional(),
});
export type GiftCardPostedFields = z.input<typeof giftCardPostedFields>;

const poundsFormat = (pence: number) => formatMoney(money(pence, GIFT_CARD_OFFER.currency), "en-GB");

function toPence(pounds: string): number {
  const [whole = "0", fraction = "00"] = pounds.split(".");
  return Number(whole) * 100 + Number(fraction);
}

/** The schema for one moment: the send date window is today's. */
export function giftCardPurchaseSchema(window: SendDateWindow, offer: GiftCardOffer = GIFT_CARD_OFFER) {
  return giftCardPostedFields.transform((fields, ctx): GiftCardPurchase => {
    const issue = (path: GiftCardField, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    const isCard = fields.productCode === "ECARD";

    if (!offer.designs.some((design) => design.code === fields.design)) issue("design", M.chooseDesign);

    let amount = 0;
    const fixed = offer.fixedAmounts.find((pence) => String(pence / 100) === fields.amount.trim());
    if (fixed !== undefined) amount = fixed;
    else if (fields.amount.trim() === CUSTOM_AMOUNT) {
      const typed = fields.customAmount.trim().replace(/^£/, "");
      if (!POUNDS.test(typed)) issue("customAmount", M.amountFormat);
      else {
        amount = toPence(typed);
        // A posted card comes in the fixed amounts only; a JSON caller may name one as a custom amount.
        if (!isCard && !offer.fixedAmounts.includes(amount)) issue("amount", M.chooseFixedAmount);
        else if (amount < offer.customMin || amount > offer.customMax)
          issue("customAmount", M.amountRange(poundsFormat(offer.customMin), poundsFormat(offer.customMax)));
      }
    } else issue("amount", fields.amount.trim() === "" ? M.chooseAmount : M.chooseFixedAmount);

    const recipientName = fields.recipientName.trim();
    if (recipientName.length > 60 || !GIFT_CARD_NAME.test(recipientName))
      issue("recipientName", M.recipientName);
    const senderName = fields.senderName.trim();
    if (senderName.length > 60 || !GIFT_CARD_NAME.test(senderName)) issue("senderName", M.senderName);

    const recipientEmail = fields.recipientEmail.trim();
    if (isCard && !z.email().max(254).safeParse(recipientEmail).success)
      issue("recipientEmail", M.recipientEmail);

    const personalMessage = stripHtml(fields.personalMessage).replace(/\r\n?/g, "\n").trim();
    if (!textAreaState(personalMessage).valid) issue("personalMessage", M.messageTooLong);

    const sendDate = fields.sendDate.trim();
    if (isCard && (!ISO_DAY.test(sendDate) || sendDate < window.first || sendDate > window.last))
      issue("sendDate", M.sendDate(formatSendDate(window.first), formatSendDate(window.last)));

    return {
      kind: fields.productCode,
      design: fields.design,
      amount,
      recipientName,
      recipientEmail: isCard ? recipientEmail : null,
      senderName,
      personalMessage,
      sendDate: isCard ? sendDate : null,
      giftBox: !isCard && (fields.giftBox === "on" || fields.giftBox === true),
    };
  });
}

/** Each field's first message, for showing them by their fields. */
export function giftCardFieldErrors(error: z.ZodError): Partial<Record<GiftCardField | "form", string>> {
  const errors: Partial<Record<GiftCardField | "form", string>> = {};
  for (const issue of error.issues) {
    const key = (GIFT_CARD_FIELDS as readonly unknown[]).includes(issue.path[0])
      ? (issue.path[0] as GiftCardField)
      : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

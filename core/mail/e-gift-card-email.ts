import { giftCardDesign } from "../gift-card-purchase/gift-card-offer.ts";
import type { GiftCardSecrets } from "../gift-cards/gift-card-sealing.ts";
import { formatMoney, money } from "../money/money.ts";
import type { EGiftCardToSend } from "../orders/order-gift-cards.ts";
import { type EmailContent, emailHtml, emailText } from "./email-layout.ts";
import type { OutboxMessage } from "./mail-types.ts";

// The e-gift card itself, e-mailed to its recipient on its send date (server/jobs/e-gift-card-job.ts): the only
// place its code and PIN are ever written out. Gift cards are sold on the UK site in pounds only.

export const E_GIFT_CARD_MAIL_KIND = "e-gift-card";

export function eGiftCardEmail(
  card: EGiftCardToSend,
  secrets: GiftCardSecrets,
  origin: string,
): OutboxMessage {
  const amount = formatMoney(money(card.amount, card.currency), "en-GB");
  const design = giftCardDesign(card.design)?.name ?? card.design;
  const message = card.personalMessage.trim();
  const content: EmailContent = {
    preheader: `${card.senderName} has sent you a ${amount} gift card`,
    heading: `${card.senderName} has sent you a ${amount} gift card`,
    paragraphs: [
      `Dear ${card.recipientName},`,
      `${card.senderName} has sent you a ${amount} e-gift card (${design}).`,
      ...(message ? [`Their message: “${message}”`] : []),
      `Gift card number: ${secrets.code}`,
      `PIN: ${secrets.pin}`,
      "To spend it online, enter the gift card number at checkout under “Pay with a gift card”: it pays what it can of your order, and anything left stays on the card for next time.",
      `To check what is left on it, enter the number and PIN at ${origin}/uk/gift-cards/balance.`,
      "Please keep this e-mail safe: anyone with the number can spend the card.",
    ],
    button: { label: "Start shopping", href: `${origin}/uk/` },
    links: [{ label: "Check your gift card balance", href: `${origin}/uk/gift-cards/balance` }],
    footnotes: ["The card lasts two years from the day it was bought."],
  };
  return {
    to: card.recipientEmail,
    subject: `${card.senderName} has sent you a ${amount} gift card`,
    html: emailHtml(content),
    text: emailText(content),
    kind: E_GIFT_CARD_MAIL_KIND,
  };
}

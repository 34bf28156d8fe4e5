import { giftCardDesign } from "../../../core/gift-card-purchase/gift-card-offer.ts";
import type { GiftCardPurchase } from "../../../core/gift-card-purchase/gift-card-purchase-form.ts";
import { formatSendDate } from "../../../core/gift-card-purchase/send-date-window.ts";
import { formatMoney, money } from "../../../core/money/money.ts";
import { useSite } from "../../lib/use-site.ts";

/** A gift card line's own facts in the bag, as list items after its name: design, recipient, send date, box. */
export function GiftCardLineFacts({ card }: { card: GiftCardPurchase }) {
  const { t, locale } = useSite();
  const design = giftCardDesign(card.design)?.name ?? card.design;
  return (
    <>
      <li>{t("giftCard.bagAmount", { amount: formatMoney(money(card.amount, "GBP"), locale) })}</li>
      <li>{t("giftCard.bagDesign", { design })}</li>
      <li>{t("giftCard.bagRecipient", { name: card.recipientName })}</li>
      {card.recipientEmail && <li className="bag-line-details__email">{card.recipientEmail}</li>}
      {card.sendDate && <li>{t("giftCard.bagSendDate", { date: formatSendDate(card.sendDate) })}</li>}
      {card.giftBox && <li>{t("giftCard.bagGiftBox")}</li>}
    </>
  );
}

import { formatMoney, money } from "../money/money.ts";
import type { GiftBox, GiftBoxType, GiftingState } from "./gifting-types.ts";

// Gifting as the bag page and the checkout calls show it: the state with every price formatted for the
// version's locale (money is formatted only at the edge; ARCHITECTURE.md "Rules of the road").

interface GiftBoxView extends Omit<GiftBox, "price"> {
  /** The box product's price, formatted ("£5"). */
  price: string;
  /** Minor units in the cart's currency. */
  priceValue: number;
}

export interface GiftingView extends Omit<GiftingState, "boxes"> {
  boxes: GiftBoxView[];
  currency: string;
  /** What each box type costs in the cart's currency, formatted; missing when not sold in it. */
  boxPrices: Partial<Record<GiftBoxType, string>>;
}

export function giftingView(
  state: GiftingState,
  prices: Partial<Record<GiftBoxType, number>>,
  currency: string,
  locale: string,
): GiftingView {
  const format = (amount: number) => formatMoney(money(amount, currency), locale);
  const boxPrices: Partial<Record<GiftBoxType, string>> = {};
  for (const [type, amount] of Object.entries(prices) as [GiftBoxType, number][])
    boxPrices[type] = format(amount);
  return {
    ...state,
    boxes: state.boxes.map((box) => ({ ...box, price: format(box.price), priceValue: box.price })),
    currency,
    boxPrices,
  };
}

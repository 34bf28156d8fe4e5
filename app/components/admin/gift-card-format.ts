import type { GiftCardState } from "../../../core/gift-cards/gift-card-admin-rules.ts";
import { formatMoney } from "../../../core/money/money.ts";

// How the back office writes a gift card's money, times and state: Intl, in the shop's UK English and London time.

const londonWhen = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

export function adminMoney(amount: number, currency: string): string {
  return formatMoney({ amount, currency }, "en-GB");
}

export function adminWhen(iso: string | null, none = "—"): string {
  return iso === null ? none : londonWhen.format(new Date(iso));
}

export const GIFT_CARD_STATE_LABELS: Record<GiftCardState, string> = {
  active: "Active",
  blocked: "Blocked",
  expired: "Expired",
  cancelled: "Cancelled",
};

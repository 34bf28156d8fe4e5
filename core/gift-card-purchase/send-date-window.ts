import type { IsoDate } from "../delivery/iso-date.ts";
import { londonDateOf } from "../delivery/london-clock.ts";
import { dateTimeFormat } from "../site/intl-formats.ts";

// spec 001 §5: an e-gift card is sent on a day from today to six months ahead, days as the UK counts them
// (a shopper at 23:30 on the 31st in London is still on the 31st whatever the server's zone).

export interface SendDateWindow {
  first: IsoDate;
  last: IsoDate;
}

/** The same day `months` later; a day the month lacks (31 August + 6 → 28/29 February) is its last day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export function sendDateWindow(now: Date, monthsAhead: number): SendDateWindow {
  const first = londonDateOf(now);
  return { first, last: addMonths(first, monthsAhead) };
}

/** "28 May 2027": the send date window as the message shows it. */
// Here rather than beside the form's schema: the bag shows a card's date and ships no zod (decision 053).
export function formatSendDate(date: IsoDate): string {
  return dateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

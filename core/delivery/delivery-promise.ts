import { dateTimeFormat } from "../site/intl-formats.ts";
import type { DeliveryModeOption } from "./delivery-types.ts";
import { type IsoDate, isoDateToUtcDate } from "./iso-date.ts";

/** A countdown further off than this is no promise ("order in the next 50 h" reads as a delay). */
const PROMISE_HORIZON_HOURS = 24;

/** The facts of "Order in the next 3 h 12 min for delivery on Saturday 28 November"; the words are the page's. */
interface DeliveryPromise {
  hours: number;
  minutes: number;
  deliveryDate: IsoDate;
}

/** The time left to the mode's cut-off, in whole minutes down; null when the mode cannot be picked or is past. */
export function deliveryPromise(
  option: Pick<DeliveryModeOption, "refusal" | "cutOff" | "deliveryDate">,
  now: Date,
): DeliveryPromise | null {
  if (option.refusal !== null || option.cutOff === null) return null;
  const minutesLeft = Math.floor((Date.parse(option.cutOff) - now.getTime()) / 60_000);
  if (minutesLeft < 1 || minutesLeft >= PROMISE_HORIZON_HOURS * 60) return null;
  return {
    hours: Math.floor(minutesLeft / 60),
    minutes: minutesLeft % 60,
    deliveryDate: option.deliveryDate,
  };
}

/** "Saturday 28 November" (en-GB), "Saturday, November 28" (en-US): the date as the locale writes it. */
export function formatDeliveryDate(date: IsoDate, locale: string): string {
  // The date is a calendar day: formatting its UTC midnight in UTC shows that day in every server zone.
  return dateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    isoDateToUtcDate(date),
  );
}

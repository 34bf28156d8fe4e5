import { type DateTimeFormat, dateTimeFormat } from "../site/intl-formats.ts";
import { type IsoDate, isoDate } from "./iso-date.ts";

// The shop works to the UK's clock: cut-offs and the day an order is placed are London times whatever the
// server's zone, and Intl knows when London is on GMT and when on BST.
const SHOP_TIME_ZONE = "Europe/London";

interface LondonTime {
  date: IsoDate;
  /** Minutes since London midnight, 0–1439. */
  minutes: number;
}

function partsFormat(): DateTimeFormat {
  return dateTimeFormat("en-GB", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
}

export function londonTimeOf(now: Date): LondonTime {
  const parts: Record<string, number> = {};
  for (const part of partsFormat().formatToParts(now)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0 } = parts;
  return { date: isoDate(year, month, day), minutes: hour * 60 + minute };
}

export function londonDateOf(now: Date): IsoDate {
  return londonTimeOf(now).date;
}

/** Minutes London is ahead of UTC at an instant: 0 in winter (GMT), 60 in summer (BST). */
export function londonOffsetMinutes(instant: Date): number {
  const london = londonTimeOf(instant);
  const localAsUtc = Date.parse(`${london.date}T00:00:00Z`) + london.minutes * 60_000;
  const wholeMinute = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((localAsUtc - wholeMinute) / 60_000);
}

/**
 * The instant of a London wall-clock time on a date. Cut-offs (12:00, 20:00) are never inside the hour the
 * clocks skip or repeat (01:00–02:00 on a Sunday), so the offset found at the first guess is the right one.
 */
export function londonInstant(date: IsoDate, minutes: number): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const offset = londonOffsetMinutes(new Date(guess));
  const instant = new Date(guess - offset * 60_000);
  const settled = londonOffsetMinutes(instant);
  return settled === offset ? instant : new Date(guess - settled * 60_000);
}

/** "20:00" as minutes since midnight. */
export function minutesOfClock(clock: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) throw new RangeError(`Not a 24-hour clock time (HH:MM): ${clock}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

// A delivery date is a day in the shop's calendar, not an instant: "YYYY-MM-DD" strings compare and sort as
// dates and carry no time zone, so a London date can never drift a day when read on a server in another zone.
export type IsoDate = string;

/** 0 Sunday … 6 Saturday, as Date#getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function toUtcMs(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Month 1–12; a day past the month's end rolls over, as Date.UTC does. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return fromUtcMs(Date.UTC(year, month - 1, day));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

export function weekdayOf(date: IsoDate): Weekday {
  return new Date(toUtcMs(date)).getUTCDay() as Weekday;
}

export function isWeekend(date: IsoDate): boolean {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6;
}

/** Midnight UTC of the date, for Intl formatting with timeZone "UTC" (the date itself, never shifted). */
export function isoDateToUtcDate(date: IsoDate): Date {
  return new Date(toUtcMs(date));
}

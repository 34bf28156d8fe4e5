import { addDays, type IsoDate, isoDate, isWeekend, type Weekday, weekdayOf } from "./iso-date.ts";

// England and Wales bank holidays worked out by rule for any year, so the calendar never runs out. One-off
// changes by proclamation (the 2020 early May move, 2022 and 2023 royal holidays) cannot be predicted; one is
// announced a year or more ahead and would be added to computeBankHolidays for its year.

interface BankHoliday {
  date: IsoDate;
  name: string;
}

/** Easter Sunday in the Gregorian calendar (the anonymous Gregorian, or Meeus/Jones/Butcher, algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

function firstMondayOf(year: number, month: number): IsoDate {
  const first = isoDate(year, month, 1);
  return addDays(first, (8 - weekdayOf(first)) % 7);
}

function lastMondayOf(year: number, month: number): IsoDate {
  const last = isoDate(year, month + 1, 0);
  return addDays(last, -((weekdayOf(last) + 6) % 7));
}

/**
 * A fixed-date holiday on a weekend moves to the next weekday not already a holiday. Those on weekdays are
 * placed first, so in 2022 Boxing Day keeps Monday 26th and Christmas (a Sunday) moves to Tuesday 27th.
 */
function withSubstituteDays(fixed: readonly BankHoliday[], taken: Set<IsoDate>): BankHoliday[] {
  const placed = fixed.filter((holiday) => !isWeekend(holiday.date));
  for (const holiday of placed) taken.add(holiday.date);
  for (const holiday of fixed.filter((candidate) => isWeekend(candidate.date))) {
    let date = addDays(holiday.date, 1);
    while (isWeekend(date) || taken.has(date)) date = addDays(date, 1);
    taken.add(date);
    placed.push({ date, name: `${holiday.name} (substitute day)` });
  }
  return placed;
}

function computeBankHolidays(year: number): BankHoliday[] {
  const easter = easterSunday(year);
  const moveable: BankHoliday[] = [
    { date: addDays(easter, -2), name: "Good Friday" },
    { date: addDays(easter, 1), name: "Easter Monday" },
    { date: firstMondayOf(year, 5), name: "Early May bank holiday" },
    { date: lastMondayOf(year, 5), name: "Spring bank holiday" },
    { date: lastMondayOf(year, 8), name: "Summer bank holiday" },
  ];
  const taken = new Set(moveable.map((holiday) => holiday.date));
  const fixed = [
    ...withSubstituteDays([{ date: isoDate(year, 1, 1), name: "New Year's Day" }], taken),
    ...withSubstituteDays(
      [
        { date: isoDate(year, 12, 25), name: "Christmas Day" },
        { date: isoDate(year, 12, 26), name: "Boxing Day" },
      ],
      taken,
    ),
  ];
  return [...moveable, ...fixed].sort((left, right) => left.date.localeCompare(right.date));
}

const byYear = new Map<number, readonly BankHoliday[]>();

/** England and Wales bank holidays of a year, in date order. */
export function bankHolidaysOf(year: number): readonly BankHoliday[] {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = computeBankHolidays(year);
    byYear.set(year, holidays);
  }
  return holidays;
}

export function isBankHoliday(date: IsoDate): boolean {
  return bankHolidaysOf(Number(date.slice(0, 4))).some((holiday) => holiday.date === date);
}

/** Monday to Friday and not a bank holiday: the days the warehouse dispatches and carriers count. */
export function isWorkingDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isBankHoliday(date);
}

/** The first working day after the date. */
export function nextWorkingDay(date: IsoDate): IsoDate {
  let next = addDays(date, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}

/** The date itself when it is a working day, else the next one. */
export function workingDayOnOrAfter(date: IsoDate): IsoDate {
  return isWorkingDay(date) ? date : nextWorkingDay(date);
}

/** The working day n working days after the date (the date itself does not count). */
export function addWorkingDays(date: IsoDate, days: number): IsoDate {
  let result = date;
  for (let counted = 0; counted < days; counted += 1) result = nextWorkingDay(result);
  return result;
}

/** The first date after this one falling on the weekday (6 Saturday, 0 Sunday); a week on if it is one. */
export function nextWeekday(date: IsoDate, weekday: Weekday): IsoDate {
  const ahead = (weekday - weekdayOf(date) + 7) % 7 || 7;
  return addDays(date, ahead);
}

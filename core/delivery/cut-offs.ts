import type { Version } from "../site/versions.ts";
import type { DeliveryModeCode } from "./delivery-types.ts";
import { addDays, type IsoDate, type Weekday, weekdayOf } from "./iso-date.ts";
import { londonInstant, londonTimeOf, minutesOfClock } from "./london-clock.ts";
import { addWorkingDays, isBankHoliday, isWorkingDay } from "./working-days.ts";

/** Ordered before 20:00 London time on a working day, a parcel leaves the warehouse that day. */
const DISPATCH_CUT_OFF = "20:00";

/**
 * When each mode must be ordered by and when it arrives, in London time (the shop's calendar, also for the us
 * site: its parcels leave the same warehouse, so US dates are counted on the England and Wales working days).
 * - transit: ordered before the cut-off on an order day (a working day, and Sunday when `ordersOnSunday`), it
 *   arrives the given number of working days later.
 * - weekend: ordered before the cut-off on `orderDay`, it arrives on `deliveryDay`, the day after.
 * - nominated: any working day, or Saturday, from `firstAfterWorkingDays` working days after the dispatch day
 *   up to `lastAfterDays` calendar days after today.
 */
type ModeTimetable =
  | { kind: "transit"; cutOff: string; ordersOnSunday: boolean; workingDays: Record<Version, number> }
  | { kind: "weekend"; orderDay: Weekday; cutOff: string; deliveryDay: Weekday }
  | {
      kind: "nominated";
      cutOff: string;
      firstAfterWorkingDays: number;
      lastAfterDays: number;
      saturdays: boolean;
    };

export const MODE_TIMETABLES: Record<DeliveryModeCode, ModeTimetable> = {
  STD: {
    kind: "transit",
    cutOff: DISPATCH_CUT_OFF,
    ordersOnSunday: false,
    workingDays: { uk: 3, us: 5, row: 7 },
  },
  NEXTDAY: {
    kind: "transit",
    cutOff: DISPATCH_CUT_OFF,
    ordersOnSunday: true,
    workingDays: { uk: 1, us: 1, row: 1 },
  },
  "COLLECT+": {
    kind: "transit",
    cutOff: DISPATCH_CUT_OFF,
    ordersOnSunday: false,
    workingDays: { uk: 3, us: 3, row: 3 },
  },
  SAT: { kind: "weekend", orderDay: 5, cutOff: DISPATCH_CUT_OFF, deliveryDay: 6 },
  SUN: { kind: "weekend", orderDay: 6, cutOff: "12:00", deliveryDay: 0 },
  NOMINATE: {
    kind: "nominated",
    cutOff: DISPATCH_CUT_OFF,
    firstAfterWorkingDays: 2,
    lastAfterDays: 14,
    saturdays: true,
  },
};

interface ModeSchedule {
  /** The date it arrives when ordered now; for NOMINATE the first date that may be chosen. */
  deliveryDate: IsoDate;
  /** The instant by which the order must be placed for that date. */
  cutOff: Date;
  /** NOMINATE: every date that may be chosen, in order; else empty. */
  nominatedDates: readonly IsoDate[];
}

/** Carriers do not deliver on a bank holiday, nor on Christmas Day, Boxing Day or New Year's Day at a weekend. */
export function isWeekendDeliveryDay(date: IsoDate): boolean {
  const monthDay = date.slice(5);
  return !isBankHoliday(date) && !["12-25", "12-26", "01-01"].includes(monthDay);
}

/** The first day from today (today only before the cut-off) that counts as an order day. */
function orderDay(now: Date, cutOff: string, isOrderDay: (date: IsoDate) => boolean): IsoDate {
  const london = londonTimeOf(now);
  let date = london.minutes < minutesOfClock(cutOff) ? london.date : addDays(london.date, 1);
  while (!isOrderDay(date)) date = addDays(date, 1);
  return date;
}

/** The working day an order placed now leaves the warehouse (same day before 20:00). */
export function dispatchDayOf(now: Date): IsoDate {
  return orderDay(now, DISPATCH_CUT_OFF, isWorkingDay);
}

function transitSchedule(
  timetable: Extract<ModeTimetable, { kind: "transit" }>,
  version: Version,
  now: Date,
): ModeSchedule {
  const ordered = orderDay(
    now,
    timetable.cutOff,
    (date) => isWorkingDay(date) || (timetable.ordersOnSunday && weekdayOf(date) === 0),
  );
  return {
    deliveryDate: addWorkingDays(ordered, timetable.workingDays[version]),
    cutOff: londonInstant(ordered, minutesOfClock(timetable.cutOff)),
    nominatedDates: [],
  };
}

function weekendSchedule(timetable: Extract<ModeTimetable, { kind: "weekend" }>, now: Date): ModeSchedule {
  const daysToDelivery = (timetable.deliveryDay - timetable.orderDay + 7) % 7;
  const ordered = orderDay(
    now,
    timetable.cutOff,
    (date) => weekdayOf(date) === timetable.orderDay && isWeekendDeliveryDay(addDays(date, daysToDelivery)),
  );
  return {
    deliveryDate: addDays(ordered, daysToDelivery),
    cutOff: londonInstant(ordered, minutesOfClock(timetable.cutOff)),
    nominatedDates: [],
  };
}

function nominatedSchedule(
  timetable: Extract<ModeTimetable, { kind: "nominated" }>,
  now: Date,
): ModeSchedule {
  const dispatched = orderDay(now, timetable.cutOff, isWorkingDay);
  const first = addWorkingDays(dispatched, timetable.firstAfterWorkingDays);
  const last = addDays(londonTimeOf(now).date, timetable.lastAfterDays);
  const dates: IsoDate[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const saturday = timetable.saturdays && weekdayOf(date) === 6 && isWeekendDeliveryDay(date);
    if (isWorkingDay(date) || saturday) dates.push(date);
  }
  return {
    deliveryDate: dates[0] ?? first,
    cutOff: londonInstant(dispatched, minutesOfClock(timetable.cutOff)),
    nominatedDates: dates,
  };
}

/** When a mode arrives if ordered now, and the order-by instant for that date. */
export function modeSchedule(code: DeliveryModeCode, version: Version, now: Date): ModeSchedule {
  const timetable = MODE_TIMETABLES[code];
  switch (timetable.kind) {
    case "transit":
      return transitSchedule(timetable, version, now);
    case "weekend":
      return weekendSchedule(timetable, now);
    case "nominated":
      return nominatedSchedule(timetable, now);
  }
}

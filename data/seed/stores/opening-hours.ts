import type { Random } from "../random.ts";
import type { HoursProfile } from "./store-source.ts";

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
type Weekday = (typeof WEEKDAYS)[number];

/** "HH:MM-HH:MM", or null on a day the store is closed (spec 002 §3: opening hours Mon to Sun). */
type OpeningHours = Record<Weekday, string | null>;

function week(weekday: string, saturday: string, sunday: string | null): OpeningHours {
  return { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: saturday, sun: sunday };
}

/**
 * A store's week from its kind of location. English Sunday trading allows six hours in a large
 * shop, hence the short Sundays; a few market-town stores close on Sundays altogether.
 */
export function openingHoursFor(profile: HoursProfile, random: Random): OpeningHours {
  switch (profile) {
    case "shopping-centre":
      return week("10:00-20:00", "09:00-19:00", "11:00-17:00");
    case "london": {
      const hours = week("10:00-19:00", "10:00-19:00", "12:00-18:00");
      // London high streets stay open late one evening a week for after-work shopping.
      hours.thu = "10:00-20:00";
      return hours;
    }
    case "us":
      return week("10:00-19:00", "10:00-19:00", random.pick(["11:00-18:00", "12:00-17:00"]));
    case "high-street": {
      const sunday = random.chance(0.2) ? null : random.pick(["11:00-17:00", "10:30-16:30", "10:00-16:00"]);
      return week(random.pick(["09:30-17:30", "09:30-18:00", "10:00-18:00"]), "09:30-18:00", sunday);
    }
  }
}

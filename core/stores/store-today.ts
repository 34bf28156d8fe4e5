import { type StoreTimeZone, zoneWeekday } from "./store-clock.ts";
import type { WEEKDAYS } from "./store-types.ts";

type Weekday = (typeof WEEKDAYS)[number];

/** The clock a store keeps: UK stores run on UK time, US stores (all on the East Coast) on New York's. */
const TIME_ZONE_BY_COUNTRY: Record<string, StoreTimeZone> = { GB: "Europe/London", US: "America/New_York" };

export function storeTimeZone(countryIso: string): StoreTimeZone {
  return TIME_ZONE_BY_COUNTRY[countryIso] ?? "Europe/London";
}

const WEEKDAY_BY_NUMBER: readonly Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/**
 * The weekday it is at the store at `now`: the opening hours highlight this row. Read in the store's own time
 * zone, so just after midnight in London it is already the next day whatever the server's clock says.
 */
export function storeWeekday(now: Date, countryIso: string): Weekday {
  return WEEKDAY_BY_NUMBER[zoneWeekday(storeTimeZone(countryIso), now)] ?? "mon";
}

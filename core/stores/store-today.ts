import type { WEEKDAYS } from "./store-types.ts";

type Weekday = (typeof WEEKDAYS)[number];

/** The clock a store keeps: UK stores run on UK time, US stores (all on the East Coast) on New York's. */
const TIME_ZONE_BY_COUNTRY: Record<string, string> = { GB: "Europe/London", US: "America/New_York" };

export function storeTimeZone(countryIso: string): string {
  return TIME_ZONE_BY_COUNTRY[countryIso] ?? "Europe/London";
}

const SHORT_DAY: Record<string, Weekday> = {
  Mon: "mon",
  Tue: "tue",
  Wed: "wed",
  Thu: "thu",
  Fri: "fri",
  Sat: "sat",
  Sun: "sun",
};

/**
 * The weekday it is at the store at `now`: the opening hours highlight this row. Read in the store's own time
 * zone, so just after midnight in London it is already the next day whatever the server's clock says.
 */
export function storeWeekday(now: Date, countryIso: string): Weekday {
  const short = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    timeZone: storeTimeZone(countryIso),
  }).format(now);
  return SHORT_DAY[short] ?? "mon";
}

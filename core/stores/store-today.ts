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
  const short = weekdayFormat(storeTimeZone(countryIso)).format(now);
  return SHORT_DAY[short] ?? "mon";
}

// Building a formatter with a time zone is costly (it loads the zone's rules), and a finder's page asks once per
// store as it hydrates: one formatter per zone serves them all.
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

function weekdayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone });
    weekdayFormats.set(timeZone, format);
  }
  return format;
}

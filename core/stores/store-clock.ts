// The clocks the shop's stores keep, as rules rather than Intl: a page's first Intl call costs Chromium 40–80 ms
// (it loads ICU's data), paid by the store finder and store pages as they hydrate, to read a weekday. UK stores keep
// London time (GMT, BST from the last Sunday of March to the last Sunday of October, changing at 01:00 UTC), US stores
// New York's (EST, EDT from the second Sunday of March at 02:00 EST to the first Sunday of November at 02:00 EDT), as
// the law has had it since 1996 and 2007. store-clock.test.ts holds the rules to Intl's for every hour of years on end.

export type StoreTimeZone = "Europe/London" | "America/New_York";

const HOUR_MS = 3_600_000;

/** The day of the month of the `nth` Sunday (1-based; 0 = the last) of a month, in UTC. */
function sunday(year: number, month: number, nth: number): number {
  if (nth === 0) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return last.getUTCDate() - last.getUTCDay();
  }
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + (nth - 1) * 7;
}

/** Minutes the zone is ahead of UTC (behind: negative) at an instant. */
export function zoneOffsetMinutes(timeZone: StoreTimeZone, instant: Date): number {
  const year = instant.getUTCFullYear();
  const at = instant.getTime();
  if (timeZone === "Europe/London") {
    const start = Date.UTC(year, 2, sunday(year, 2, 0), 1);
    const end = Date.UTC(year, 9, sunday(year, 9, 0), 1);
    return at >= start && at < end ? 60 : 0;
  }
  const start = Date.UTC(year, 2, sunday(year, 2, 2), 2) + 5 * HOUR_MS;
  const end = Date.UTC(year, 10, sunday(year, 10, 1), 2) + 4 * HOUR_MS;
  return at >= start && at < end ? -240 : -300;
}

/** The weekday (0 Sunday … 6 Saturday) it is in the zone at an instant. */
export function zoneWeekday(timeZone: StoreTimeZone, instant: Date): number {
  return new Date(instant.getTime() + zoneOffsetMinutes(timeZone, instant) * 60_000).getUTCDay();
}

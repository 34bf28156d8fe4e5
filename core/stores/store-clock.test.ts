import { describe, expect, it } from "vitest";
import { type StoreTimeZone, zoneOffsetMinutes, zoneWeekday } from "./store-clock.ts";

const ZONES: StoreTimeZone[] = ["Europe/London", "America/New_York"];

const formats = new Map<StoreTimeZone, Intl.DateTimeFormat>();

/** Intl's word for the same instant: the offset from the zone's wall clock, and its weekday. */
function intlReading(timeZone: StoreTimeZone, instant: Date) {
  if (!formats.has(timeZone))
    formats.set(
      timeZone,
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        weekday: "short",
      }),
    );
  const parts = Object.fromEntries(
    (formats.get(timeZone) as Intl.DateTimeFormat)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday ?? "");
  return { offset: Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000), weekday };
}

describe("the stores' clocks, by rule", () => {
  it.each(ZONES)("agree with Intl on %s at every quarter hour of 2025–2030", (zone) => {
    const mismatches: string[] = [];
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2031, 0, 1); at += 15 * 60_000) {
      const instant = new Date(at);
      const intl = intlReading(zone, instant);
      if (zoneOffsetMinutes(zone, instant) !== intl.offset || zoneWeekday(zone, instant) !== intl.weekday)
        mismatches.push(instant.toISOString());
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it("change at the moments the law says", () => {
    expect(zoneOffsetMinutes("Europe/London", new Date("2026-03-29T00:59:59Z"))).toBe(0);
    expect(zoneOffsetMinutes("Europe/London", new Date("2026-03-29T01:00:00Z"))).toBe(60);
    expect(zoneOffsetMinutes("Europe/London", new Date("2026-10-25T01:00:00Z"))).toBe(0);
    expect(zoneOffsetMinutes("America/New_York", new Date("2026-03-08T07:00:00Z"))).toBe(-240);
    expect(zoneOffsetMinutes("America/New_York", new Date("2026-11-01T06:00:00Z"))).toBe(-300);
  });
});

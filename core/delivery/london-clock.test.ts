import { describe, expect, it } from "vitest";
import {
  londonDateOf,
  londonInstant,
  londonOffsetMinutes,
  londonTimeOf,
  minutesOfClock,
} from "./london-clock.ts";

describe("London time of an instant", () => {
  it("is UTC in winter (GMT)", () => {
    expect(londonTimeOf(new Date("2026-11-26T23:30:00Z"))).toEqual({
      date: "2026-11-26",
      minutes: 23 * 60 + 30,
    });
  });

  it("is already the next day at 23:30 UTC in summer (BST)", () => {
    expect(londonDateOf(new Date("2026-07-15T23:30:00Z"))).toBe("2026-07-16");
    expect(londonTimeOf(new Date("2026-07-15T23:30:00Z")).minutes).toBe(30);
  });

  it("goes from 00:59 GMT to 02:00 BST when the clocks go forward (29 March 2026)", () => {
    expect(londonTimeOf(new Date("2026-03-29T00:59:00Z"))).toEqual({ date: "2026-03-29", minutes: 59 });
    expect(londonTimeOf(new Date("2026-03-29T01:00:00Z"))).toEqual({ date: "2026-03-29", minutes: 120 });
  });

  it("goes from 01:59 BST back to 01:00 GMT when the clocks go back (25 October 2026)", () => {
    expect(londonTimeOf(new Date("2026-10-25T00:59:00Z"))).toEqual({ date: "2026-10-25", minutes: 119 });
    expect(londonTimeOf(new Date("2026-10-25T01:00:00Z"))).toEqual({ date: "2026-10-25", minutes: 60 });
  });

  it("knows the offset from UTC", () => {
    expect(londonOffsetMinutes(new Date("2026-01-15T12:00:00Z"))).toBe(0);
    expect(londonOffsetMinutes(new Date("2026-07-15T12:00:00Z"))).toBe(60);
  });
});

describe("londonInstant", () => {
  it("turns a London wall-clock time into the instant, either side of both clock changes", () => {
    expect(londonInstant("2026-03-28", 20 * 60).toISOString()).toBe("2026-03-28T20:00:00.000Z");
    expect(londonInstant("2026-03-29", 20 * 60).toISOString()).toBe("2026-03-29T19:00:00.000Z");
    expect(londonInstant("2026-10-24", 12 * 60).toISOString()).toBe("2026-10-24T11:00:00.000Z");
    expect(londonInstant("2026-10-25", 12 * 60).toISOString()).toBe("2026-10-25T12:00:00.000Z");
  });

  it("reads 24-hour clock times and refuses anything else", () => {
    expect(minutesOfClock("20:00")).toBe(1200);
    expect(() => minutesOfClock("8pm")).toThrow(RangeError);
  });
});

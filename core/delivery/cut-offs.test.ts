import { describe, expect, it } from "vitest";
import { dispatchDayOf, isWeekendDeliveryDay, modeSchedule } from "./cut-offs.ts";

const at = (instant: string) => new Date(instant);

describe("standard delivery (STD)", () => {
  it("leaves today before 20:00 London time in winter and arrives 3 working days later (uk)", () => {
    const schedule = modeSchedule("STD", "uk", at("2026-11-26T19:59:00Z"));
    expect(schedule.deliveryDate).toBe("2026-12-01");
    expect(schedule.cutOff.toISOString()).toBe("2026-11-26T20:00:00.000Z");
  });

  it("leaves the next working day from 20:00 London time in winter", () => {
    expect(modeSchedule("STD", "uk", at("2026-11-26T20:00:00Z")).deliveryDate).toBe("2026-12-02");
    expect(dispatchDayOf(at("2026-11-26T20:00:00Z"))).toBe("2026-11-27");
  });

  it("reads 20:00 as 19:00 UTC in summer (BST)", () => {
    const before = modeSchedule("STD", "uk", at("2026-07-15T18:59:00Z"));
    expect(before.deliveryDate).toBe("2026-07-20");
    expect(before.cutOff.toISOString()).toBe("2026-07-15T19:00:00.000Z");
    expect(modeSchedule("STD", "uk", at("2026-07-15T19:00:00Z")).deliveryDate).toBe("2026-07-21");
  });

  it("counts an order at 00:30 London time (23:30 UTC in summer) on the London day", () => {
    expect(dispatchDayOf(at("2026-07-16T23:30:00Z"))).toBe("2026-07-17");
    expect(dispatchDayOf(at("2026-07-17T23:30:00Z"))).toBe("2026-07-20");
  });

  it("waits over the weekend and over Christmas bank holidays", () => {
    expect(dispatchDayOf(at("2026-11-28T10:00:00Z"))).toBe("2026-11-30");
    expect(modeSchedule("STD", "uk", at("2026-12-24T10:00:00Z")).deliveryDate).toBe("2026-12-31");
  });

  it("takes 5 working days on the us site, counted on the same calendar", () => {
    expect(modeSchedule("STD", "us", at("2026-11-26T10:00:00Z")).deliveryDate).toBe("2026-12-03");
  });

  it("has its cut-off on the Monday after a Saturday order, across the clocks going forward", () => {
    expect(modeSchedule("STD", "uk", at("2026-03-28T12:00:00Z")).cutOff.toISOString()).toBe(
      "2026-03-30T19:00:00.000Z",
    );
  });
});

describe("next day delivery (NEXTDAY)", () => {
  it("arrives the next working day when ordered before 20:00 on a working day", () => {
    const schedule = modeSchedule("NEXTDAY", "uk", at("2026-11-26T10:00:00Z"));
    expect(schedule.deliveryDate).toBe("2026-11-27");
    expect(schedule.cutOff.toISOString()).toBe("2026-11-26T20:00:00.000Z");
  });

  it("arrives Monday when ordered after 20:00 on Friday, with a Sunday 20:00 cut-off", () => {
    const schedule = modeSchedule("NEXTDAY", "uk", at("2026-11-27T21:00:00Z"));
    expect(schedule.deliveryDate).toBe("2026-11-30");
    expect(schedule.cutOff.toISOString()).toBe("2026-11-29T20:00:00.000Z");
    expect(modeSchedule("NEXTDAY", "uk", at("2026-11-28T10:00:00Z")).deliveryDate).toBe("2026-11-30");
  });

  it("arrives Tuesday when ordered after 20:00 on Sunday", () => {
    expect(modeSchedule("NEXTDAY", "uk", at("2026-11-29T19:59:00Z")).deliveryDate).toBe("2026-11-30");
    expect(modeSchedule("NEXTDAY", "uk", at("2026-11-29T20:00:00Z")).deliveryDate).toBe("2026-12-01");
  });

  it("skips a bank holiday Monday: a Sunday order before the spring bank holiday arrives Tuesday", () => {
    expect(modeSchedule("NEXTDAY", "uk", at("2026-05-24T09:00:00Z")).deliveryDate).toBe("2026-05-26");
  });

  it("skips Good Friday and Easter Monday", () => {
    expect(modeSchedule("NEXTDAY", "uk", at("2026-04-02T20:30:00Z")).deliveryDate).toBe("2026-04-07");
  });
});

describe("Saturday delivery (SAT)", () => {
  it("arrives this Saturday when ordered by Friday 20:00", () => {
    const schedule = modeSchedule("SAT", "uk", at("2026-11-26T10:00:00Z"));
    expect(schedule.deliveryDate).toBe("2026-11-28");
    expect(schedule.cutOff.toISOString()).toBe("2026-11-27T20:00:00.000Z");
    expect(modeSchedule("SAT", "uk", at("2026-11-27T19:59:00Z")).deliveryDate).toBe("2026-11-28");
  });

  it("arrives the Saturday after from Friday 20:00", () => {
    expect(modeSchedule("SAT", "uk", at("2026-11-27T20:00:00Z")).deliveryDate).toBe("2026-12-05");
    expect(modeSchedule("SAT", "uk", at("2026-11-28T09:00:00Z")).deliveryDate).toBe("2026-12-05");
  });

  it("skips Boxing Day on a Saturday to the first Saturday of January", () => {
    const schedule = modeSchedule("SAT", "uk", at("2026-12-23T10:00:00Z"));
    expect(schedule.deliveryDate).toBe("2027-01-02");
    expect(schedule.cutOff.toISOString()).toBe("2027-01-01T20:00:00.000Z");
  });
});

describe("Sunday delivery (SUN)", () => {
  it("arrives this Sunday when ordered by Saturday 12:00", () => {
    const schedule = modeSchedule("SUN", "uk", at("2026-11-26T10:00:00Z"));
    expect(schedule.deliveryDate).toBe("2026-11-29");
    expect(schedule.cutOff.toISOString()).toBe("2026-11-28T12:00:00.000Z");
    expect(modeSchedule("SUN", "uk", at("2026-11-28T12:00:00Z")).deliveryDate).toBe("2026-12-06");
  });

  it("reads Saturday 12:00 as 11:00 UTC in summer", () => {
    const schedule = modeSchedule("SUN", "uk", at("2026-07-18T10:59:00Z"));
    expect(schedule.deliveryDate).toBe("2026-07-19");
    expect(schedule.cutOff.toISOString()).toBe("2026-07-18T11:00:00.000Z");
    expect(modeSchedule("SUN", "uk", at("2026-07-18T11:00:00Z")).deliveryDate).toBe("2026-07-26");
  });
});

describe("choose your delivery day (NOMINATE)", () => {
  it("offers working days and Saturdays from 2 working days after dispatch up to 14 days ahead", () => {
    const schedule = modeSchedule("NOMINATE", "uk", at("2026-11-26T10:00:00Z"));
    expect(schedule.nominatedDates).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
    ]);
    expect(schedule.deliveryDate).toBe("2026-11-30");
    expect(schedule.cutOff.toISOString()).toBe("2026-11-26T20:00:00.000Z");
  });

  it("starts a day later after the 20:00 cut-off", () => {
    expect(modeSchedule("NOMINATE", "uk", at("2026-11-26T20:30:00Z")).nominatedDates[0]).toBe("2026-12-01");
  });

  it("leaves out bank holidays and Christmas", () => {
    const dates = modeSchedule("NOMINATE", "uk", at("2026-12-21T10:00:00Z")).nominatedDates;
    expect(dates).toEqual([
      "2026-12-23",
      "2026-12-24",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-02",
      "2027-01-04",
    ]);
  });
});

describe("Collect+ (COLLECT+)", () => {
  it("reaches the collection point in 3 working days", () => {
    expect(modeSchedule("COLLECT+", "uk", at("2026-11-26T10:00:00Z")).deliveryDate).toBe("2026-12-01");
  });
});

describe("isWeekendDeliveryDay", () => {
  it("has no delivery on Christmas Day, Boxing Day or New Year's Day, nor on a bank holiday", () => {
    expect(isWeekendDeliveryDay("2027-12-25")).toBe(false);
    expect(isWeekendDeliveryDay("2026-12-26")).toBe(false);
    expect(isWeekendDeliveryDay("2028-01-01")).toBe(false);
    expect(isWeekendDeliveryDay("2026-11-28")).toBe(true);
  });
});

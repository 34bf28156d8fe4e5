import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  bankHolidaysOf,
  easterSunday,
  isBankHoliday,
  isWorkingDay,
  nextWeekday,
  nextWorkingDay,
  workingDayOnOrAfter,
} from "./working-days.ts";

const datesOf = (year: number) => bankHolidaysOf(year).map((holiday) => holiday.date);

describe("easterSunday", () => {
  it.each([
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2028, "2028-04-16"],
    [2038, "2038-04-25"],
  ])("finds Easter %i on %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe("bankHolidaysOf (England and Wales)", () => {
  it("lists 2026 as gov.uk does, Boxing Day on a Saturday moving to Monday 28th", () => {
    expect(datesOf(2026)).toEqual([
      "2026-01-01",
      "2026-04-03",
      "2026-04-06",
      "2026-05-04",
      "2026-05-25",
      "2026-08-31",
      "2026-12-25",
      "2026-12-28",
    ]);
  });

  it("moves Christmas on a Saturday (2027) to Monday 27th and Boxing Day to Tuesday 28th", () => {
    expect(datesOf(2027)).toEqual([
      "2027-01-01",
      "2027-03-26",
      "2027-03-29",
      "2027-05-03",
      "2027-05-31",
      "2027-08-30",
      "2027-12-27",
      "2027-12-28",
    ]);
    expect(bankHolidaysOf(2027).at(-2)?.name).toBe("Christmas Day (substitute day)");
    expect(bankHolidaysOf(2027).at(-1)?.name).toBe("Boxing Day (substitute day)");
  });

  it("keeps Boxing Day on Monday 26th when Christmas is a Sunday, and moves Christmas to Tuesday 27th", () => {
    const december = bankHolidaysOf(2022).filter((holiday) => holiday.date.startsWith("2022-12"));
    expect(december).toEqual([
      { date: "2022-12-26", name: "Boxing Day" },
      { date: "2022-12-27", name: "Christmas Day (substitute day)" },
    ]);
  });

  it("moves New Year's Day from a Saturday or a Sunday to the Monday", () => {
    expect(datesOf(2028)[0]).toBe("2028-01-03");
    expect(datesOf(2034)[0]).toBe("2034-01-02");
  });

  it("puts Good Friday and Easter Monday around Easter in 2025 and 2028", () => {
    expect(datesOf(2025)).toEqual(expect.arrayContaining(["2025-04-18", "2025-04-21"]));
    expect(datesOf(2028)).toEqual(expect.arrayContaining(["2028-04-14", "2028-04-17"]));
  });

  it("takes the first Monday of May and the last Mondays of May and August", () => {
    expect(datesOf(2025)).toEqual(expect.arrayContaining(["2025-05-05", "2025-05-26", "2025-08-25"]));
  });
});

describe("working days", () => {
  it("counts Monday to Friday that are not bank holidays", () => {
    expect(isWorkingDay("2026-11-26")).toBe(true);
    expect(isWorkingDay("2026-11-28")).toBe(false);
    expect(isWorkingDay("2026-11-29")).toBe(false);
    expect(isWorkingDay("2026-12-28")).toBe(false);
    expect(isBankHoliday("2026-12-28")).toBe(true);
    expect(isBankHoliday("2026-12-26")).toBe(false);
  });

  it("skips the weekend to the next working day", () => {
    expect(nextWorkingDay("2026-11-27")).toBe("2026-11-30");
    expect(workingDayOnOrAfter("2026-11-28")).toBe("2026-11-30");
    expect(workingDayOnOrAfter("2026-11-30")).toBe("2026-11-30");
  });

  it("skips Easter and Christmas bank holidays when adding working days", () => {
    expect(addWorkingDays("2026-04-02", 1)).toBe("2026-04-07");
    expect(addWorkingDays("2026-12-24", 3)).toBe("2026-12-31");
    expect(addWorkingDays("2027-12-24", 1)).toBe("2027-12-29");
    expect(addWorkingDays("2026-11-26", 0)).toBe("2026-11-26");
  });

  it("finds the next Saturday or Sunday, a week on from that day itself", () => {
    expect(nextWeekday("2026-11-26", 6)).toBe("2026-11-28");
    expect(nextWeekday("2026-11-28", 6)).toBe("2026-12-05");
    expect(nextWeekday("2026-11-28", 0)).toBe("2026-11-29");
  });
});

import type { Birthday } from "./account-types.ts";

// spec 001 §5: an optional birthday of day DD and month MM, both valid. No year, so 29 February is allowed.
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const BIRTHDAY_MESSAGE = "Please enter a valid birthday as DD/MM, for example 09/03";

/** The birthday typed as two fields, or null when both are empty; undefined when it is not a real day. */
export function parseBirthday(day: string, month: string): Birthday | null | undefined {
  const d = day.trim();
  const m = month.trim();
  if (d === "" && m === "") return null;
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(m)) return undefined;
  const dayNumber = Number(d);
  const monthNumber = Number(m);
  if (monthNumber < 1 || monthNumber > 12) return undefined;
  if (dayNumber < 1 || dayNumber > (DAYS_IN_MONTH[monthNumber - 1] ?? 0)) return undefined;
  return { day: dayNumber, month: monthNumber };
}

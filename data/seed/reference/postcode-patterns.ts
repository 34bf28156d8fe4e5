/**
 * Postcode patterns for the countries we check strictly (spec 002 §5: rules come from countries
 * whose postCodeRegex is not null; every other country falls back to the ROW pattern of 0–12
 * letters, digits, spaces or hyphens). Written without flags, so both cases are spelled out, and
 * anchored, so `new RegExp(pattern).test(value)` checks the whole value.
 */
export const POSTCODE_PATTERNS: Readonly<Record<string, string>> = {
  // Outward code (area, district) then inward code (sector, unit); GIR 0AA is the one historic exception.
  GB: "^([Gg][Ii][Rr] ?0[Aa]{2}|[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2})$",
  US: "^[0-9]{5}(-[0-9]{4})?$",
  // Eircode: a routing key (letter and two digits, or D6W) and a four-character unique identifier.
  IE: "^([AC-FHKNPRTV-Yac-fhknprtv-y][0-9]{2}|[Dd]6[Ww]) ?[0-9AC-FHKNPRTV-Yac-fhknprtv-y]{4}$",
  FR: "^[0-9]{5}$",
  DE: "^[0-9]{5}$",
  NL: "^[1-9][0-9]{3} ?[A-Za-z]{2}$",
  // Canada skips D, F, I, O, Q and U, and never starts with W or Z.
  CA: "^[ABCEGHJ-NPRSTVXYabceghj-nprstvxy][0-9][ABCEGHJ-NPRSTV-Zabceghj-nprstv-z] ?[0-9][ABCEGHJ-NPRSTV-Zabceghj-nprstv-z][0-9]$",
  AU: "^[0-9]{4}$",
  AT: "^[1-9][0-9]{3}$",
  BE: "^[1-9][0-9]{3}$",
  CH: "^[1-9][0-9]{3}$",
  DK: "^[1-9][0-9]{3}$",
  ES: "^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$",
  IT: "^[0-9]{5}$",
  NO: "^[0-9]{4}$",
  NZ: "^[0-9]{4}$",
  SE: "^[1-9][0-9]{2} ?[0-9]{2}$",
  JP: "^[0-9]{3}-?[0-9]{4}$",
};

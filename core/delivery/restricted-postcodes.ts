// spec 001 §8 restrictedPostCode: UK postcodes the fast carriers do not reach in a day, or reach only by sea or
// air. They may have standard delivery but not the RESTRICTED_MODES, and no furniture.

/** Whole postcode areas. */
const RESTRICTED_AREAS: readonly string[] = [
  "HS", // Outer Hebrides
  "ZE", // Shetland
  "KW", // Kirkwall, Orkney and Caithness
  "IV", // Inverness and the Highlands
  "IM", // Isle of Man
  "GY", // Guernsey
  "JE", // Jersey
  "BT", // Northern Ireland
];

/** Districts within an area, as inclusive ranges of the district number. */
const RESTRICTED_DISTRICTS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  PA: [
    [20, 49],
    [60, 78],
  ], // Argyll, Bute and the islands
  PH: [
    [17, 26],
    [30, 44],
    [49, 50],
  ], // Highland Perthshire, Lochaber, Skye and the Small Isles
  KA: [[27, 28]], // Arran and Cumbrae
  TR: [[21, 25]], // Isles of Scilly
};

/** Upper case with single spaces: "  pa20 1ab" → "PA20 1AB". */
export function normalisePostcode(postcode: string): string {
  return postcode.trim().toUpperCase().replace(/\s+/g, " ");
}

/** The outward code ("PA20" of "PA20 1AB", with or without the space), or the whole text if it is one already. */
function outwardCode(normalised: string): string {
  const [first = "", second] = normalised.split(" ");
  if (second !== undefined) return first;
  // An inward code is always a digit and two letters.
  return /^[A-Z0-9]{2,4}\d[A-Z]{2}$/.test(first) ? first.slice(0, -3) : first;
}

export function isRestrictedPostcode(postcode: string): boolean {
  const normalised = normalisePostcode(postcode);
  // British Forces Post Office addresses: "BFPO 123".
  if (normalised.replace(/ /g, "").startsWith("BFPO")) return true;
  const match = /^([A-Z]{1,2})(\d{1,2})[A-Z]?$/.exec(outwardCode(normalised));
  if (!match) return false;
  const [, area = "", districtText = ""] = match;
  if (RESTRICTED_AREAS.includes(area)) return true;
  const district = Number(districtText);
  return (RESTRICTED_DISTRICTS[area] ?? []).some(([from, to]) => district >= from && district <= to);
}

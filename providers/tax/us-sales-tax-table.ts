// The SANDBOX tax provider's table of US sales tax (providers/tax/sandbox-tax-provider.ts). Rates are the
// published 2025 statewide rates (as the Tax Foundation lists them, with the statewide local add-ons of CA, UT and
// VA included), in parts per million so the arithmetic stays in integers: 72_500 is 7.25%. Local taxes are
// left out except for a few big cities, given as fixed add-ons by ZIP prefix.

export interface StateTax {
  /** Statewide rate, parts per million. */
  rate: number;
  /** The state taxes a separately stated delivery charge. */
  taxesShipping: boolean;
  /** The first three digits of the state's ZIP codes, as inclusive ranges. */
  zipPrefixes: readonly (readonly [number, number])[];
}

type Row = [rate: number, taxesShipping: boolean, zipPrefixes: string];

/** "350-369 398" → [[350, 369], [398, 398]] */
function ranges(text: string): [number, number][] {
  return text.split(" ").map((part) => {
    const [from = "", to = from] = part.split("-");
    return [Number(from), Number(to)];
  });
}

const ROWS: Record<string, Row> = {
  AL: [40_000, false, "350-369"],
  AK: [0, false, "995-999"],
  AZ: [56_000, false, "850-865"],
  AR: [65_000, true, "716-729"],
  CA: [72_500, false, "900-961"],
  CO: [29_000, false, "800-816"],
  CT: [63_500, true, "060-069"],
  DE: [0, false, "197-199"],
  DC: [60_000, true, "200 202-205 569"],
  FL: [60_000, false, "320-339 341-349"],
  GA: [40_000, true, "300-319 398-399"],
  HI: [40_000, true, "967-968"],
  ID: [60_000, false, "832-838"],
  IL: [62_500, false, "600-629"],
  IN: [70_000, true, "460-479"],
  IA: [60_000, false, "500-528"],
  KS: [65_000, true, "660-679"],
  KY: [60_000, true, "400-427"],
  LA: [50_000, false, "700-714"],
  ME: [55_000, false, "039-049"],
  MD: [60_000, false, "206-219"],
  MA: [62_500, false, "010-027 055"],
  MI: [60_000, true, "480-499"],
  MN: [68_750, true, "550-567"],
  MS: [70_000, true, "386-397"],
  MO: [42_250, false, "630-658"],
  MT: [0, false, "590-599"],
  NE: [55_000, true, "680-693"],
  NV: [68_500, false, "889-898"],
  NH: [0, false, "030-038"],
  NJ: [66_250, true, "070-089"],
  NM: [48_750, true, "870-884"],
  NY: [40_000, true, "005 100-149"],
  NC: [47_500, true, "270-289"],
  ND: [50_000, true, "580-588"],
  OH: [57_500, true, "430-459"],
  OK: [45_000, false, "730-749"],
  OR: [0, false, "970-979"],
  PA: [60_000, true, "150-196"],
  RI: [70_000, true, "028-029"],
  SC: [60_000, true, "290-299"],
  SD: [42_000, true, "570-577"],
  TN: [70_000, true, "370-385"],
  TX: [62_500, true, "733 750-799 885"],
  UT: [61_000, false, "840-847"],
  VT: [60_000, true, "050-054 056-059"],
  VA: [53_000, false, "201 220-246"],
  WA: [65_000, true, "980-994"],
  WV: [60_000, true, "247-268"],
  WI: [50_000, true, "530-549"],
  WY: [40_000, false, "820-831"],
};

/** The 50 states and the District of Columbia, by their two-letter codes. */
export const STATE_TAX: ReadonlyMap<string, StateTax> = new Map(
  Object.entries(ROWS).map(([state, [rate, taxesShipping, zipPrefixes]]) => [
    state,
    { rate, taxesShipping, zipPrefixes: ranges(zipPrefixes) },
  ]),
);

interface LocalTax {
  state: string;
  place: string;
  zipPrefixes: readonly (readonly [number, number])[];
  /** Added to the state's rate, parts per million. */
  rate: number;
}

/** City and county taxes of a few big cities, so the sandbox shows a combined rate (NYC 8.875%). */
export const LOCAL_TAX: readonly LocalTax[] = [
  { state: "NY", place: "New York City", zipPrefixes: ranges("100-104"), rate: 48_750 },
  { state: "IL", place: "Chicago", zipPrefixes: ranges("606"), rate: 40_000 },
  { state: "WA", place: "Seattle", zipPrefixes: ranges("981"), rate: 38_500 },
  { state: "CA", place: "Los Angeles", zipPrefixes: ranges("900"), rate: 25_000 },
  { state: "CA", place: "San Francisco", zipPrefixes: ranges("941"), rate: 13_750 },
  { state: "TX", place: "Houston", zipPrefixes: ranges("770"), rate: 20_000 },
];

/** Codes of places the shop does not deliver to: armed forces post and the US territories. */
export const UNSERVICEABLE_REGIONS: ReadonlySet<string> = new Set([
  "AA",
  "AE",
  "AP",
  "PR",
  "GU",
  "VI",
  "AS",
  "MP",
]);

/** ZIP prefixes of armed forces post (AA 340, AE 090–098, AP 962–966) and the territories (PR, VI, GU, MP). */
export const UNSERVICEABLE_ZIP_PREFIXES = ranges("006-009 090-098 340 962-966 969");
/** American Samoa shares the prefix 967 with Hawaii: its one ZIP code. */
export const AMERICAN_SAMOA_ZIP = "96799";

export const inRanges = (prefix: number, list: readonly (readonly [number, number])[]) =>
  list.some(([from, to]) => prefix >= from && prefix <= to);

// spec 002 §7 "Region selector fetch": the country selector's countries grouped by region (`regionsForCountries`),
// so a shopper finds their country under its part of the world. Continents as shoppers name them, with the Middle
// East apart from Asia and the Caribbean with North and Central America; each ISO 3166 code in exactly one region.
const REGIONS = [
  {
    code: "europe",
    name: "Europe",
    countries:
      "AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME " +
      "MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA",
  },
  {
    code: "north-america",
    name: "North and Central America and the Caribbean",
    countries:
      "AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX TC " +
      "TT US VC VG VI",
  },
  { code: "south-america", name: "South America", countries: "AR BO BR CL CO EC FK GF GS GY PE PY SR UY VE" },
  { code: "middle-east", name: "Middle East", countries: "AE BH IL IQ IR JO KW LB OM PS QA SA SY YE" },
  {
    code: "asia",
    name: "Asia",
    countries:
      "AF AM AZ BD BN BT CN GE HK ID IN IO JP KG KH KP KR KZ LA LK MM MN MO MV MY NP PH PK SG TH TJ TL TM TW UZ VN",
  },
  {
    code: "africa",
    name: "Africa",
    countries:
      "AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA " +
      "NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW",
  },
  {
    code: "oceania",
    name: "Oceania",
    countries: "AS AU CC CK CX FJ FM GU HM KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS",
  },
  { code: "antarctica", name: "Antarctica", countries: "AQ BV TF" },
] as const;

/** Where a country the table does not know is listed, so no country the shop serves is ever left out. */
const OTHER_REGION = { code: "other", name: "Other countries and territories" } as const;

export type RegionCode = (typeof REGIONS)[number]["code"] | typeof OTHER_REGION.code;

export interface CountryRegion {
  code: RegionCode;
  name: string;
  /** The isocodes of the region's countries, in the order they were given (the selector's, by name). */
  countries: string[];
}

const REGION_BY_COUNTRY = new Map<string, RegionCode>(
  REGIONS.flatMap((region) => region.countries.split(" ").map((isocode) => [isocode, region.code] as const)),
);

/** The region a country is listed under. */
export function regionOfCountry(isocode: string): RegionCode {
  return REGION_BY_COUNTRY.get(isocode.toUpperCase()) ?? OTHER_REGION.code;
}

/**
 * The given countries grouped by region (`regionsForCountries`): regions in a fixed order, each with its countries
 * in the order given; a region with none of them is left out.
 */
export function regionsForCountries(countries: readonly { isocode: string }[]): CountryRegion[] {
  const groups = new Map<RegionCode, string[]>();
  for (const { isocode } of countries) {
    const code = regionOfCountry(isocode);
    const group = groups.get(code) ?? [];
    group.push(isocode.toUpperCase());
    groups.set(code, group);
  }
  return [...REGIONS, OTHER_REGION].flatMap(({ code, name }) => {
    const members = groups.get(code);
    return members ? [{ code, name, countries: members }] : [];
  });
}

/** Every isocode the table places, for the test that each seeded country has exactly one region. */
export function regionTableEntries(): string[] {
  return REGIONS.flatMap((region) => region.countries.split(" "));
}

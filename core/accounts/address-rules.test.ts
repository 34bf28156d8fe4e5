import { describe, expect, it } from "vitest";
import { parseAddress } from "./address-form.ts";
import {
  ADDRESS_MESSAGES,
  type AddressCountry,
  type AddressRuleSettings,
  addressRuleFor,
  commaList,
  isPhoneNumber,
  ROW_POSTCODE_PATTERN,
} from "./address-rules.ts";

// spec 001 §3 "My account", "Country validation rules", §5 address fields.
// The patterns as data/seed/reference/postcode-patterns.ts seeds them (core imports nothing from data/).
const POSTCODE_PATTERNS: Record<string, string> = {
  GB: "^([Gg][Ii][Rr] ?0[Aa]{2}|[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2})$",
  US: "^[0-9]{5}(-[0-9]{4})?$",
  FR: "^[0-9]{5}$",
};
const COUNTRIES: AddressCountry[] = [
  { isocode: "GB", name: "United Kingdom", postCodeRegex: POSTCODE_PATTERNS.GB ?? null },
  { isocode: "US", name: "United States", postCodeRegex: POSTCODE_PATTERNS.US ?? null },
  { isocode: "FR", name: "France", postCodeRegex: POSTCODE_PATTERNS.FR ?? null },
  { isocode: "AE", name: "United Arab Emirates", postCodeRegex: null },
];

const SETTINGS: AddressRuleSettings = {
  seahorse: true,
  mandatoryCountries: { postcodes: "GB,US,FR", states: "US,CA,AU" },
  validation: {
    GB: [
      {
        fieldName: "postcode",
        pattern: "^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$",
        errorMessage: "Please enter a valid postcode",
      },
    ],
    US: [{ fieldName: "postcode", pattern: "^[0-9]{5}$", errorMessage: "Please enter a valid ZIP code" }],
    ROW: [
      { fieldName: "postcode", pattern: ROW_POSTCODE_PATTERN, errorMessage: "Please enter a valid postcode" },
    ],
  },
};

const ruleFor = (settings: AddressRuleSettings) => (iso: string) => addressRuleFor(iso, settings, COUNTRIES);

const valid = {
  title: "Ms",
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "020 7946 0000",
  line1: "12 Chapel Place",
  townCity: "London",
  postcode: "EC2A 3DQ",
  countryIso: "GB",
};

describe("address rules", () => {
  it("reads the comma lists of the checkout config forgivingly", () => {
    expect(commaList("GB, us,,FR ")).toEqual(["GB", "US", "FR"]);
    expect(commaList("")).toEqual([]);
  });

  it("validates against GB when no country is chosen", () => {
    expect(addressRuleFor("", SETTINGS, COUNTRIES).isocode).toBe("GB");
    expect(addressRuleFor(undefined, SETTINGS, COUNTRIES).postcodeRequired).toBe(true);
  });

  it("takes the postcode pattern from the countries table while seahorse is on", () => {
    const gb = addressRuleFor("GB", SETTINGS, COUNTRIES);
    expect(gb.postcode.pattern).toBe(POSTCODE_PATTERNS.GB);
    expect(addressRuleFor("AE", SETTINGS, COUNTRIES).postcode.pattern).toBe(ROW_POSTCODE_PATTERN);
  });

  it("takes the configured zones while seahorse is off", () => {
    const off = { ...SETTINGS, seahorse: false };
    expect(addressRuleFor("US", off, COUNTRIES).postcode.pattern).toBe("^[0-9]{5}$");
    expect(addressRuleFor("FR", off, COUNTRIES).postcode.pattern).toBe(ROW_POSTCODE_PATTERN);
  });

  it("names the US postcode a ZIP code", () => {
    expect(addressRuleFor("US", SETTINGS, COUNTRIES).postcode.errorMessage).toBe(
      "Please enter a valid ZIP code",
    );
    expect(addressRuleFor("GB", SETTINGS, COUNTRIES).postcode.errorMessage).toBe(
      "Please enter a valid postcode",
    );
  });

  it("requires a state only for the countries of the states list, with their regions", () => {
    const us = addressRuleFor("US", SETTINGS, COUNTRIES);
    expect(us.stateRequired).toBe(true);
    expect(us.regions.some((r) => r.isocode === "US-NY")).toBe(true);
    expect(addressRuleFor("GB", SETTINGS, COUNTRIES).stateRequired).toBe(false);
  });

  it("accepts phone numbers of 7 to 15 digits with spaces, brackets, hyphens and a leading +", () => {
    expect(isPhoneNumber("+44 (0)20 7946-0000")).toBe(true);
    expect(isPhoneNumber("07700900123")).toBe(true);
    expect(isPhoneNumber("12345")).toBe(false);
    expect(isPhoneNumber("call me")).toBe(false);
    expect(isPhoneNumber("1234567890123456")).toBe(false);
  });
});

describe("the address form", () => {
  const parse = (input: Record<string, unknown>, settings = SETTINGS) =>
    parseAddress(input, ruleFor(settings));

  it("accepts a UK address and upper-cases its postcode", () => {
    const result = parse({ ...valid, postcode: "ec2a 3dq" });
    expect(result).toMatchObject({
      ok: true,
      address: { postcode: "EC2A 3DQ", line2: null, regionIso: null },
    });
  });

  it("names every missing required field with its message", () => {
    const result = parse({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: ADDRESS_MESSAGES.title,
      firstName: ADDRESS_MESSAGES.firstName,
      lastName: ADDRESS_MESSAGES.lastName,
      phoneNumber: ADDRESS_MESSAGES.phoneNumber,
      line1: ADDRESS_MESSAGES.line1,
      townCity: ADDRESS_MESSAGES.townCity,
      countryIso: ADDRESS_MESSAGES.countryIso,
    });
  });

  it("refuses a UK postcode that does not fit", () => {
    expect(parse({ ...valid, postcode: "12345" })).toEqual({
      ok: false,
      errors: { postcode: "Please enter a valid postcode" },
    });
    expect(parse({ ...valid, postcode: "" })).toMatchObject({
      ok: false,
      errors: { postcode: expect.any(String) },
    });
  });

  it("asks a US address for a ZIP code and a state", () => {
    const us = { ...valid, countryIso: "US", postcode: "EC2A 3DQ" };
    expect(parse(us)).toEqual({
      ok: false,
      errors: { postcode: "Please enter a valid ZIP code", regionIso: "Please select a state" },
    });
    expect(parse({ ...us, postcode: "10001", regionIso: "US-XX" })).toEqual({
      ok: false,
      errors: { regionIso: "Please select a state" },
    });
    expect(parse({ ...us, postcode: "10001-1234", regionIso: "US-NY" })).toMatchObject({
      ok: true,
      address: { regionIso: "US-NY" },
    });
  });

  it("checks a French postcode of five digits", () => {
    const fr = { ...valid, countryIso: "FR", townCity: "Paris" };
    expect(parse({ ...fr, postcode: "75001" }).ok).toBe(true);
    expect(parse({ ...fr, postcode: "7500" }).ok).toBe(false);
  });

  it("falls back to the rest-of-world pattern for a country without a regex, the postcode optional", () => {
    const ae = { ...valid, countryIso: "AE", townCity: "Dubai" };
    expect(parse({ ...ae, postcode: "" })).toMatchObject({ ok: true, address: { postcode: "" } });
    expect(parse({ ...ae, postcode: "AB-12 34" }).ok).toBe(true);
    expect(parse({ ...ae, postcode: "ABCDEFGHIJKLM" }).ok).toBe(false);
    expect(parse({ ...ae, postcode: "12#4" }).ok).toBe(false);
  });

  it("refuses a country that is not ours and a title that is not on the list", () => {
    expect(parse({ ...valid, countryIso: "ZZ" })).toMatchObject({
      ok: false,
      errors: { countryIso: ADDRESS_MESSAGES.countryIso },
    });
    expect(parse({ ...valid, title: "Lord" })).toMatchObject({
      ok: false,
      errors: { title: ADDRESS_MESSAGES.title },
    });
  });

  it("drops a region for a country without regions and reads the default flag from a checkbox or a boolean", () => {
    expect(parse({ ...valid, regionIso: "Kent", defaultAddress: "on" })).toMatchObject({
      ok: true,
      address: { regionIso: null, defaultAddress: true },
    });
    expect(parse({ ...valid, defaultAddress: false })).toMatchObject({
      ok: true,
      address: { defaultAddress: false },
    });
  });
});

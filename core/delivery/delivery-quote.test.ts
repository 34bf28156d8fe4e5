import { describe, expect, it } from "vitest";
import { quoteDelivery } from "./delivery-quote.ts";
import type {
  DeliveryLine,
  DeliveryModeCode,
  DeliveryQuote,
  DeliveryQuoteInput,
  ModeRefusal,
} from "./delivery-types.ts";

// Thursday 26 November 2026, 10:00 in London (GMT).
const THURSDAY_MORNING = new Date("2026-11-26T10:00:00Z");

function line(entryNumber: number, overrides: Partial<DeliveryLine> = {}): DeliveryLine {
  return {
    entryNumber,
    productCode: `P${entryNumber}`,
    name: "Cotton towel",
    quantity: 1,
    deliveryGroup: "standard",
    internationalDelivery: true,
    restrictedCountries: [],
    ...overrides,
  };
}

function quoteInput(overrides: Partial<DeliveryQuoteInput> = {}): DeliveryQuoteInput {
  return {
    version: "uk",
    currency: "GBP",
    deliveryType: "homeDelivery",
    countryIso: "GB",
    postcode: "SW1A 1AA",
    gifting: false,
    lines: [line(0)],
    linesSubtotal: 3000,
    standardCharge: 495,
    freeThreshold: 5000,
    freeStandardDelivery: false,
    now: THURSDAY_MORNING,
    ...overrides,
  };
}

function refusals(quote: DeliveryQuote): Partial<Record<DeliveryModeCode, ModeRefusal | null>> {
  return Object.fromEntries(quote.modes.map((option) => [option.code, option.refusal]));
}

function charges(quote: DeliveryQuote): Partial<Record<DeliveryModeCode, number>> {
  return Object.fromEntries(quote.modes.map((option) => [option.code, option.charge]));
}

describe("quoteDelivery at home on the uk site", () => {
  it("offers every home mode with its group code, charge, date and cut-off", () => {
    const quote = quoteDelivery(quoteInput());
    expect(quote.deliverable).toBe(true);
    expect(quote.zone).toBeNull();
    expect(quote.defaultMode).toBe("STD");
    expect(quote.modes.map((option) => [option.code, option.groupCode, option.name, option.charge])).toEqual([
      ["STD", null, "Standard delivery", 495],
      ["NEXTDAY", "MP24", "Next day delivery", 695],
      ["NOMINATE", "MPNOM", "Choose your delivery day", 695],
      ["SAT", "MPSAT", "Saturday delivery", 895],
      ["SUN", "MPSUN", "Sunday delivery", 995],
    ]);
    expect(Object.values(refusals(quote))).toEqual([null, null, null, null, null]);
    const nextDay = quote.modes.find((option) => option.code === "NEXTDAY");
    expect(nextDay).toMatchObject({ deliveryDate: "2026-11-27", cutOff: "2026-11-26T20:00:00.000Z" });
    expect(quote.modes.find((option) => option.code === "NOMINATE")?.nominatedDates).toHaveLength(10);
    expect(quote.groups).toEqual([
      { group: "standard", entryNumbers: [0], deliveryDate: "2026-12-01", charge: 0 },
    ]);
  });

  it("makes standard free over the threshold or with a free-delivery promotion", () => {
    expect(charges(quoteDelivery(quoteInput({ linesSubtotal: 5000 }))).STD).toBe(0);
    expect(charges(quoteDelivery(quoteInput({ freeStandardDelivery: true }))).STD).toBe(0);
  });

  it("assumes the version's country before an address is given", () => {
    const quote = quoteDelivery(quoteInput({ countryIso: null, postcode: null }));
    expect(quote.deliverable).toBe(true);
    expect(quote.restrictedPostcode).toBe(false);
  });

  it("dates the parcel by the picked mode, or the nominated day, or standard when the pick is refused", () => {
    const parcelDate = (overrides: Partial<DeliveryQuoteInput>) =>
      quoteDelivery(quoteInput(overrides)).groups[0]?.deliveryDate;
    expect(parcelDate({ mode: "SAT" })).toBe("2026-11-28");
    expect(parcelDate({ mode: "NOMINATE", nominatedDate: "2026-12-05" })).toBe("2026-12-05");
    expect(parcelDate({ mode: "NOMINATE", nominatedDate: "2026-12-06" })).toBe("2026-11-30");
    expect(parcelDate({ mode: "NEXTDAY", gifting: true })).toBe("2026-12-01");
  });
});

describe("quoteDelivery restrictions (spec 001 §5)", () => {
  it("refuses next day, Saturday and Sunday at a restricted postcode, with restrictedPostCode", () => {
    const quote = quoteDelivery(quoteInput({ postcode: "HS1 2AB" }));
    expect(quote.restrictedPostcode).toBe(true);
    expect(refusals(quote)).toEqual({
      STD: null,
      NEXTDAY: "restrictedPostCode",
      NOMINATE: null,
      SAT: "restrictedPostCode",
      SUN: "restrictedPostCode",
    });
  });

  it("cannot send furniture to a restricted postcode", () => {
    const lines = [
      line(0),
      line(1, { deliveryGroup: "furniture" }),
      line(2, { deliveryGroup: "madeToOrder6" }),
    ];
    const quote = quoteDelivery(quoteInput({ postcode: "BFPO 123", lines }));
    expect(quote.undeliverableEntryNumbers).toEqual([1]);
    expect(quote.groups.map((group) => group.group)).toEqual(["standard", "madeToOrder6"]);
  });

  it("refuses next day and Collect+ for a gift order", () => {
    expect(refusals(quoteDelivery(quoteInput({ gifting: true }))).NEXTDAY).toBe("gifting");
    expect(refusals(quoteDelivery(quoteInput({ gifting: true, deliveryType: "collectPlus" })))).toEqual({
      "COLLECT+": "gifting",
    });
  });

  it("sends the parcel standard when the bag splits, and charges the furniture team once", () => {
    const lines = [
      line(0),
      line(1, { deliveryGroup: "furniture" }),
      line(2, { deliveryGroup: "furnitureBackOrder" }),
    ];
    const quote = quoteDelivery(quoteInput({ lines }));
    expect(refusals(quote)).toEqual({
      STD: null,
      NEXTDAY: "splitDelivery",
      NOMINATE: null,
      SAT: "splitDelivery",
      SUN: "splitDelivery",
    });
    expect(quote.groups.map((group) => [group.group, group.deliveryDate, group.charge])).toEqual([
      ["standard", "2026-12-01", 0],
      ["furniture", "2026-12-10", 4900],
      ["furnitureBackOrder", "2027-01-12", 0],
    ]);
  });

  it("refuses Collect+ when the bag splits: the rest of it needs a home address", () => {
    const lines = [line(0), line(1, { deliveryGroup: "madeToOrder9" })];
    expect(refusals(quoteDelivery(quoteInput({ lines, deliveryType: "collectPlus" })))).toEqual({
      "COLLECT+": "splitDelivery",
    });
  });

  it("charges no mode when nothing travels in the parcel", () => {
    const quote = quoteDelivery(quoteInput({ lines: [line(0, { deliveryGroup: "furniture" })] }));
    expect(Object.values(charges(quote))).toEqual([0, 0, 0, 0, 0]);
    expect(quote.groups).toEqual([
      { group: "furniture", entryNumbers: [0], deliveryDate: "2026-12-10", charge: 4900 },
    ]);
  });

  it("gives the first refusal in the order international, restrictedPostCode, splitDelivery, gifting", () => {
    const split = [line(0), line(1, { deliveryGroup: "madeToOrder6" })];
    const nextDayRefusal = (overrides: Partial<DeliveryQuoteInput>) =>
      refusals(quoteDelivery(quoteInput({ gifting: true, lines: split, ...overrides }))).NEXTDAY;
    expect(nextDayRefusal({ countryIso: "JE", postcode: "JE2 3AB" })).toBe("international");
    expect(nextDayRefusal({ postcode: "ZE1 0AA" })).toBe("restrictedPostCode");
    expect(nextDayRefusal({})).toBe("splitDelivery");
    expect(nextDayRefusal({ lines: [line(0)] })).toBe("gifting");
  });
});

describe("quoteDelivery beyond Great Britain", () => {
  it("sends only standard to the Crown dependencies from the uk site, at the home rate", () => {
    const quote = quoteDelivery(quoteInput({ countryIso: "JE", postcode: "JE2 3AB" }));
    expect(quote.deliverable).toBe(true);
    expect(quote.restrictedPostcode).toBe(true);
    expect(charges(quote).STD).toBe(495);
    expect(refusals(quote)).toEqual({
      STD: null,
      NEXTDAY: "international",
      NOMINATE: "international",
      SAT: "international",
      SUN: "international",
    });
  });

  it("cannot deliver abroad from the uk site: every mode refused and every line undeliverable", () => {
    const quote = quoteDelivery(
      quoteInput({ countryIso: "FR", postcode: "75001", lines: [line(0), line(1)] }),
    );
    expect(quote.deliverable).toBe(false);
    expect(quote.undeliverableEntryNumbers).toEqual([0, 1]);
    expect(new Set(Object.values(refusals(quote)))).toEqual(new Set(["international"]));
    expect(quote.groups).toEqual([]);
  });

  it("offers standard only from the rest-of-world site at the zone's rate", () => {
    const row = { version: "row" as const, currency: "EUR", standardCharge: 995, freeThreshold: 15_000 };
    const france = quoteDelivery(quoteInput({ ...row, countryIso: "FR", postcode: "75001" }));
    expect(france.zone).toBe("Europe");
    expect(france.modes.map((option) => [option.code, option.charge, option.refusal])).toEqual([
      ["STD", 1295, null],
    ]);
    expect(france.modes[0]?.deliveryDate).toBe("2026-12-07");
    const japan = quoteDelivery(
      quoteInput({ ...row, currency: "GBP", countryIso: "JP", postcode: "100-0001" }),
    );
    expect(japan.zone).toBe("RestOfWorld");
    expect(charges(japan).STD).toBe(1995);
  });

  it("keeps lines that may not go abroad out of the deliveries", () => {
    const lines = [line(0), line(1, { internationalDelivery: false })];
    const quote = quoteDelivery(
      quoteInput({ version: "row", currency: "EUR", countryIso: "DE", postcode: "10115", lines }),
    );
    expect(quote.undeliverableEntryNumbers).toEqual([1]);
    expect(quote.groups).toEqual([expect.objectContaining({ entryNumbers: [0] })]);
  });

  it("refuses Collect+ outside the uk site", () => {
    const quote = quoteDelivery(
      quoteInput({ version: "row", currency: "EUR", countryIso: "FR", deliveryType: "collectPlus" }),
    );
    expect(quote.defaultMode).toBe("COLLECT+");
    expect(refusals(quote)).toEqual({ "COLLECT+": "international" });
  });

  it("offers standard and express shipping on the us site", () => {
    const quote = quoteDelivery(
      quoteInput({
        version: "us",
        currency: "USD",
        countryIso: "US",
        postcode: "10001",
        standardCharge: 800,
        freeThreshold: 7500,
      }),
    );
    expect(quote.modes.map((option) => [option.code, option.name, option.charge, option.refusal])).toEqual([
      ["STD", "Standard shipping", 800, null],
      ["NEXTDAY", "Express shipping", 2500, null],
    ]);
  });
});

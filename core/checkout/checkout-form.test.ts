import { describe, expect, it } from "vitest";
import { addressRuleFor, addressRuleSettings } from "../accounts/address-rules.ts";
import type { SiteConfig } from "../site/site-config.ts";
import {
  billingSameSchema,
  checkoutIntentOf,
  collectionPointSchema,
  deliveryModeSchema,
  deliveryTypeSchema,
  guestEmailSchema,
  parsePersonAndAddress,
} from "./checkout-form.ts";

const settings = addressRuleSettings({
  seahorse: true,
  checkout: { mandatoryCountries: { postcodes: "GB,US", states: "US" } },
  validation: { ROW: [] },
} as unknown as SiteConfig);
const countries = [
  {
    isocode: "GB",
    name: "United Kingdom",
    postCodeRegex: "^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$",
  },
  { isocode: "US", name: "United States", postCodeRegex: "^[0-9]{5}(-[0-9]{4})?$" },
];
const ruleFor = (iso: string) => addressRuleFor(iso, settings, countries);

const person = { title: "Ms", firstName: "Ada", lastName: "Lovelace", phoneNumber: "01225 123456" };

describe("checkout forms", () => {
  it("reads the intent, and nothing that is not one", () => {
    expect(checkoutIntentOf({ intent: "delivery-mode" })).toBe("delivery-mode");
    expect(checkoutIntentOf({ intent: "place-order" })).toBeNull();
    expect(checkoutIntentOf({})).toBeNull();
  });

  it("takes a mode without the Continue button (the totals follow the pick) and with it", () => {
    expect(
      deliveryModeSchema.parse({ intent: "delivery-mode", deliveryMode: "NEXTDAY", nominatedDate: "" }),
    ).toEqual({
      intent: "delivery-mode",
      deliveryMode: "NEXTDAY",
      nominatedDate: undefined,
      confirm: false,
    });
    const confirmed = deliveryModeSchema.parse({
      intent: "delivery-mode",
      deliveryMode: "NOMINATE",
      nominatedDate: "2026-12-03",
      confirm: "on",
    });
    expect(confirmed.confirm).toBe(true);
    expect(confirmed.nominatedDate).toBe("2026-12-03");
  });

  it("refuses an unknown mode, a malformed date and an unknown delivery type", () => {
    expect(deliveryModeSchema.safeParse({ intent: "delivery-mode", deliveryMode: "DRONE" }).success).toBe(
      false,
    );
    expect(
      deliveryModeSchema.safeParse({
        intent: "delivery-mode",
        deliveryMode: "NOMINATE",
        nominatedDate: "3/12",
      }).success,
    ).toBe(false);
    expect(deliveryTypeSchema.safeParse({ intent: "delivery-type", deliveryType: "drone" }).success).toBe(
      false,
    );
  });

  it("checks the guest's e-mail", () => {
    expect(guestEmailSchema.safeParse({ intent: "guest-email", email: " ada@example.com " }).success).toBe(
      true,
    );
    expect(guestEmailSchema.safeParse({ intent: "guest-email", email: "ada@" }).success).toBe(false);
  });

  it("reads billing's box as ticked only when it was", () => {
    expect(billingSameSchema.parse({ intent: "billing", sameAsDelivery: "on" }).sameAsDelivery).toBe(true);
    expect(billingSameSchema.parse({ intent: "billing" }).sameAsDelivery).toBe(false);
  });

  it("needs a point and the collector's name and phone for Collect+", () => {
    expect(
      collectionPointSchema.safeParse({ intent: "collection-point", pointId: "CP-BATH-01", ...person })
        .success,
    ).toBe(true);
    const missing = collectionPointSchema.safeParse({ intent: "collection-point", ...person });
    expect(missing.success).toBe(false);
  });

  it("splits a good address into the person and the address, with the country's postcode rule", () => {
    const parsed = parsePersonAndAddress(
      { ...person, line1: "45 Milsom Street", townCity: "Bath", postcode: "ba1 1da", countryIso: "GB" },
      ruleFor,
    );
    expect(parsed).toEqual({
      ok: true,
      personal: person,
      address: {
        line1: "45 Milsom Street",
        line2: null,
        townCity: "Bath",
        postcode: "BA1 1DA",
        countryIso: "GB",
        regionIso: null,
        savedAddressId: null,
      },
    });
  });

  it("names every wrong field at once: a UK postcode for a US address, and no state", () => {
    const parsed = parsePersonAndAddress(
      { ...person, line1: "350 Fifth Avenue", townCity: "New York", postcode: "BA1 1DA", countryIso: "US" },
      ruleFor,
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(["postcode", "regionIso"]);
  });
});

import { describe, expect, it } from "vitest";
import type { DeliveryPriceList } from "../delivery/delivery-price-list.ts";
import { type ContentPrices, fillPrices, fillPricesInData, pricePlaceholdersIn } from "./content-prices.ts";

const UK: DeliveryPriceList = {
  standard: 495,
  nextDay: 695,
  nominatedDay: 695,
  saturday: 895,
  sunday: 995,
  collectPlus: 395,
  europe: null,
  restOfWorld: null,
  freeDeliveryThreshold: 5000,
  furniture: 4900,
};
const uk: ContentPrices = { prices: UK, currency: "GBP", locale: "en-GB" };

describe("fillPrices", () => {
  it("writes each price in the currency and the locale, whole amounts without decimals", () => {
    expect(fillPrices("Next day costs {price:nextDay}; free over {price:freeDeliveryThreshold}.", uk)).toBe(
      "Next day costs £6.95; free over £50.",
    );
    expect(
      fillPrices("Express shipping costs {price:nextDay}.", {
        prices: { ...UK, nextDay: 2500 },
        currency: "USD",
        locale: "en-US",
      }),
    ).toBe("Express shipping costs $25.");
    expect(
      fillPrices("Europe {price:europe}.", {
        prices: { ...UK, europe: 1295 },
        currency: "EUR",
        locale: "en-GB",
      }),
    ).toBe("Europe €12.95.");
  });

  it("leaves out a sentence quoting a price not sold in the currency, and answers null when none is left", () => {
    const gbpOnRow = { ...uk, prices: { ...UK, freeDeliveryThreshold: null } };
    expect(
      fillPrices("Standard costs {price:standard}. It is free over {price:freeDeliveryThreshold}.", gbpOnRow),
    ).toBe("Standard costs £4.95.");
    expect(fillPrices("Free delivery over {price:freeDeliveryThreshold}", gbpOnRow)).toBeNull();
    expect(fillPrices("Costs {price:postage}.", uk)).toBeNull();
  });

  it("leaves text without placeholders as it is", () => {
    expect(fillPrices("We deliver to more than 150 countries.", uk)).toBe(
      "We deliver to more than 150 countries.",
    );
  });
});

describe("fillPricesInData", () => {
  it("fills a component at any depth and leaves out a paragraph with nothing left to say", () => {
    const noEurope = { ...uk };
    expect(
      fillPricesInData(
        {
          heading: "Delivery from {price:standard}",
          paragraphs: ["Standard costs {price:standard}.", "Europe costs {price:europe}."],
          link: { linkName: "Next day {price:nextDay}", url: "/help/delivery" },
          position: 2,
        },
        noEurope,
      ),
    ).toEqual({
      heading: "Delivery from £4.95",
      paragraphs: ["Standard costs £4.95."],
      link: { linkName: "Next day £6.95", url: "/help/delivery" },
      position: 2,
    });
  });

  it("drops the component when a text outside a list has nothing left", () => {
    expect(fillPricesInData({ linkName: "Europe from {price:europe}" }, uk)).toBeNull();
  });
});

describe("pricePlaceholdersIn", () => {
  it("names every placeholder, known or not", () => {
    expect(pricePlaceholdersIn("{price:nextDay} and {price:postage}")).toEqual(["nextDay", "postage"]);
  });
});

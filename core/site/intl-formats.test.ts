import { afterEach, describe, expect, it } from "vitest";
import { dateTimeFormat, keepLabelsIn, numberFormat } from "./intl-formats.ts";

describe("Intl formats", () => {
  it("builds one formatter per locale and option set, and formats as Intl does", () => {
    const gbp = numberFormat("en-GB", { style: "currency", currency: "GBP" });
    expect(numberFormat("en-GB", { style: "currency", currency: "GBP" })).toBe(gbp);
    expect(numberFormat("en-GB", { style: "currency", currency: "USD" })).not.toBe(gbp);
    expect(numberFormat("en-US", { style: "currency", currency: "GBP" })).not.toBe(gbp);
    expect(gbp.format(12.5)).toBe("£12.50");
    expect(numberFormat("en-GB").format(12406)).toBe("12,406");
  });

  it("keeps number and date formatters apart", () => {
    const day = dateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(day.format(new Date("2026-11-22T00:00:00Z"))).toBe("22 November 2026");
    expect(
      dateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date("2026-11-22T00:00:00Z"),
      ),
    ).toBe("November 22, 2026");
  });
});

describe("labels kept in a book (decision 067)", () => {
  const noted: string[] = [];
  const written: Record<string, Record<string, string>> = {};
  const book = {
    find: (formatKey: string, value: string) => written[formatKey]?.[value],
    note: (formatKey: string, value: string, label: string) => {
      noted.push(`${formatKey} ${value} ${label}`);
    },
  };
  afterEach(() => {
    keepLabelsIn(null);
    noted.length = 0;
  });

  it("notes each label written, by its formatter and the value", () => {
    keepLabelsIn(book);
    numberFormat("en-GB", { style: "currency", currency: "GBP" }).format(7.5);
    dateTimeFormat("en-US", { day: "numeric", month: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2026, 2, 3)),
    );
    expect(noted).toEqual([
      'n|en-GB|{"style":"currency","currency":"GBP"} 7.5 £7.50',
      `d|en-US|{"day":"numeric","month":"long","timeZone":"UTC"} ${Date.UTC(2026, 2, 3)} March 3`,
    ]);
  });

  it("writes a label the book has as it was written, without formatting it again", () => {
    written['n|en-GB|{"style":"currency","currency":"EUR"}'] = { "12": "€12.00 (as the server wrote it)" };
    keepLabelsIn(book);
    const euros = numberFormat("en-GB", { style: "currency", currency: "EUR" });
    expect(euros.format(12)).toBe("€12.00 (as the server wrote it)");
    expect(euros.format(13)).toBe("€13.00");
    expect(noted).toEqual(['n|en-GB|{"style":"currency","currency":"EUR"} 13 €13.00']);
  });

  it("leaves parts and options to the formatter itself", () => {
    keepLabelsIn(book);
    const pounds = numberFormat("en-GB", { style: "currency", currency: "GBP" });
    expect(pounds.formatToParts(0).find((part) => part.type === "currency")?.value).toBe("£");
    expect(pounds.resolvedOptions().maximumFractionDigits).toBe(2);
    expect(noted).toEqual([]);
  });
});

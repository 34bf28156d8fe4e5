import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formats.ts";

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

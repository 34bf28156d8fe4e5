import { describe, expect, it } from "vitest";
import { taxAddedToTotal, taxSummaryLine } from "./tax-summary.ts";

describe("the tax line of the order summary", () => {
  it("shows US sales tax as its own line, added to the total", () => {
    const line = taxSummaryLine("us", { ok: true, taxRegion: "NY", totalTax: 1109, rate: 0.08875 }, "USD");
    expect(line).toEqual({
      kind: "salesTax",
      amount: { amount: 1109, currency: "USD" },
      taxRegion: "NY",
      rate: 0.08875,
    });
    expect(taxAddedToTotal(line)).toBe(1109);
  });

  it("waits for an address on us, and shows the address error when it cannot be taxed", () => {
    expect(taxSummaryLine("us", null, "USD")).toEqual({ kind: "pending" });
    const line = taxSummaryLine(
      "us",
      { ok: false, error: "WrongAddressError", taxRegion: "ADDRESS_VALIDATION_ERROR" },
      "USD",
    );
    expect(line).toMatchObject({ kind: "addressError", code: "WrongAddressError" });
    expect(taxAddedToTotal(line)).toBe(0);
  });

  it.each(["uk", "row"] as const)("says tax is included in the prices on %s and adds nothing", (version) => {
    const line = taxSummaryLine(version, { ok: true, taxRegion: "", totalTax: 0, rate: 0 }, "GBP");
    expect(line).toEqual({ kind: "included" });
    expect(taxAddedToTotal(line)).toBe(0);
  });
});

import type { Money } from "../money/money.ts";
import type { Version } from "../site/versions.ts";
import { ADDRESS_ERROR_MESSAGES, type AddressErrorCode } from "./address-errors.ts";
import type { TaxQuote } from "./tax-provider.ts";

// On /us/ sales tax is its own line of the order summary, added to the total; on uk and row
// prices include tax (VAT), so the summary says so and adds nothing.

type TaxSummaryLine =
  /** us, address taxed: the amount, added to the order total. */
  | { kind: "salesTax"; amount: Money; taxRegion: string; rate: number }
  /** us before a delivery address is known: the tax is worked out once it is. */
  | { kind: "pending" }
  /** us, the address could not be taxed: the address-error wording instead of an amount. */
  | { kind: "addressError"; code: AddressErrorCode; message: string }
  /** uk and row: tax is in the prices. */
  | { kind: "included" };

export function taxSummaryLine(version: Version, quote: TaxQuote | null, currency: string): TaxSummaryLine {
  if (version !== "us") return { kind: "included" };
  if (!quote) return { kind: "pending" };
  if (!quote.ok)
    return { kind: "addressError", code: quote.error, message: ADDRESS_ERROR_MESSAGES[quote.error] };
  return {
    kind: "salesTax",
    amount: { amount: quote.totalTax, currency },
    taxRegion: quote.taxRegion,
    rate: quote.rate,
  };
}

/** What the tax adds to the order total: the sales tax on us, nothing where prices include it. */
export function taxAddedToTotal(line: TaxSummaryLine): number {
  return line.kind === "salesTax" ? line.amount.amount : 0;
}

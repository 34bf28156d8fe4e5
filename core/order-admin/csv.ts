// CSV for the back office's exports (RFC 4180), safe to open in a spreadsheet: a cell a spreadsheet would read as
// a formula (starting with = + - @, a tab or a carriage return) is prefixed with a single quote, as OWASP's
// "CSV injection" guidance says, so a customer's name can never run as a formula on a member of staff's machine.
// A cell that starts with a quote of its own gets one too, so one leading quote is always ours: a reader takes it off
// and has the cell as it was.

const FORMULA_START = /^[=+\-@\t\r']/;

/** One cell: guarded against formulas, then quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  // Numbers we wrote ourselves (amounts, counts) are data, not text a shopper typed: a negative amount stays a number.
  if (typeof value === "number") return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One record, ended with CRLF as RFC 4180 writes it. */
export function csvRow(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

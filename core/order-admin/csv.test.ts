import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.ts";

/** A minimal RFC 4180 reader, to check that whatever is written reads back as one record of the same cells. */
function readRow(text: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") break;
    else cell += char;
  }
  cells.push(cell);
  return cells;
}

describe("CSV cells", () => {
  it("prefixes a quote to anything a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}HYPERLINK("http://evil")`).replace(/^"/, "").startsWith("'")).toBe(true);
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell("O'Brien")).toBe("O'Brien");
    // A quote of the cell's own at the start is doubled, so a reader can always take one leading quote off.
    expect(csvCell("'-")).toBe("''-");
  });

  it("quotes commas, quotes and line breaks, and leaves our own numbers alone", () => {
    expect(csvCell('Ada "Countess", Lovelace')).toBe('"Ada ""Countess"", Lovelace"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("\rcarriage")).toBe('"\'\rcarriage"');
    expect(csvCell(-12)).toBe("-12");
    expect(csvCell(null)).toBe("");
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });

  it("reads back as the same cells, none starting a formula", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), (cells) => {
        const back = readRow(csvRow(cells));
        expect(back).toHaveLength(cells.length);
        back.forEach((cell, i) => {
          expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
          expect(cell.replace(/^'(?=[=+\-@\t\r'])/, "")).toBe(cells[i]);
        });
      }),
    );
  });
});

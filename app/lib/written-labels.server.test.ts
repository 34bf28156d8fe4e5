import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { numberFormat } from "../../core/site/intl-formats.ts";
import { noteLabelsWritten, writtenLabelsBeforeBodyEnd } from "./written-labels.server.ts";

const page = (chunks: string[], labels: Record<string, Record<string, string>>) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(writtenLabelsBeforeBodyEnd(labels)));

describe("labels the server's render wrote (decision 067)", () => {
  it("notes what a render writes, and nothing written outside one", async () => {
    const labels = {};
    const pounds = numberFormat("en-GB", { style: "currency", currency: "GBP" });
    pounds.format(1);
    await noteLabelsWritten(labels, async () => {
      await Promise.resolve();
      pounds.format(20.5);
    });
    expect(labels).toEqual({ 'n|en-GB|{"style":"currency","currency":"GBP"}': { "20.5": "£20.50" } });
  });

  it("keeps each render's labels apart", async () => {
    const first = {};
    const second = {};
    const dollars = numberFormat("en-US", { style: "currency", currency: "USD" });
    await Promise.all([
      noteLabelsWritten(first, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        dollars.format(1);
      }),
      noteLabelsWritten(second, async () => dollars.format(2)),
    ]);
    expect(Object.values(first)).toEqual([{ "1": "$1.00" }]);
    expect(Object.values(second)).toEqual([{ "2": "$2.00" }]);
  });

  it("puts them in a data block just before </body>, even when </body> is split between chunks", async () => {
    const labels = { "n|en-GB|{}": { "3": "3<" } };
    const block =
      '<script type="application/json" id="written-labels">{"n|en-GB|{}":{"3":"3\\u003c"}}</script>';
    expect(await page(["<html><body><p>Hi</p></bo", "dy></html>"], labels)).toBe(
      `<html><body><p>Hi</p>${block}</body></html>`,
    );
    expect(await page(["<html><body><p>Hi</p></body></html>"], labels)).toBe(
      `<html><body><p>Hi</p>${block}</body></html>`,
    );
  });

  it("adds nothing when the render wrote no label", async () => {
    expect(await page(["<html><body></body>", "</html>"], {})).toBe("<html><body></body></html>");
  });
});

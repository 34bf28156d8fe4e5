import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./module-preload-priority.ts";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const source = Readable.from(
    chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk)),
  );
  return text(source.pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("lowers the priority of every module preload and leaves other markup alone", async () => {
    const html =
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/><p>x</p><link rel="modulepreload" href="/b.js"/>';
    expect(await through([html])).toBe(
      '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/><p>x</p><link rel="modulepreload" fetchpriority="low" href="/b.js"/>',
    );
  });

  it("finds a tag split across chunks at any point", async () => {
    const html = '<p>before</p><link rel="modulepreload" href="/a.js"/><p>after</p>';
    const expected = '<p>before</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/><p>after</p>';
    for (let cut = 1; cut < html.length; cut++) {
      expect(await through([html.slice(0, cut), html.slice(cut)])).toBe(expected);
    }
  });

  it("keeps a character whose bytes are split between chunks", async () => {
    const bytes = Buffer.from("<p>Caf\u00e9 £5</p>");
    const cut = bytes.indexOf(0xc3) + 1;
    expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe("<p>Caf\u00e9 £5</p>");
  });
});

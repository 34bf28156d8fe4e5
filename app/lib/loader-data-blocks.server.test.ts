import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { loaderDataAsDataBlocks } from "./loader-data-blocks.server.ts";
import { rewritingMarkup } from "./markup-rewrite.server.ts";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.ts";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const source = Readable.from(
    chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk)),
  );
  return text(source.pipe(rewritingMarkup(loaderDataAsDataBlocks())));
}

// React Router's StreamTransfer: JSON.stringify of the chunk, then its escapeHtml (`&`, `<`, `>`, U+2028, U+2029).
const escapeHtml = (html: string) =>
  html.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const enqueueScript = (chunk: string) =>
  `<script nonce="n">window.__reactRouterContext.streamController.enqueue(${escapeHtml(JSON.stringify(chunk))});</script>`;

// A turbo-stream line whose strings hold what a page's data can: markup, quotes, a JSON text (decision 069), accents.
const turboStream = `${JSON.stringify([
  { _1: 2 },
  "loaderData",
  '{"description":"Soft & warm <b>cotton</b></script><!-- \\"x\\" -->","price":"£25 \u2028"}',
  "Caf\u00e9",
])}\n`;

/** Turbo-stream lines (`[…]`, or `P1:[…]` for a promise) as the router reads them: each line's JSON parsed. */
const lines = (stream: string) =>
  stream
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const [, prefix = "", json = ""] = /^([A-Z]\d+:)?(.*)$/s.exec(line) ?? [];
      return [prefix, JSON.parse(json)];
    });

/** What the router receives from each block: its text as the parser leaves it (no entity decoding), read as lines. */
const streamed = (html: string) =>
  [...html.matchAll(/<script type="text\/plain"[^>]*>([^<]*)<\/script>/g)].map((m) => lines(m[1] ?? ""));

describe("loaderDataAsDataBlocks", () => {
  it("turns each data script into a block the browser does not run and a short script that passes it on", async () => {
    const html = await through([`<body><p>Caf\u00e9</p>${enqueueScript(turboStream)}</body>`]);
    expect(html).not.toContain('streamController.enqueue("');
    expect(html).toContain(
      '<script nonce="n">window.__reactRouterContext.streamController.enqueue(document.currentScript.previousElementSibling.textContent)</script>',
    );
    expect(html).toContain("<p>Caf\u00e9</p>");
    expect(streamed(html)).toEqual([lines(turboStream)]);
  });

  it("keeps the markup's closing tags and comments out of the block", async () => {
    const html = await through([enqueueScript(turboStream)]);
    const block = /<script type="text\/plain" nonce="n">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(block).not.toContain("<");
    expect(block).toContain("\\u003c/script>");
  });

  it("rewrites a data script split across chunks, even mid-character, and one streamed later", async () => {
    const page = Buffer.from(
      `<main>£</main>${enqueueScript(turboStream)}<p>é</p>${enqueueScript('P1:["later"]\n')}`,
    );
    const chunks: Buffer[] = [];
    for (let at = 0; at < page.length; at += 7) chunks.push(page.subarray(at, at + 7));
    const html = await through(chunks);
    expect(html).toContain("<main>£</main>");
    expect(html).toContain("<p>é</p>");
    expect(streamed(html)).toEqual([lines(turboStream), lines('P1:["later"]\n')]);
  });

  it("leaves every other script as it is", async () => {
    const other = '<script nonce="n">window.__reactRouterContext.streamController.close();</script>';
    const module = '<script type="module">import "/a.js";</script>';
    expect(await through([other, module])).toBe(other + module);
  });

  it("gives the same page in one pass with the scripts' rewrite, however the stream is cut", async () => {
    const page = Buffer.from(
      [
        '<html><head><link rel="modulepreload" href="/assets/entry.js" nonce="n"/></head><body><p>Caf\u00e9 £5</p>',
        '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>',
        enqueueScript(turboStream),
        '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>',
      ].join(""),
    );
    const both = (chunks: Buffer[]) =>
      text(Readable.from(chunks).pipe(rewritingMarkup(scriptsAfterFirstPaint(), loaderDataAsDataBlocks())));
    const whole = await both([page]);
    expect(whole).not.toContain('<link rel="modulepreload"');
    expect(streamed(whole)).toEqual([lines(turboStream)]);
    for (const size of [1, 3, 7, 64]) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < page.length; at += size) pieces.push(page.subarray(at, at + size));
      expect(await both(pieces)).toBe(whole);
    }
  });
});

import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { rewritingMarkup } from "./markup-rewrite.server.ts";
import { moduleScriptAfterFirstPaint, scriptsAfterFirstPaint } from "./scripts-after-first-paint.ts";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const source = Readable.from(
    chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk)),
  );
  return text(source.pipe(rewritingMarkup(scriptsAfterFirstPaint())));
}

// The shape of what React Router's <Scripts> renders.
const moduleBody = [
  'import "/assets/manifest.js";',
  'import * as route0 from "/assets/root.js";',
  'import * as route1 from "/assets/listing.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"listing":route1};',
  "",
  'import("/assets/entry.client.js");',
].join("\n");
const page = [
  '<html><head><link rel="stylesheet" href="/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/chunk.js" nonce="n"/></head>',
  "<body><p>Caf\u00e9 £5</p>",
  '<script nonce="n">window.__reactRouterContext = {};</script>',
  `<script nonce="n" type="module" async="">${moduleBody}</script></body></html>`,
].join("");

describe("scriptsAfterFirstPaint", () => {
  it("takes the module preloads out of the head and leaves other markup alone", async () => {
    const html = await through([page]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/app.css"/></head>');
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(html).toContain("<p>Caf\u00e9 £5</p>");
  });

  it("has the module script wait for the first frame, then preload and import the same modules", async () => {
    const html = await through([page]);
    const script = html.slice(html.indexOf('type="module" async="">') + 23, html.lastIndexOf("</script>"));
    expect(script).toBe(
      moduleScriptAfterFirstPaint(moduleBody, ["/assets/entry.client.js", "/assets/chunk.js"]),
    );
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("import("));
    expect(script).toContain(
      '["/assets/manifest.js","/assets/root.js","/assets/listing.js","/assets/entry.client.js","/assets/chunk.js"]',
    );
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest.js"), import("/assets/root.js"), import("/assets/listing.js")]);',
    );
    // One preload per task: each starts a fetch, which costs the main thread a few milliseconds.
    expect(script).toContain("document.head.append(link); await (globalThis.scheduler?.yield?.() ??");
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"listing":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client.js");')).toBe(true);
    expect(script).not.toMatch(/^\s*import\s/m);
  });

  it("gives the same page however the stream is cut", async () => {
    const whole = await through([page]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
  });

  it("gives the same page cut into many pieces, with scripts before and after the module script", async () => {
    const structured = '<script type="application/ld+json">{"name":"Caf\u00e9 <b> £5"}</script>';
    const data = '<script nonce="n">enqueue("Caf\u00e9 £5 \u{1F6CF}");</script>';
    const longer = page.replace("<body>", `<body>${structured}`).replace("</body>", `${data}${data}</body>`);
    const whole = await through([longer]);
    expect(whole).toContain(structured);
    expect(whole.endsWith(`${data}${data}</body></html>`)).toBe(true);
    const bytes = Buffer.from(longer);
    for (let size = 1; size <= 80; size++) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
      expect(await through(pieces)).toBe(whole);
    }
  });

  it("evaluates the entry's own imports a task each, before the route modules", async () => {
    const html = await text(
      Readable.from([Buffer.from(page)]).pipe(
        rewritingMarkup(scriptsAfterFirstPaint(["/assets/runtime.js", "/assets/chunk.js"])),
      ),
    );
    const script = html.slice(html.indexOf('type="module" async="">') + 23, html.lastIndexOf("</script>"));
    const evaluate =
      'for (const href of ["/assets/runtime.js","/assets/chunk.js"]) { await import(href); await (globalThis.scheduler?.yield?.() ??';
    expect(script).toContain(evaluate);
    expect(script.indexOf(evaluate)).toBeGreaterThan(script.indexOf("modulepreload"));
    expect(script.indexOf(evaluate)).toBeLessThan(script.indexOf("await Promise.all([import("));
  });

  it("leaves a module script of another shape as it is", () => {
    const body = 'import { a } from "/a.js";\na();';
    expect(moduleScriptAfterFirstPaint(body, [])).toBe(body);
    expect(moduleScriptAfterFirstPaint("console.log(1);", [])).toBe("console.log(1);");
  });
});

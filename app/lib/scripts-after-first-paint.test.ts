import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { moduleScriptAfterFirstPaint, scriptsAfterFirstPaint } from "./scripts-after-first-paint.ts";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const source = Readable.from(
    chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk)),
  );
  return text(source.pipe(scriptsAfterFirstPaint()));
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

  it("has the module script wait for the first frame, then load the same modules as one graph", async () => {
    const html = await through([page]);
    const script = html.slice(html.indexOf('type="module" async="">') + 23, html.lastIndexOf("</script>"));
    expect(script).toBe(
      moduleScriptAfterFirstPaint(moduleBody, ["/assets/entry.client.js", "/assets/chunk.js"], "n"),
    );
    expect(script).not.toMatch(/^\s*import\s/m);
    // Nothing starts before the first frame.
    const painted = script.indexOf("requestAnimationFrame");
    expect(painted).toBeGreaterThanOrEqual(0);
    expect(painted).toBeLessThan(script.indexOf("modulepreload"));
    expect(painted).toBeLessThan(script.indexOf("document.body.append(boot)"));
    // The client entry, imported last, is preloaded; everything else is fetched as one module graph
    // by a script carrying the page's nonce.
    expect(script).toContain('for (const href of ["/assets/entry.client.js"])');
    expect(script).toContain('boot.nonce = "n";');
    const boot = JSON.parse(
      /boot\.textContent = (".*?"); document\.body\.append\(boot\);/.exec(script)?.[1] ?? '""',
    );
    expect(boot.split("\n").slice(0, 4)).toEqual([
      'import "/assets/manifest.js";',
      'import * as route0 from "/assets/root.js";',
      'import * as route1 from "/assets/listing.js";',
      'import "/assets/chunk.js";',
    ]);
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"listing":route1};');
    expect(boot.trimEnd().endsWith('import("/assets/entry.client.js");')).toBe(true);
  });

  it("keeps the module graph's text from closing its script", () => {
    const body = 'import "/a.js";\nwindow.x = "</script>";';
    expect(moduleScriptAfterFirstPaint(body, [], "n")).not.toContain("</script>");
  });

  it("gives the same page however the stream is cut", async () => {
    const whole = await through([page]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
  });

  it("leaves a module script of another shape as it is", () => {
    const body = 'import { a } from "/a.js";\na();';
    expect(moduleScriptAfterFirstPaint(body, [])).toBe(body);
    expect(moduleScriptAfterFirstPaint("console.log(1);", [])).toBe("console.log(1);");
  });
});

// `node scripts/screenshots.ts [--no-js] [--full] http://127.0.0.1:3000 /uk/ /uk/no-such …`: screenshots at 320, 375
// and 1280 px into build/screenshots/, to look at pages as a shopper would, with or without JavaScript. Says which
// pages scroll sideways at a width (they must not).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values, positionals } = parseArgs({
  options: { "no-js": { type: "boolean", default: false }, full: { type: "boolean", default: false } },
  allowPositionals: true,
});
const [origin = "http://127.0.0.1:3000", ...paths] = positionals;
const out = join(import.meta.dirname, "../build/screenshots");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const sideways: string[] = [];
for (const width of [320, 375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 1024 ? 812 : 800 },
    isMobile: width < 1024,
    javaScriptEnabled: !values["no-js"],
  });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/uk/"]) {
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) sideways.push(`${path} at ${width} px: ${overflow} px`);
    // A full capture paints the whole page at once; a page leaves what is far below the screen (a listing's later
    // cards, decision 079) to be laid out as the shopper nears it, which such a capture would show empty.
    if (values.full) await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    const suffix = `${width}${values["no-js"] ? "-nojs" : ""}`;
    const file = join(out, `${path.replace(/[^\w]+/g, "_")}-${suffix}.png`);
    await page.screenshot({ path: file, fullPage: values.full });
    console.log(file);
  }
  await context.close();
}
await browser.close();
console.log(sideways.length ? `scrolls sideways:\n${sideways.join("\n")}` : "no page scrolls sideways");

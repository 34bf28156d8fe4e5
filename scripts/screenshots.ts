// `node scripts/screenshots.ts http://127.0.0.1:3000 /uk/ /uk/no-such …`: full-page screenshots at
// 375 px and 1280 px into build/screenshots/, to look at pages as a shopper would.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const [origin = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const out = join(import.meta.dirname, "../build/screenshots");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const width of [375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 800 },
    isMobile: width === 375,
  });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/uk/"]) {
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
    const file = join(out, `${path.replace(/[^\w]+/g, "_")}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();

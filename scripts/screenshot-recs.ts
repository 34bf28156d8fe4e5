// Temporary: screenshots of the not-found page, the empty bag and a listing card's find-in-store at three widths.
import { chromium } from "@playwright/test";

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 4103}`;
const listing = process.argv[2] ?? "/uk/Bathroom/c/Towels";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [320, 375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(`${base}/uk/no-such-page`);
  await page.waitForLoadState("networkidle");
  await page.locator(".recommendations").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/recs-notfound-${width}.png`, fullPage: true });
  await page.goto(`${base}/uk/bag`);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `/tmp/recs-bag-${width}.png`, fullPage: true });
  await page.goto(`${base}${listing}`);
  await page.waitForLoadState("networkidle");
  const card = page.locator(".product-card").first();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/recs-card-${width}.png` });
  await card.getByRole("link", { name: /Find in store/ }).click();
  await page.getByRole("dialog").waitFor();
  await page.screenshot({ path: `/tmp/recs-find-${width}.png` });
  const sizes = page.getByRole("dialog").getByRole("button", { disabled: false });
  if ((await sizes.count()) > 1) {
    await sizes.nth(1).click();
    await page.getByRole("dialog", { name: "Find in store" }).getByRole("textbox").waitFor();
    await page.screenshot({ path: `/tmp/recs-find2-${width}.png` });
  }
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(width, "sideways scroll on listing:", scroll);
  await context.close();
}
await browser.close();

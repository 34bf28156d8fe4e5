import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4101";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const which = process.argv[2] ?? "all";
for (const width of [320, 375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 1000 ? 800 : 900 } });
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log(width, "console", m.text()); });
  await page.goto(`${base}/uk/our-stores?location=Leeds&range=600`);
  await page.waitForLoadState("networkidle");
  console.log(width, "map script before opening:", requests.some((u) => u.includes("store-map-view")));
  if (width < 1024) await page.getByRole("button", { name: "Show map" }).click();
  await page.locator(".leaflet-marker-icon").first().waitFor();
  await page.waitForTimeout(800);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(width, "sideways overflow", scroll);
  await page.screenshot({ path: `/tmp/h-map-shots/finder-${width}.png`, fullPage: false });
  await page.getByRole("button", { name: "Leeds", exact: true }).press("Enter");
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/h-map-shots/finder-selected-${width}.png`, fullPage: false });
  await page.goto(`${base}/uk/our-stores/leeds`);
  await page.screenshot({ path: `/tmp/h-map-shots/store-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();

import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 }, isMobile: width === 375 });
  await page.goto("http://127.0.0.1:3105/uk/Bathrobes/p/P10000068", { waitUntil: "networkidle" });
  await page.getByRole("radio", { name: "S", exact: true }).check();
  await page.getByRole("button", { name: "Find in store" }).click();
  const dialog = page.getByRole("dialog", { name: "Find in store" });
  await dialog.getByRole("textbox").fill("Bath");
  await dialog.getByRole("button", { name: "Search" }).click();
  await dialog.getByRole("article").first().waitFor();
  await dialog.getByText("Opening hours").first().click();
  await page.screenshot({ path: `/tmp/d1/find-${width}.png` });
  await page.close();
}
await browser.close();

import { chromium } from "@playwright/test";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
page.on("response", async (r) => {
  if (r.request().method() !== "GET" || r.url().includes("universal"))
    console.log(r.request().method(), r.url(), r.status(), (await r.text().catch(() => "")).slice(0, 300));
});
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
await page.goto("http://127.0.0.1:3300" + process.argv[2]);
await page.waitForFunction(() => "__reactRouterDataRouter" in window);
await page.waitForLoadState("networkidle");
if (process.argv[3]) await page.getByRole("radio", { name: process.argv[3] }).check();
await page.getByRole("button", { name: "Add to bag" }).click();
await page.waitForTimeout(3000);
console.log(await page.getByRole("dialog").count());
await browser.close();

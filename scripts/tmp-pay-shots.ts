import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3200";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto("/uk/");
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
  await page.request.post("/uk/cart/entries", { headers: { "x-csrf-token": token }, data: { productSku: "P100000030101", quantity: 1 } });
  for (const form of [
    { intent: "guest-email", email: "shots@example.com" },
    { intent: "delivery-type", deliveryType: "homeDelivery" },
    { intent: "home-details", title: "Ms", firstName: "Ada", lastName: "Lovelace", phoneNumber: "01225 123456", line1: "12 Milsom Street", townCity: "Bath", postcode: "BA1 1DN", countryIso: "GB" },
    { intent: "delivery-mode", deliveryMode: "NEXTDAY", confirm: "on" },
    { intent: "billing", sameAsDelivery: "on" },
  ]) await page.request.post("/uk/checkout/secure", { form: { ...form, CSRFToken: token }, maxRedirects: 0 });
  await page.goto("/uk/checkout/secure");
  await page.waitForLoadState("networkidle");
  const step = page.getByRole("region", { name: "Payment" });
  await step.scrollIntoViewIfNeeded();
  await step.screenshot({ path: `/tmp/pay-${width}.png` });
  await step.getByRole("textbox", { name: "Gift card number" }).fill(`GC77${String(0 + (width === 375 ? 1 : 2)).padStart(12, "0")}`);
  await step.getByRole("button", { name: "Apply gift card" }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/pay-after-${width}.png`, fullPage: false });
  await page.getByText("left to pay by card").waitFor();
  await page.frameLocator('iframe[title="Card payment"]').getByRole("button", { name: /^Pay/ }).waitFor();
  await step.screenshot({ path: `/tmp/pay-gc-${width}.png` });
  const frame = page.frameLocator('iframe[title="Card payment"]');
  await frame.getByRole("textbox", { name: "Name on card" }).fill("Ada");
  await frame.getByRole("textbox", { name: "Card number" }).fill("4000000000000002");
  await frame.getByRole("textbox", { name: /Expiry/ }).fill("12/30");
  await frame.getByRole("textbox", { name: /Security/ }).fill("123");
  await frame.getByRole("button", { name: /^Pay/ }).click();
  await page.waitForTimeout(4000); await page.screenshot({ path: `/tmp/pay-dbg-${width}.png` });
  await page.getByText("Your card was declined").waitFor({ timeout: 60000 });
  await page.frameLocator('iframe[title="Card payment"]').getByRole("button", { name: /^Pay/ }).waitFor();
  await step.screenshot({ path: `/tmp/pay-refused-${width}.png` });
  await context.close();
}
await browser.close();

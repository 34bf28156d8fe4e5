import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true });
await page.goto(process.argv[2], { waitUntil: "networkidle" });
const wide = await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll("body *")) {
    const r = el.getBoundingClientRect();
    let p = el.parentElement, clipped = false; while (p) { const o = getComputedStyle(p).overflowX; if (o === "auto" || o === "hidden" || o === "scroll") { clipped = true; break; } p = p.parentElement; }
    if (!clipped && r.right > document.documentElement.clientWidth + 1) out.push(`${el.tagName}.${el.className} ${Math.round(r.left)}-${Math.round(r.right)}`);
  }
  return [document.documentElement.scrollWidth, out.slice(0, 15)];
});
console.log(JSON.stringify(wide, null, 1));
await browser.close();

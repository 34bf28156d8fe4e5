import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true });
await page.goto(process.argv[2], { waitUntil: "networkidle" });
const sels = process.argv.slice(3);
console.log(await page.evaluate((sels) => sels.map((s) => { const e = document.querySelector(s); if (!e) return s + " none"; const r = e.getBoundingClientRect(); return `${s} ${Math.round(r.left)}-${Math.round(r.right)} sw=${e.scrollWidth}`; }), sels));
await browser.close();

import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true });
await page.goto(process.argv[2], { waitUntil: "networkidle" });
console.log(await page.evaluate(() => [...document.querySelectorAll("*")].filter((e) => { const r = e.getBoundingClientRect(); return r.right > 376 && getComputedStyle(e).position !== "static"; }).map((e) => `${e.tagName}.${e.className} ${getComputedStyle(e).position} ${Math.round(e.getBoundingClientRect().right)} parent=${e.parentElement?.className}`).slice(0, 20)));
await browser.close();

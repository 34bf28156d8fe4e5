import type { Page } from "@playwright/test";
import { budgetFor, readPerformanceBudget } from "../../scripts/lib/performance-budget.ts";
import { payByCard, readyForDeliveryOptions, readyForPayment } from "./checkout-steps.ts";
import { expect, test } from "./fixtures.ts";

// Decision 078: laying a page's text out, Chrome on Linux and Windows asks the browser process, synchronously, for
// each font family it resolves and for the rendering of each size and weight it draws; that waiting lies inside the
// first layout. Each page with a performance budget keeps to the number of fonts it allows
// (config/performance-budget.json): the shared pages as a stranger sees them, the bag and the checkout with its
// delivery options open, as `npm run perf` audits them, and an order's confirmation.
const budget = readPerformanceBudget();
const SHARED_PAGES = ["/uk/", "/uk/Bedroom/Bed-Linen/c/Duvet-Covers", "/uk/Towels/p/P10000001"];

function allowedFonts(path: string): { name: string; allowed: number } {
  const { page: name, fonts: allowed } = budgetFor(budget, path);
  if (allowed === undefined)
    throw new Error(`config/performance-budget.json gives the ${name} page no fonts figure`);
  return { name, allowed };
}

/** The page's visible text keeps to its budget's number of fonts (family, size, weight and style); names them if not. */
async function expectFontsWithinBudget(page: Page, path: string): Promise<void> {
  const { name, allowed } = allowedFonts(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const inUse = await page.evaluate(() => {
    const seen = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      if (!walker.currentNode.textContent?.trim() || !element?.checkVisibility()) continue;
      const style = getComputedStyle(element);
      seen.add(`${style.fontFamily.split(",")[0]} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
    }
    return [...seen].sort();
  });
  expect(inUse.length, `the ${name} page's fonts in use:\n${inUse.join("\n")}`).toBeLessThanOrEqual(allowed);
}

for (const path of SHARED_PAGES) {
  const { name, allowed } = allowedFonts(path);
  test(`the ${name} page lays its text out in at most ${allowed} fonts`, { tag: "@mobile-only" }, async ({
    page,
  }) => {
    await page.goto(path);
    await expectFontsWithinBudget(page, path);
  });
}

test("the bag and the checkout's delivery options keep to their fonts", { tag: "@mobile-only" }, async ({
  page,
}) => {
  await readyForDeliveryOptions(page);
  for (const path of ["/uk/bag", "/uk/checkout/secure"]) {
    await page.goto(path);
    await expectFontsWithinBudget(page, path);
  }
});

test("an order's confirmation keeps to its fonts", { tag: "@mobile-only" }, async ({ page }) => {
  await readyForPayment(page);
  await payByCard(page);
  await expectFontsWithinBudget(page, new URL(page.url()).pathname);
});

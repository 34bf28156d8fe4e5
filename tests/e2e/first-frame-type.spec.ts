import { budgetFor, readPerformanceBudget } from "../../scripts/lib/performance-budget.ts";
import { expect, test } from "./fixtures.ts";

// Decision 078: laying a page's text out, Chrome on Linux and Windows asks the browser process, synchronously, for
// each font family it resolves and for the rendering of each size and weight it draws; that waiting lies inside the
// first layout. Each shared page keeps to the number of fonts its budget allows (config/performance-budget.json).
const budget = readPerformanceBudget();
const PAGES = ["/uk/", "/uk/Bedroom/Bed-Linen/c/Duvet-Covers", "/uk/Towels/p/P10000001"];

for (const path of PAGES) {
  const { page: name, fonts: allowed } = budgetFor(budget, path);
  if (allowed === undefined)
    throw new Error(`config/performance-budget.json gives the ${name} page no fonts figure`);
  test(`the ${name} page lays its text out in at most ${allowed} fonts`, { tag: "@mobile-only" }, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const inUse = await page.evaluate(() => {
      const seen = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const element = walker.currentNode.parentElement;
        if (!walker.currentNode.textContent?.trim() || !element?.checkVisibility()) continue;
        const style = getComputedStyle(element);
        seen.add(
          `${style.fontFamily.split(",")[0]} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`,
        );
      }
      return [...seen].sort();
    });
    expect(inUse.length, `fonts in use:\n${inUse.join("\n")}`).toBeLessThanOrEqual(allowed);
  });
}

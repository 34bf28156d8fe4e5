import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export interface AccessibilityOptions {
  /** Also the WCAG 2.2 AA rules (target size, 2.5.8), which the journeys of issue 17 hold their states to. */
  wcag22?: boolean;
}

/**
 * Every journey gets a page from its own browser context (axe needs one from `newContext()`),
 * and `expectAccessible` runs axe on whatever the page shows now.
 */
export const test = base.extend<{
  expectAccessible: (page?: Page, options?: AccessibilityOptions) => Promise<void>;
}>({
  page: async ({ browser, contextOptions, viewport, isMobile, hasTouch }, use) => {
    const context = await browser.newContext({ ...contextOptions, viewport, isMobile, hasTouch });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page, options = {}) => {
      const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
      const results = await new AxeBuilder({ page: target })
        .withTags(options.wcag22 ? [...tags, "wcag22aa"] : tags)
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      );
      expect(summary, "axe violations").toEqual([]);
    });
  },
});

export { expect };

/**
 * Waits until the page has hydrated: until then a control that needs JavaScript does nothing (the
 * scripts start once the page has painted). The client router is up, and its first requests settled.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

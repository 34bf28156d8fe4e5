import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

// WCAG 1.4.10 reflow (issue 24 point 8): a page read at 320 px (and at a phone's 375 px) never scrolls sideways,
// and nothing in it runs past the right edge of the screen, where it would be cut off (a summary's "Edit bag" and
// prices, once). The checkout journeys hold every state they reach to it.

/** The page fits the screen's width: no sideways scrolling, and no element of the page's content cut off at the right. */
export async function expectNoHorizontalOverflow(page: Page, state: string): Promise<void> {
  const { scrollWidth, clientWidth, cutOff } = await page.evaluate(() => {
    const root = document.documentElement;
    const cutOff = [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > root.clientWidth + 0.5;
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, cutOff };
  });
  expect(cutOff, `${state}: content runs past the screen's right edge`).toEqual([]);
  expect(scrollWidth, `${state}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/**
 * The hosted card page's frame is as tall as the page in it: under its "Pay" button there is the page's own margin,
 * not a band of blank frame (issue 24 point 8).
 */
export async function expectCardFrameFitsItsPage(page: Page): Promise<void> {
  const frame = page.locator('iframe[title="Card payment"]');
  const pay = page.frameLocator('iframe[title="Card payment"]').getByRole("button", { name: /^Pay / });
  await expect(pay).toBeVisible();
  await expect
    .poll(
      async () => {
        const [outer, button] = await Promise.all([frame.boundingBox(), pay.boundingBox()]);
        if (!outer || !button) return Number.POSITIVE_INFINITY;
        return Math.round(outer.y + outer.height - (button.y + button.height));
      },
      { message: "blank space under Pay in the card frame (px)" },
    )
    .toBeLessThanOrEqual(24);
}

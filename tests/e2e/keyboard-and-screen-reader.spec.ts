import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

// Defects found when the shell and the catalogue were tried as a new shopper, a keyboard user and a
// screen-reader user would, each pinned at the width where it shows. US English has its own journey
// (us-english.spec.ts).

const SHELL_PAGE = "/uk/help";
const TOWELS = "/uk/Bathroom/c/Towels";
// A cushion with one size, sold out, that takes stock alerts (the seeded catalogue is deterministic).
const ONE_SIZE_SOLD_OUT_CUSHION = "/uk/Cushions/p/P10000014";

// Several axe passes per journey on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });
// The header promotions cross-fade as they rotate; without the fade axe never meets a half-faded link.
test.use({ contextOptions: { reducedMotion: "reduce" } });

/**
 * How many nodes of a role the browser's accessibility tree exposes. Inert content is left out of that tree,
 * which Playwright's role locators do not model, so this asks Chromium itself.
 */
async function exposedWithRole(page: Page, role: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "document" });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { objectId: result.objectId, role });
    return nodes.filter((node) => !node.ignored).length;
  } finally {
    await cdp.detach();
  }
}

/** The page behind an open panel takes no focus and is not in the accessibility tree. */
async function expectPageBehindOutOfReach(page: Page) {
  await expect.poll(() => exposedWithRole(page, "main")).toBe(0);
  await expect.poll(() => exposedWithRole(page, "contentinfo")).toBe(0);
  const contentLink = page.locator("main").getByRole("link").first();
  await contentLink.focus();
  await expect(contentLink).not.toBeFocused();
  const footerLink = page.getByRole("contentinfo").getByRole("link").first();
  await footerLink.focus();
  await expect(footerLink).not.toBeFocused();
}

async function expectPageInReach(page: Page) {
  await expect.poll(() => exposedWithRole(page, "main")).toBe(1);
  await expect.poll(() => exposedWithRole(page, "contentinfo")).toBe(1);
}

test.describe("shell, by keyboard and screen reader", () => {
  test("a submenu opened by hover closes on Escape while focus is outside the navigation", {
    tag: "@desktop",
  }, async ({ page, expectAccessible }) => {
    await page.goto(SHELL_PAGE);
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const bedroom = nav.getByRole("button", { name: "Bedroom menu" });
    const duvetCovers = nav.getByRole("link", { name: "Duvet Covers" });

    await nav.getByRole("link", { name: "Bedroom", exact: true }).hover();
    await expect(bedroom).toHaveAttribute("aria-expanded", "true");
    await expect(duvetCovers).toBeVisible();
    expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await expectAccessible();

    // WCAG 1.4.13: content shown on hover is dismissed without moving the pointer (spec 000 §4: Escape).
    await page.keyboard.press("Escape");
    await expect(bedroom).toHaveAttribute("aria-expanded", "false");
    await expect(duvetCovers).toBeHidden();
    await expectAccessible();
  });

  test("with the touch menu open the page behind is out of reach, and search still opens", {
    tag: "@touch",
  }, async ({ page, expectAccessible }) => {
    await page.goto(SHELL_PAGE);
    await hydrated(page);
    await expectPageInReach(page);
    const menuToggle = page.getByRole("button", { name: "Menu", exact: true });
    await menuToggle.click();
    await expect(menuToggle).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("button", { name: "Bedroom" })).toBeVisible();

    await expectPageBehindOutOfReach(page);
    const bag = page.getByRole("link", { name: /^Bag, \d+ items?$/ });
    await bag.focus();
    await expect(bag).not.toBeFocused();
    await expectAccessible();

    // spec 000 §4: opening search closes the menu, so search stays in reach while the menu is open.
    const search = nav.getByRole("button", { name: "Search", exact: true });
    await expect(search).toBeVisible();
    await search.click();
    const searchBox = page.getByRole("combobox", { name: "Search products" });
    await expect(searchBox).toBeFocused();
    await expect(menuToggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("button", { name: "Bedroom" })).toBeHidden();
    await expectPageBehindOutOfReach(page);
    await expectAccessible();

    // The header above the search panel stays usable: the menu toggle opens the menu and closes search.
    await menuToggle.click();
    await expect(searchBox).toBeHidden();
    await expect(nav.getByRole("button", { name: "Bedroom" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menuToggle).toHaveAttribute("aria-expanded", "false");
    await expectPageInReach(page);
  });

  test("with search open the page behind is out of reach and the search toggle closes it", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(SHELL_PAGE);
    await hydrated(page);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const searchBox = page.getByRole("combobox", { name: "Search products" });
    await expect(searchBox).toBeFocused();
    await expectPageBehindOutOfReach(page);
    await expectAccessible();

    await page.getByRole("button", { name: "Close search" }).click();
    await expect(searchBox).toBeHidden();
    await expectPageInReach(page);
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
  });
});

test.describe("catalogue, by keyboard and screen reader", () => {
  test("in the Filter drawer the Show products button covers no filter", { tag: "@touch" }, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(TOWELS);
    await hydrated(page);
    await page.getByRole("button", { name: /^Filter/ }).click();
    const drawer = page.getByRole("dialog", { name: "Filter" });
    await expect(drawer).toBeVisible();
    const show = drawer.getByRole("button", { name: /^Show \d+ products$/ });
    await expect(show).toBeVisible();
    // WCAG 2.5.8: every filter keeps a 24 px target however the drawer is scrolled.
    await expectAccessible(page, { wcag22: true });

    const lastFilter = drawer.getByRole("link").last();
    await lastFilter.scrollIntoViewIfNeeded();
    const [filterBox, showBox] = [await lastFilter.boundingBox(), await show.boundingBox()];
    expect(filterBox && showBox && filterBox.y + filterBox.height <= showBox.y).toBe(true);
    await expectAccessible(page, { wcag22: true });

    await show.click();
    await expect(drawer).toBeHidden();
  });

  test("changing the sort while a colour's results load keeps the colour", async ({
    page,
    isMobile,
    expectAccessible,
  }) => {
    await page.goto(TOWELS);
    await hydrated(page);

    // A slow network: the colour's results are held until the sort has been changed.
    let requested = () => {};
    const colourRequested = new Promise<void>((resolve) => {
      requested = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) =>
        url.pathname.startsWith("/uk/") && url.searchParams.has("colour") && !url.searchParams.has("sort"),
      async (route) => {
        requested();
        await released;
        // The page may have given up on this answer by now (a newer listing replaced it).
        await route.continue().catch(() => {});
      },
    );

    const filters = isMobile
      ? page.getByRole("dialog", { name: "Filter" })
      : page.getByRole("complementary", { name: "Filter" });
    if (isMobile) await page.getByRole("button", { name: /^Filter/ }).click();
    const sage = filters.getByRole("link", { name: /^Sage\b/ });
    const sageCount = Number(/\((\d+)\)/.exec((await sage.textContent()) ?? "")?.[1]);
    expect(sageCount).toBeGreaterThan(0);
    await sage.click();
    await colourRequested;
    if (isMobile) await page.getByRole("button", { name: "Close filters" }).click();

    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price low to high" });
    release();

    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    await expect(page).toHaveURL(/[?&]colour=Sage(&|$)/);
    await expect(page.getByRole("status").filter({ hasText: /products?$/ })).toHaveText(
      sageCount === 1 ? "1 product" : `${sageCount} products`,
    );
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await expectAccessible();
  });

  test("a sold-out product with one size asks for an alert without speaking of a size", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(ONE_SIZE_SOLD_OUT_CUSHION);
    await hydrated(page);
    const notifyMe = page.getByRole("region", { name: "Notify me when it's back" });
    await expect(notifyMe).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(0);
    await expect(notifyMe).toContainText(
      "This item is sold out. Leave your email address and we'll let you know as soon as it's back in stock.",
    );
    await expect(notifyMe).not.toContainText("This size is sold out");
    await expectAccessible();
  });
});

import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** The facet area: the side column on desktop, the filter drawer on mobile. */
async function filters(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole("complementary", { name: "Filter" });
  const dialog = page.getByRole("dialog", { name: "Filter" });
  if (!(await dialog.isVisible())) await page.getByRole("button", { name: /^Filter/ }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("search and listings", () => {
  test("a shopper types, sees grouped suggestions and moves through them with the keyboard", async ({
    page,
    expectAccessible,
  }) => {
    await open(page, "/uk/search");
    const box = page.getByRole("combobox", { name: "Search products" });
    await expect(box).toBeFocused();
    await expect(page.getByRole("heading", { name: "Popular searches" })).toBeVisible();
    await expectAccessible();

    await box.fill("t");
    await expect(
      page.getByRole("status").filter({ hasText: "Please enter at least 2 characters." }),
    ).toBeVisible();
    await box.fill("tow");
    const listbox = page.getByRole("listbox", { name: "Search products" });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const related = listbox.getByRole("group", { name: "Suggested searches" }).getByRole("option");
    const categories = listbox.getByRole("group", { name: "Categories" }).getByRole("option");
    const products = listbox.getByRole("group", { name: "Products" }).getByRole("option");
    await expect(related.first()).toContainText("towels");
    expect(await related.count()).toBeLessThanOrEqual(7);
    await expect(categories.first()).toContainText("Towels");
    expect(await categories.count()).toBeLessThanOrEqual(4);
    await expect(products.first()).toContainText(/Towel/);
    await expect(products.first()).toContainText("£");
    expect(await products.count()).toBeLessThanOrEqual(3);
    await expectAccessible();

    await box.press("ArrowDown");
    await expect(related.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await related.first().getAttribute("id")) ?? "",
    );
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Clear search" })).toBeVisible();

    await box.fill("<tow>");
    await expect(box).toHaveValue("tow");
    await expect(
      page.getByText("Special characters can't be used in a search and have been removed."),
    ).toBeVisible();
  });

  test("a shopper searches, filters by colour and size, sorts by price and reloads to the same results", async ({
    page,
    isMobile,
    expectAccessible,
  }) => {
    // A long journey: several page loads and axe runs on a busy two-core machine.
    test.slow();
    await open(page, "/uk/search");
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("towel");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/uk\/search\?text=towel$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “towel”" })).toBeVisible();
    await expectAccessible();

    // After the first load, each change asks the async search API (spec 002 §7), not the page.
    let panel = await filters(page, isMobile);
    const asked = page.waitForResponse((r) => r.url().includes("/uk/async/search/search?") && r.ok());
    await panel.getByRole("link", { name: /^White\s*,/ }).click();
    expect(new URL((await asked).url()).searchParams.get("colour")).toBe("White");
    await expect(page).toHaveURL(/colour=White/);
    panel = await filters(page, isMobile);
    await panel.getByRole("link", { name: /^Bath Towel\s*,/ }).click();
    await expect(page).toHaveURL(/size=Bath\+Towel/);
    if (isMobile) {
      panel = await filters(page, isMobile);
      await expectAccessible();
      await panel.getByRole("button", { name: /^Show \d+ products$/ }).click();
      await expect(panel).toBeHidden();
    }
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    // The address changes as the navigation starts; the grid is re-sorted once its data arrives.
    await expect
      .poll(async () => (await shownPrices(page)).every((price, i, all) => i === 0 || all[i - 1]! <= price))
      .toBe(true);
    const names = await page.locator(".product-card__name").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    await expectAccessible();

    await page.reload();
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await expect(page).toHaveURL(/text=towel&colour=White&size=Bath\+Towel&sort=price-asc/);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");
    expect(await page.locator(".product-card__name").allTextContents()).toEqual(names);
    panel = await filters(page, isMobile);
    await expect(panel.getByRole("link", { name: /^White\b.*selected/ })).toBeVisible();
    await expect(panel.getByRole("link", { name: /^Bath Towel\b.*selected/ })).toBeVisible();
  });

  // Issue 24 point 10 (WCAG 3.2.2 On Input): arrowing through the sorts is not a choice; the listing is re-sorted
  // once, when the keyboard user presses Enter.
  test("a keyboard user steps through the sorts and the listing changes once, on Enter", async ({ page }) => {
    await open(page, "/uk/search?text=towel");
    const sort = page.getByRole("combobox", { name: "Sort by" });
    const codes = await sort
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const first = await sort.inputValue();
    const target = codes[codes.indexOf(first) + 2];
    expect(target).toBeTruthy();
    const loads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/uk/search")) loads.push(request.url());
    });
    await sort.focus();
    await sort.press("ArrowDown");
    await sort.press("ArrowDown");
    await expect(sort).toHaveValue(target as string);
    await expect(page).not.toHaveURL(/sort=/);
    expect(loads).toEqual([]);

    await sort.press("Enter");
    await expect(page).toHaveURL(new RegExp(`sort=${target}`));
    await expect(sort).toHaveValue(target as string);
    expect(loads).toHaveLength(1);
  });

  // Issue 24 point 13, decision 035: a stale page number is taken to the last page, whether the address is opened
  // or reached from inside the shop once it has loaded (the browser's listing call refuses it; the page corrects it).
  test("a bookmarked page past the last shows the last page, opened or followed", async ({ page }) => {
    await open(page, "/uk/Bedroom/Bed-Linen/c/Duvet-Covers?page=999999");
    await expect(page).toHaveURL(/\/uk\/Bedroom\/Bed-Linen\/c\/Duvet-Covers\?page=(\d+)$/);
    const last = new URL(page.url()).searchParams.get("page");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: `Page ${last}` })).toHaveAttribute("aria-current", "page");

    await pages.getByRole("link", { name: "Page 1" }).click();
    await expect(page).toHaveURL(/Duvet-Covers$/);
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate("/uk/Bedroom/Bed-Linen/c/Duvet-Covers?page=999999&sort=bogus"),
    );
    await expect(page).toHaveURL(new RegExp(`Duvet-Covers\\?page=${last}$`));
    await expect(pages.getByRole("link", { name: `Page ${last}` })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(/does not exist|must be/)).toHaveCount(0);
  });

  test("a category listing shows breadcrumbs and pages", async ({ page, expectAccessible }) => {
    await open(page, "/uk/Bedroom/Bed-Linen/c/Duvet-Covers");
    await expect(page.getByRole("heading", { level: 1, name: "Duvet Covers" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Bed Linen" }),
    ).toBeVisible();
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expectAccessible();
  });

  test("gift sets list their bundles, each leading to its own page", async ({ page, expectAccessible }) => {
    await open(page, "/uk/Gifts/c/Gift-Sets");
    await expect(page.getByRole("heading", { level: 1, name: "Gift Sets" })).toBeVisible();
    const card = page.locator(".product-card").first();
    await expect(card.getByText(/^From £\d/)).toBeVisible();
    // A bundle's sizes and colours are chosen on its page: no quick add or save control on its card.
    await expect(card.getByRole("button", { name: /Quick add/ })).toHaveCount(0);
    await expect(card.getByRole("button", { name: /to saved items$/ })).toHaveCount(0);
    await expectAccessible();
    await card.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/uk\/bundle\/[^/]+\/p\/P\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a search for something the shop does not sell says so", async ({ page, expectAccessible }) => {
    await open(page, "/uk/search?text=zzqxjv");
    await expect(
      page.getByText(
        "Sorry, your search returned no results. Please enter a different search term and try again.",
      ),
    ).toBeVisible();
    await expectAccessible();
  });

  test("quick add is refused when every size is sold out", async ({ page, expectAccessible }) => {
    await open(page, "/uk/search?text=Seaside%20Stripe%20Towel");
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Seaside Stripe Towel" }) });
    await expect(card.getByText("Sold Out")).toBeVisible();
    await card.getByRole("button", { name: "Quick add – Seaside Stripe Towel" }).click();
    await expect(card.getByRole("alert")).toHaveText(
      "We're sorry - this item is out of stock and we are unable to add it to your cart.",
    );
    await expectAccessible();
  });

  test("quick add puts the chosen size in the bag, and opening another card collapses the first", async ({
    page,
  }) => {
    await open(page, "/uk/Bathroom/c/Towels?sort=rating");
    const cards = page
      .locator(".product-card")
      .filter({ hasNot: page.getByText("Sold Out", { exact: true }) });
    const first = cards.nth(0);
    const second = cards.nth(1);
    await first.getByRole("button", { name: /^Quick add/ }).click();
    const sizes = first.getByRole("group", { name: /^Choose a size/ });
    await expect(sizes).toBeVisible();
    await second.getByRole("button", { name: /^Quick add/ }).click();
    await expect(sizes).toBeHidden();
    await first.getByRole("button", { name: /^Quick add/ }).click();
    await sizes.getByRole("button", { disabled: false }).first().click();
    await expect(first.getByRole("button", { name: /^Added to bag/ })).toBeVisible();
  });
});

/** The prices the grid shows, in order, as numbers (the current price where there is a was-price). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator(".product-card__price")
    .evaluateAll((nodes) =>
      nodes.map((node) => (node.querySelector(".product-card__now") ?? node).textContent ?? ""),
    );
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

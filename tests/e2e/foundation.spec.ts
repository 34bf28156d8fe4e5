import { expect, test } from "./fixtures.ts";

test.describe("the storefront's three versions", () => {
  for (const [version, locale] of [
    ["uk", "en-GB"],
    ["us", "en-US"],
    ["row", "en-GB"],
  ] as const) {
    // The versions differ in words and links, not layout: uk's home page keeps both widths, us and row one.
    const tag = version === "uk" ? [] : ["@mobile-only"];
    test(`a shopper opens the ${version} home page`, { tag }, async ({ page, expectAccessible }) => {
      await page.goto(`/${version}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
      await expect(
        page.getByRole("banner").getByRole("link", { name: "The White Cove home page" }),
      ).toHaveAttribute("href", `/${version}/`);
      await expectAccessible();
    });
  }

  test("the home page carries its content with JavaScript off", { tag: "@mobile-only" }, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/uk/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".tile").first()).toBeVisible();
    await context.close();
  });

  test("a shopper who types the bare address lands on the uk home page", { tag: "@mobile-only" }, async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/uk\/$/);
  });

  test("an address without a version is served as uk", { tag: "@mobile-only" }, async ({ page }) => {
    const response = await page.goto("/xx/whatever");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/uk\/xx\/whatever$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  });

  test("a missing page answers 404 with the not-found page and a way back", { tag: "@mobile-only" }, async ({
    page,
    expectAccessible,
  }) => {
    const response = await page.goto("/uk/no-such");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Sorry, we can't find that page" }),
    ).toBeVisible();
    for (const name of ["Help page", "Homepage", "Your account"])
      await expect(page.getByRole("link", { name })).toBeVisible();
    for (const name of [
      "New in Clothing",
      "Bed linen",
      "Home decor",
      "Baby Clothing",
      "Home Fragrance",
      "Gifts",
    ]) {
      await expect(page.getByRole("link", { name, exact: true }).last()).toBeVisible();
    }
    await expectAccessible();
    await page.getByRole("link", { name: "Homepage" }).click();
    await expect(page).toHaveURL(/\/uk\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a help page is served from the content store", { tag: "@mobile-only" }, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/uk/help/delivery");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible();
  });

  test("the skip link moves keyboard focus to the main content", async ({ page }) => {
    await page.goto("/uk/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

import { expect, test } from "./fixtures.ts";

// Find a store (spec 002 §4, §8, §9): a shopper searches a town, sees the nearest store first with today's hours
// marked, opens its page and finds the way there; the list and its search work without JavaScript too.

test.describe("find a store", () => {
  test("a shopper searches a town, finds the nearest store with today marked, and opens its page", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/uk/our-stores");
    await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible();
    await expectAccessible();

    await page.getByRole("textbox", { name: /Town, city or postcode/ }).fill("Bath");
    await page.getByRole("button", { name: "Find stores" }).click();
    await expect(page).toHaveURL(/location=Bath/);
    await expect(page.getByRole("heading", { level: 2, name: /stores near Bath/ })).toBeVisible();
    const nearest = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") })
      .first();
    await expect(nearest.getByRole("heading", { level: 2 })).toHaveText("Bath");
    await expect(nearest.getByText(/miles away/)).toBeVisible();
    const today = nearest.locator('[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText("Today");
    await expect(nearest.getByRole("link", { name: /^Get directions to Bath/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=51\.3811,-2\.359$/,
    );
    await expectAccessible();

    await nearest.getByRole("link", { name: "Store details for Bath" }).click();
    await expect(page).toHaveURL(/\/uk\/our-stores\/bath$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bath store" })).toBeVisible();
    await expect(page.getByText("8 Milsom Street")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Get directions to Bath/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\//,
    );
    await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
    await expectAccessible();
    await expect(page.getByRole("link", { name: "Back to all stores" })).toHaveAttribute(
      "href",
      "/uk/our-stores",
    );
  });

  test("the shopper's own location finds the stores near them, and a refusal is explained", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/uk/our-stores");
    const locate = page.getByRole("button", { name: "Use my location" });
    await locate.click();
    await expect(page.getByRole("alert").filter({ hasText: "We can't see your location." })).toBeVisible();
    await expectAccessible();

    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation({ latitude: 51.3811, longitude: -2.359 });
    await locate.click();
    await expect(page.getByRole("heading", { level: 2, name: /stores? near you/ })).toBeVisible();
    await expect(page).toHaveURL(/latitude=51\.3811/);
  });
});

test.describe("find a store without JavaScript", () => {
  test("lists every store a page at a time, and searches by a native form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/uk/our-stores");
    await expect(page.getByRole("heading", { level: 2, name: /^All our stores/ })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(15);
    await expect(page.getByRole("button", { name: "Use my location" })).toHaveCount(0);
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page.getByRole("textbox", { name: /Town, city or postcode/ }).fill("Bath");
    await page.getByRole("combobox", { name: "Distance" }).selectOption({ label: "Within 10 miles" });
    await page.getByRole("button", { name: "Find stores" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "1 store near Bath" })).toBeVisible();
    await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText("Bath");
    await context.close();
  });
});

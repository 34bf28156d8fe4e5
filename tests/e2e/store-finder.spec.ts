import { expect, test } from "./fixtures.ts";

// Find a store (spec 002 §4, §8, §9): a shopper searches a town, sees the nearest store first with today's hours
// marked, opens its page and finds the way there; the list and its search work without JavaScript too.

test.describe("find a store", { tag: "@mobile-only" }, () => {
  test("a shopper searches a town, pages to the second 15, and opens a store with today's hours marked", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/uk/our-stores");
    await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible();
    await expectAccessible();

    // Leeds has 11 stores within 75 miles: paging to a second 15 takes the widest choice.
    await page.getByRole("textbox", { name: /Town, city or postcode/ }).fill("Leeds");
    await page.getByRole("combobox", { name: "Distance" }).selectOption({ label: "All stores" });
    await page.getByRole("button", { name: "Find stores" }).click();
    await expect(page).toHaveURL(/location=Leeds&range=600/);
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ stores near Leeds$/ })).toBeVisible();
    const stores = page.getByRole("listitem").filter({ has: page.getByRole("article") });
    await expect(stores).toHaveCount(15);
    const nearest = stores.first();
    await expect(nearest.getByRole("heading", { level: 2 })).toHaveText("Leeds");
    await expect(nearest.getByText(/miles away/)).toBeVisible();
    await expect(nearest.getByText(/^Today \d|^Closed today$/)).toBeVisible();
    await expect(nearest.locator('[aria-current="date"]')).toContainText("Today");
    await expectAccessible();

    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText("Page 2 of 4")).toBeVisible();
    await expect(stores).toHaveCount(15);
    const sixteenth = stores.first();
    const name = (await sixteenth.getByRole("heading", { level: 2 }).textContent()) ?? "";
    await expect(sixteenth.getByText(/miles away/)).toBeVisible();
    await expect(
      sixteenth.getByRole("link", { name: new RegExp(`^Get directions to ${name}`) }),
    ).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/);

    await sixteenth.getByRole("link", { name: `Store details for ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${name} store` })).toBeVisible();
    const today = page.locator('[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toBeVisible();
    await expect(today).toContainText("Today");
    await expect(today).toHaveCSS("font-weight", "600");
    await expect(page.getByRole("link", { name: new RegExp(`^Get directions to ${name}`) })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\//,
    );
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

test.describe("find a store without JavaScript", { tag: "@mobile-only" }, () => {
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
    const store = page.getByRole("article");
    await expect(store.getByRole("heading", { level: 2 })).toHaveText("Bath");
    // The map needs scripting: none of it shows, and the week of hours still opens natively.
    await expect(page.getByRole("region", { name: "Store map" })).toBeHidden();
    await expect(page.getByRole("button", { name: /map/ })).toHaveCount(0);
    await expect(store.locator('[aria-current="date"]')).toBeHidden();
    await store.getByText("Opening hours").click();
    await expect(store.locator('[aria-current="date"]')).toBeVisible();
    await context.close();
  });
});

import { expect, hydrated, test } from "./fixtures.ts";

// Content journeys: the brochure request and contact forms (checked in the browser, then
// stored), the magazine board (filter, search, article) and the home page's slots.

// Several page loads and axe passes per journey on a shared two-core machine (the magazine's took 49 s on a busy
// host against the default 45 s).
test.describe.configure({ timeout: 120_000 });

test.describe("brochure request", { tag: "@mobile-only" }, () => {
  test("a shopper fixes the form's errors and gets the confirmation", async ({ page, expectAccessible }) => {
    await page.goto("/uk/brochure-request");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Request a Brochure" })).toBeVisible();
    await expectAccessible();

    const form = page.getByRole("form", { name: "Your details" });
    await form.getByRole("button", { name: "Request my brochure" }).click();
    await expect(form.getByText("Please enter your first name")).toBeVisible();
    await expect(page.getByText("Please enter the first line of your address")).toBeVisible();
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(page).toHaveURL(/\/uk\/brochure-request$/);
    await expectAccessible();

    await page.getByRole("radio", { name: "The Gift Guide" }).check();
    await page.getByLabel("First name").fill("Anna");
    await page.getByLabel("Last name").fill("Smith");
    await page.getByLabel("Address line 1").fill("12 Chapel Place");
    await page.getByLabel("Town or city").fill("London");
    const postcode = page.getByLabel("Postcode");
    await postcode.fill("12345");
    await postcode.press("Tab");
    await expect(page.getByText("Please enter a valid postcode")).toBeVisible();
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await postcode.fill("EC2A 3DQ");
    await postcode.press("Tab");
    await expect(page.getByText("Please enter a valid postcode")).toBeHidden();
    await form.getByLabel("Email address").fill("anna@example.com");
    await form.getByRole("button", { name: "Request my brochure" }).click();

    // The post stores the request, redirects and loads the confirmation: slow on a busy two-core host.
    await expect(page).toHaveURL(/\/uk\/brochure-request\/confirmation\?ref=/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();
    // The confirmation reads the stored request back.
    await expect(page.getByText("The Gift Guide")).toBeVisible();
    await expect(page.getByText(/Your reference is [0-9A-F]{8}\./)).toBeVisible();
    await expectAccessible();
  });

  test("without JavaScript the server explains what is wrong", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/uk/brochure-request");
    await page.getByLabel("First name").fill("Anna");
    await page.getByLabel("Last name").fill("Smith");
    await page.getByLabel("Address line 1").fill("12 Chapel Place");
    await page.getByLabel("Town or city").fill("London");
    await page.getByLabel("Postcode").fill("12345");
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Email address").fill("anna@example.com");
    await form.getByRole("button", { name: "Request my brochure" }).click();
    await expect(page.getByText("Please enter a valid postcode").first()).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Anna");
    await context.close();
  });
});

test.describe("contact us", { tag: "@mobile-only" }, () => {
  test("a shopper sends a message and sees Email Sent", async ({ page, expectAccessible }) => {
    await page.goto("/uk/help/contact-us");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expectAccessible();

    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send message" }).click();
    const alerts = form.getByRole("alert");
    await expect(alerts.filter({ hasText: "Please choose a subject" })).toBeVisible();
    await expect(alerts.filter({ hasText: "Please tell us how we can help" })).toBeVisible();
    await expect(
      alerts.filter({ hasText: "Please tell us whether you have an account with us" }),
    ).toBeVisible();
    await expectAccessible();

    await page.getByLabel("Subject").selectOption("delivery");
    await page.getByLabel("Summary").fill("My parcel has not arrived yet.");
    await expect(page.getByText("220 characters left")).toBeVisible();
    const order = page.getByLabel("Order number");
    await order.fill("123");
    await order.press("Tab");
    await expect(page.getByText("Please enter a valid order number, for example W12345678")).toBeVisible();
    await order.fill("W12345678");
    await order.press("Tab");
    await expect(page.getByText("Please enter a valid order number, for example W12345678")).toBeHidden();
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByLabel("First name").fill("Tom");
    await page.getByLabel("Last name").fill("Lee");
    await form.getByLabel("Email address").fill("tom@example.com");
    await form.getByRole("button", { name: "Send message" }).click();

    // The post stores the message, redirects and loads the confirmation: slow on a busy two-core host.
    await expect(page).toHaveURL(/\/uk\/help\/contact-us\/confirmation\?ref=/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Email Sent" })).toBeVisible();
    await expect(page.getByText(/Your message reference is [0-9A-F]{8}\./)).toBeVisible();
    await expectAccessible();
  });
});

test.describe("the magazine", () => {
  test("a shopper filters by category, searches and opens an article", async ({ page, expectAccessible }) => {
    await page.goto("/uk/magazine");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "The Magazine" })).toBeVisible();
    const filters = page.getByRole("navigation", { name: "Filter by category" });
    await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    await expectAccessible();

    // Recipes sits behind "More" at every width (5 filters at most, 2–3 on mobile).
    await expect(filters.getByRole("link", { name: "Recipes & Entertaining" })).toBeHidden();
    await filters.getByRole("button", { name: "More" }).click();
    const searched = page.waitForResponse((r) =>
      r.url().includes("/api/algolia/index/twc-inspire-article-card"),
    );
    await filters.getByRole("link", { name: "Recipes & Entertaining" }).click();
    expect((await searched).status()).toBe(200);
    await expect(page).toHaveURL(/\/uk\/magazine\/recipes$/);
    await expect(filters.getByRole("link", { name: "Recipes & Entertaining" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const categories = page.locator(".article-card__category");
    await expect(categories.first()).toHaveText("Recipes & Entertaining");
    for (const text of await categories.allTextContents()) expect(text).toBe("Recipes & Entertaining");
    await expectAccessible();

    const search = page.getByRole("searchbox", { name: "Search the Magazine" });
    await search.fill("perfect bed");
    await search.press("Enter");
    await expect(page.getByText("Sorry, no articles match your search.")).toBeVisible();

    await filters.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/uk\/magazine\?q=perfect\+bed$/);
    const article = page.getByRole("link", { name: "How to Make the Perfect Bed" });
    await expect(article).toBeVisible();
    await expectAccessible();

    await article.click();
    await expect(page).toHaveURL(/\/uk\/magazine\/bedroom\/how-to-make-the-perfect-bed$/);
    await expect(page.getByRole("heading", { level: 1, name: "How to Make the Perfect Bed" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "The Magazine" }),
    ).toBeVisible();
    await expectAccessible();
  });

  test("without JavaScript, More shows every category filter", async ({ browser, viewport, isMobile }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile });
    const page = await context.newPage();
    await page.goto("/uk/magazine");
    const filters = page.getByRole("navigation", { name: "Filter by category" });
    const recipes = filters.getByRole("link", { name: "Recipes & Entertaining" });
    await expect(recipes).toBeHidden();
    await filters.getByRole("link", { name: "More" }).click();
    await expect(recipes).toBeVisible();
    await expect(filters.getByRole("link", { name: "More" })).toBeHidden();
    await recipes.click();
    await expect(page).toHaveURL(/\/uk\/magazine\/recipes$/);
    await expect(page.locator(".article-card__category").first()).toHaveText("Recipes & Entertaining");
    await context.close();
  });

  test("the board pages through 60 articles a page", async ({ page }) => {
    await page.goto("/uk/magazine");
    await hydrated(page);
    await expect(page.locator(".article-card")).toHaveCount(60);
    const pages = page.getByRole("navigation", { name: "Magazine pages" });
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/uk\/magazine\?page=2$/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const count = await page.locator(".article-card").count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(60);
  });
});

test.describe("the home page", () => {
  test("its slots render, with product carousels of real products", async ({ page, expectAccessible }) => {
    await page.goto("/uk/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "The New Season" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shop by room" })).toBeVisible();
    const newIn = page.getByRole("region", { name: "New In" });
    await expect(newIn).toBeVisible();
    const products = newIn.getByRole("group", { name: "New In" }).getByRole("link");
    expect(await products.count()).toBeGreaterThan(3);
    await expect(products.first()).toHaveAttribute("href", /^\/uk\/[\w-]+\/p\/[\w-]+/);
    await expect(products.first()).toContainText("£");
    const previous = newIn.getByRole("button", { name: "Previous products" });
    await expect(previous).toBeDisabled();
    await newIn.getByRole("button", { name: "Next products" }).click();
    await expect(previous).toBeEnabled();
    await expect(page.getByRole("heading", { name: "The Art of White" })).toBeVisible();
    await expectAccessible();
  });
});

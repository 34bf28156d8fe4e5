import { expect, hydrated, test } from "./fixtures.ts";

// Issue 27 point 5: the shell's navigation rules (spec 000 §2 "Navigation behaviour", §8), each as a shopper meets it.

const TOWEL = "/uk/Towels/p/P10000001";
const DUVET_COVERS = "/uk/Bedroom/Bed-Linen/c/Duvet-Covers";

test("an address without a version goes to the shopper's version: /foo after choosing the US is /us/foo", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/uk/help");
  await hydrated(page);
  await page
    .getByRole("contentinfo")
    .getByRole("button", { name: /^Shipping to United Kingdom/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Choose your country" });
  const select = dialog.getByRole("combobox", { name: "Country" });
  await expect(select).toBeEnabled();
  // The countries come grouped by region (spec 002 §7 regionsForCountries).
  await expect(select.locator("optgroup[label='North and Central America and the Caribbean']")).toHaveCount(
    1,
  );
  await select.selectOption({ label: "United States" });
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await page.waitForURL(/\/us\/help$/);

  await page.goto("/foo");
  await expect(page).toHaveURL(/\/us\/foo$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expectAccessible();
});

test("a same-route anchor scrolls there in one smooth step, at once with reduced motion, and takes the focus", async ({
  page,
}) => {
  await page.goto(TOWEL);
  await hydrated(page);
  const rating = page.locator("a.pdp__rating");
  const reviews = page.locator("#reviews");
  const reviewsTop = () =>
    page.evaluate(() =>
      Math.round(document.getElementById("reviews")?.getBoundingClientRect().top ?? Number.NaN),
    );
  // Clicked inside the page, so what the click does before the next frame can be read: nothing has moved yet.
  const atClick = await rating.evaluate((link) => {
    (link as HTMLElement).click();
    return window.scrollY;
  });
  expect(atClick).toBe(0);
  await expect(page).toHaveURL(/#reviews$/);
  await expect(reviews).toBeFocused();
  expect(Math.abs(await reviewsTop())).toBeLessThanOrEqual(2);

  // With reduced motion the same jump is made before the click returns.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await rating.focus();
  const arrived = await rating.evaluate((link) => {
    (link as HTMLElement).click();
    return Math.round(document.getElementById("reviews")?.getBoundingClientRect().top ?? Number.NaN);
  });
  expect(Math.abs(arrived)).toBeLessThanOrEqual(2);
  await expect(reviews).toBeFocused();
});

test("a listing change whose call fails keeps the page and shows the notification", async ({
  page,
  expectAccessible,
}) => {
  await page.goto(DUVET_COVERS);
  await hydrated(page);
  const heading = page.getByRole("heading", { level: 1, name: "Duvet Covers" });
  await expect(heading).toBeVisible();
  // The listing's own call (the async search API) and the page data both fail, as with the server gone.
  await page.route(/\/async\/search\/|\.data(\?|$)/, (route) => route.fulfill({ status: 500, body: "" }));
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
  await expect(
    page
      .getByRole("status")
      .getByText("Something went wrong – please try reloading the page, or come back later"),
  ).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${DUVET_COVERS}$`));
  await expect(page.locator(".product-card__name").first()).toBeVisible();
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort).not.toHaveValue("price-asc");
  await expectAccessible();

  // Once the calls answer again, the same change works.
  await page.unroute(/\/async\/search\/|\.data(\?|$)/);
  await sort.selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
});

test("signing in from the header returns to the page recorded as the referrer", { tag: "@desktop" }, async ({
  page,
}) => {
  await page.goto("/uk/help");
  await hydrated(page);
  await page.getByRole("link", { name: "Sign in or register" }).first().click();
  await expect(page).toHaveURL(/\/uk\/login$/);
  const signIn = page.getByRole("region", { name: "Sign in" });
  await expect(signIn.locator("input[name=returnTo]")).toHaveValue("/uk/help");
});

test("a link pointed at has its routes fetched before the click, and one followed unannounced still opens in the page", async ({
  page,
}) => {
  // Decision 064: the page's client router knows only its own routes; the others are discovered on intent.
  await page.goto("/uk/help");
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const footer = page.getByRole("contentinfo");
  const magazine = footer
    .getByRole("region", { name: "From The White Cove", exact: true })
    .getByRole("link", { name: "Read the Magazine" });
  const discovered = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname === "/__manifest" &&
      (url.searchParams.get("paths") ?? "").split(",").includes("/uk/magazine")
    );
  });
  await magazine.hover();
  await discovered;
  await magazine.click();
  await expect(page.getByRole("heading", { level: 1, name: "The Magazine" })).toBeVisible();
  // A click with no pointer or focus before it (a script's) discovers the routes on the way.
  await page
    .getByRole("region", { name: "From The White Cove", exact: true })
    .getByRole("link", { name: "Find a store" })
    .dispatchEvent("click");
  await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible();
  await expect(page).toHaveURL(/\/uk\/our-stores$/);
  expect(documents).toEqual([]);
});

test("a page of forms asks for no routes while it loads", async ({ page }) => {
  // Decision 064: a form discovers its action's routes when the shopper points at it, focuses or touches it; were
  // it to on rendering, the routes would be fetched and patched in, re-rendering the page, during the load.
  const discoveries: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/__manifest") discoveries.push(request.url());
  });
  await page.goto("/uk/login");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await hydrated(page);
  expect(discoveries).toEqual([]);
});

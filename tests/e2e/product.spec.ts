import type { Page } from "@playwright/test";
import { accessibilityOfServedPages, countIntlFormatters, expect, hydrated, test } from "./fixtures.ts";

// Journeys on product, bundle and find-in-store (spec 002 §2, §4). The seeded catalogue is
// deterministic, so these products are always the same: a towel in two colours, a sold-out
// cushion that takes stock alerts, a three-piece bed linen bundle and a robe stocked in Bath.
const TOWEL = "/uk/Towels/p/P10000001";
const SOLD_OUT_CUSHION = "/uk/Cushions/p/P10000014";
const BED_LINEN_BUNDLE = "/uk/bundle/Cavendish-Bed-Linen-Bundle/p/P10001212";
const ROBE_IN_BATH = "/uk/Bathrobes/p/P10000068";
// Sold out in every tog and size, each of which takes stock alerts.
const SOLD_OUT_TOG_DUVET = "/uk/Duvets/p/P10000020";

/** The header bag link, whose name carries the count ("Bag, 2 items"). */
const bagLink = (page: Page) => page.getByRole("link", { name: /^Bag, \d+ items?$/ });

// Several axe passes per journey on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

// The header promotions cross-fade as they rotate; without the fade axe never meets a half-faded link.
test.use({ contextOptions: { reducedMotion: "reduce" } });

async function bagCount(page: Page): Promise<number> {
  const name = (await bagLink(page).first().textContent()) ?? "";
  return Number(/Bag, (\d+)/.exec(name)?.[1] ?? 0);
}

test("a shopper switches colour, chooses a size and adds two to the bag", async ({
  page,
  expectAccessible,
}) => {
  await page.goto(TOWEL);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Aegean Organic Towel" })).toBeVisible();
  await expect(page.getByText("Colour: Chalk", { exact: true })).toBeVisible();
  await expectAccessible();
  const before = await bagCount(page);

  await page.getByRole("link", { name: "White", exact: true }).click();
  await expect(page).toHaveURL(/[?&]swatch=P10000001-white/);
  await expect(page.getByText("Colour: White", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select a size" })).toBeVisible();

  await page.getByRole("radio", { name: "Bath Towel" }).check();
  await expect(page.getByText("In stock", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
  await expectAccessible();

  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByRole("dialog", { name: "Added to your bag" })).toBeVisible();
  await expect(bagLink(page).first()).toHaveAccessibleName(`Bag, ${before + 2} items`);
  await expectAccessible();

  // Switching colour starts again: quantity back to 1 and nothing marked added.
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Chalk", exact: true }).click();
  await expect(page.getByText("Colour: Chalk", { exact: true })).toBeVisible();
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("1");
  await expect(page.getByText("Added to bag", { exact: true })).toHaveCount(0);
});

test("a quantity that is not a whole number is explained", async ({ page }) => {
  await page.goto(TOWEL);
  await hydrated(page);
  await page.getByRole("radio", { name: "Hand Towel" }).check();
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("2.5");
  await expect(page.getByText("The two nearest valid values are 2 and 3.")).toBeVisible();
});

test("a sold-out product shows Sold Out and takes a notify-me e-mail", async ({ page, expectAccessible }) => {
  await page.goto(SOLD_OUT_CUSHION);
  await hydrated(page);
  await expect(page.getByText("Sold Out").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Notify me when it's back" })).toBeVisible();
  await expectAccessible();

  const notifyMe = page.getByRole("region", { name: "Notify me when it's back" });
  const email = notifyMe.getByRole("textbox", { name: "Email address" });
  await email.fill("not-an-email");
  await notifyMe.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  await email.fill("shopper@example.com");
  await notifyMe.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We'll email shopper@example.com" })).toBeVisible();
  await expectAccessible();
});

// Issue 24 point 5 (spec 002 §4): the product is notify-me as a whole, so it is offered at once, with no add button
// that only answers "Please select a type".
test("a sold-out product whose every size takes alerts offers notify-me before any choice", async ({
  page,
  expectAccessible,
}) => {
  await page.goto(SOLD_OUT_TOG_DUVET);
  await hydrated(page);
  const notifyMe = page.getByRole("region", { name: "Notify me when it's back" });
  await expect(notifyMe).toContainText("This item is sold out.");
  await expect(page.getByRole("button", { name: /sold out|add to bag/i })).toHaveCount(0);
  await expect(page.getByText("Please select a type")).toHaveCount(0);
  await expectAccessible();

  await notifyMe.getByRole("textbox", { name: "Email address" }).fill("duvet-watcher@example.com");
  await notifyMe.getByRole("button", { name: "Notify me" }).click();
  await expect(
    notifyMe.getByRole("status").filter({ hasText: "We'll email duvet-watcher@example.com" }),
  ).toBeVisible();
});

test("a bundle with a size missing is refused, then added whole", async ({ page, expectAccessible }) => {
  await page.goto(BED_LINEN_BUNDLE);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Cavendish Bed Linen Bundle" })).toBeVisible();
  await expectAccessible();
  const before = await bagCount(page);
  const duvetCover = page.getByRole("article", { name: "Cavendish Piped Duvet Cover" });
  const pillowcase = page.getByRole("article", { name: "Cavendish Scallop Edge Pillowcase" });
  const sheet = page.getByRole("article", { name: "Cavendish Fitted Sheet" });

  await duvetCover.getByRole("radio", { name: "Double" }).check();
  await pillowcase.getByRole("radio", { name: "Standard" }).check();
  await page.getByRole("button", { name: "Add all to bag" }).click();
  await expect(sheet.getByRole("alert").filter({ hasText: "Please choose your size" })).toBeVisible();
  await expect(page.locator(".bundle__error")).toHaveText("Please choose your size");
  await expectAccessible();

  await sheet.getByRole("radio", { name: "Double" }).check();
  await page.getByRole("button", { name: "Add all to bag" }).click();
  await expect(page.getByText("Your set has been added to your bag.")).toBeVisible();
  await expect(bagLink(page).first()).toHaveAccessibleName(`Bag, ${before + 3} items`);
});

test("a shopper finds the chosen size in a shop near Bath", async ({ page, expectAccessible }) => {
  await page.goto(ROBE_IN_BATH);
  await hydrated(page);
  await page.getByRole("radio", { name: "S", exact: true }).check();
  await page.getByRole("button", { name: "Find in store" }).click();
  const dialog = page.getByRole("dialog", { name: "Find in store" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Town, city or postcode" }).fill("Bath");
  await dialog.getByRole("button", { name: "Search" }).click();
  const bath = dialog.getByRole("article", { name: "Bath" });
  await expect(bath).toBeVisible();
  await expect(bath.getByText(/miles? away/)).toBeVisible();
  await expect(bath.getByRole("link", { name: "01225 265749" })).toBeVisible();
  await bath.getByText("Opening hours").click();
  await expect(bath.getByText("Sun", { exact: true })).toBeVisible();
  await expectAccessible();

  await dialog.getByRole("textbox", { name: "Town, city or postcode" }).fill("Xqzzyville");
  await dialog.getByRole("button", { name: "Search" }).click();
  await expect(dialog.getByText("We couldn't find Xqzzyville.", { exact: false })).toBeVisible();
});

// Decision 009: the first Intl formatter costs a phone 17–24 ms, so a product page hydrates on the
// prices and days its data carries, as the server wrote them, and builds none, deferred sections included.
test("a product page hydrates without building an Intl formatter", async ({ page }) => {
  const formattersBuilt = await countIntlFormatters(page);
  await page.goto(TOWEL);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText(/^£\d+(\.\d\d)?$/).first()).toBeVisible();
  await expect(main.getByText(/^Posted on \d{1,2} [A-Z][a-z]+ \d{4}$/).first()).toBeAttached();
  // The reviews and the strips come with the page (decisions 036 and 074), each with the labels of what it shows.
  await expect(main.getByRole("heading", { name: "You may also like" })).toBeAttached();
  expect(await formattersBuilt()).toEqual([]);
});

test.describe("a product page without JavaScript", () => {
  // The fixture builds each context from contextOptions, so JavaScript is switched off there. The axe pass loads
  // the page again in a context of its own.
  test.use({ contextOptions: { javaScriptEnabled: false, reducedMotion: "reduce" } });

  test("a shopper follows the rating to the reviews and reads them, and the strips are in the page", async ({
    page,
    browser,
    expectAccessible: axe,
  }) => {
    const expectAccessible = accessibilityOfServedPages(page, browser, axe);
    await page.goto(TOWEL);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Aegean Organic Towel" })).toBeVisible();
    // Issue 24 point 9: the reviews and the strips were streamed parts that only a script revealed.
    await main.getByRole("link", { name: /\d+ reviews?$/ }).click();
    await expect(page).toHaveURL(/#reviews$/);
    const reviews = page.getByRole("region", { name: "Reviews" });
    await expect(reviews.getByRole("heading", { level: 2, name: "Reviews" })).toBeInViewport();
    const review = reviews.getByRole("listitem").first().getByRole("article");
    await expect(review.getByRole("heading", { level: 3 })).toBeVisible();
    await expect(review.getByText(/^Posted on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(review.getByText(/^Colour: .+ · Size: .+$/)).toBeVisible();
    // The recommendation strips are in place too: the page is shared, so it is rendered whole (decision 074), and
    // no script is needed to show them. Their skeleton, for a page that streams them, is not there.
    const strip = main.getByRole("region", { name: "You may also like" });
    await expect(strip.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(strip.getByRole("link").first()).toHaveAttribute("href", /\/p\//);
    await expect(main.locator(".recommendations-skeleton")).toHaveCount(0);
    await expectAccessible();

    // The pager is a pair of links the browser follows: the next page, at the reviews.
    const status = reviews.getByRole("navigation", { name: "Review pages" }).getByText(/^Page \d+ of \d+$/);
    await expect(status).toHaveText(/^Page 1 of /);
    await reviews.getByRole("link", { name: "More reviews" }).click();
    await expect(page).toHaveURL(/\?reviewsPage=2#reviews$/);
    await expect(status).toHaveText(/^Page 2 of /);
    await expect(reviews.getByRole("heading", { level: 2, name: "Reviews" })).toBeInViewport();
    await expect(reviews.getByRole("link", { name: "Previous reviews" })).toBeVisible();
  });
});

test("with JavaScript, the review pager loads the next page in place", async ({ page }) => {
  await page.goto(TOWEL);
  await hydrated(page);
  const reviews = page.getByRole("region", { name: "Reviews" });
  const first = await reviews.getByRole("article").first().getByRole("heading", { level: 3 }).textContent();
  await reviews.getByRole("link", { name: "More reviews" }).click();
  await expect(reviews.getByText(/^Page 2 of \d+$/)).toBeVisible();
  // Loaded from the reviews call: the address and the rest of the page stay as they were.
  await expect(page).toHaveURL(TOWEL);
  await expect(reviews.getByRole("heading", { level: 2, name: "Reviews" })).toBeFocused();
  await expect(reviews.getByRole("article").first().getByRole("heading", { level: 3 })).not.toHaveText(
    first ?? "",
  );
});

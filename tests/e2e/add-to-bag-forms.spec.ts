import type { Page } from "@playwright/test";
import { accessibilityOfServedPages, csrfTokenThroughApi, expect, hydrated, test } from "./fixtures.ts";

// Add to bag is a form (issue 11; ARCHITECTURE.md "Selling"; docs/forms-and-mutations.md). With JavaScript
// off the browser posts it to /{version}/bag/update, which sends the shopper back to the same page with the
// confirmation and the header's count from the server. With JavaScript the same form goes through a fetcher
// and the header shows the count the server answered, never a tally kept in the browser.
const TOWEL = "/uk/Towels/p/P10000001";
const BED_LINEN_BUNDLE = "/uk/bundle/Cavendish-Bed-Linen-Bundle/p/P10001212";
const CUSHIONS = "/uk/Home/Home-Decor/c/Cushions";
const OUT_OF_STOCK = "We're sorry - this item is out of stock and we are unable to add it to your cart.";

/** The header bag link, whose name carries the server's count ("Bag, 1 item", "Bag, 2 items"). */
const bagLink = (page: Page, count: number) =>
  page.getByRole("link", { name: count === 1 ? "Bag, 1 item" : `Bag, ${count} items` }).first();

// Several axe passes per journey on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

test.describe("without JavaScript", { tag: "@mobile-only" }, () => {
  // Each axe pass here loads the page a second time in a context of its own.
  test.describe.configure({ timeout: 180_000 });
  // The fixture builds each context from contextOptions, so JavaScript is switched off there.
  test.use({ contextOptions: { javaScriptEnabled: false, reducedMotion: "reduce" } });

  test("a shopper adds a towel from its page; a missing size and a sold-out size are explained", async ({
    page,
    browser,
    expectAccessible: axe,
  }) => {
    const expectAccessible = accessibilityOfServedPages(page, browser, axe);
    await page.goto(TOWEL);
    await expect(page.getByRole("heading", { level: 1, name: "Aegean Organic Towel" })).toBeVisible();
    // The page every shopper shares names no count without a script (docs/decisions/051); the link leads to the bag.
    await expect(page.getByRole("link", { name: "Bag", exact: true }).first()).toHaveAttribute(
      "href",
      "/uk/bag",
    );
    await expectAccessible();

    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select a size" })).toBeVisible();
    await expect(bagLink(page, 0)).toBeAttached();

    await page.getByRole("radio", { name: "Bath Towel" }).check();
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await page.getByRole("button", { name: "Add to bag" }).click();
    const added = page.getByRole("status").filter({ hasText: "Added to your bag" });
    await expect(added).toBeVisible();
    await expect(added.getByText("Aegean Organic Towel")).toBeVisible();
    await expect(added.getByText("Size: Bath Towel")).toBeVisible();
    await expect(added.getByText("Quantity: 2")).toBeVisible();
    await expect(added.getByText("2 items in your bag")).toBeVisible();
    await expect(added.getByRole("link", { name: "View bag" })).toHaveAttribute("href", "/uk/bag");
    await expect(bagLink(page, 2)).toBeAttached();
    await expectAccessible();

    // spec 002 §4: the sold-out size can still be posted without a script; the server refuses it.
    await page.getByRole("radio", { name: /^Bath Sheet/ }).check();
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByRole("alert").filter({ hasText: OUT_OF_STOCK })).toBeVisible();
    await expect(bagLink(page, 2)).toBeAttached();

    // The confirmation is shown once: the next visit to the page has none.
    await page.reload();
    await expect(page.getByText("Not added to your bag")).toHaveCount(0);
    await expect(page.getByText("Added to your bag")).toHaveCount(0);
  });

  test("a shopper adds a whole bundle after choosing every size", async ({
    page,
    browser,
    expectAccessible: axe,
  }) => {
    const expectAccessible = accessibilityOfServedPages(page, browser, axe);
    await page.goto(BED_LINEN_BUNDLE);
    await expect(page.getByRole("heading", { level: 1, name: "Cavendish Bed Linen Bundle" })).toBeVisible();
    await expectAccessible();

    await page.getByRole("button", { name: "Add all to bag" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please choose your size" })).toBeVisible();
    await expect(bagLink(page, 0)).toBeAttached();

    await page
      .getByRole("article", { name: "Cavendish Piped Duvet Cover" })
      .getByRole("radio", { name: "Double" })
      .check();
    await page
      .getByRole("article", { name: "Cavendish Scallop Edge Pillowcase" })
      .getByRole("radio", { name: "Standard" })
      .check();
    await page
      .getByRole("article", { name: "Cavendish Fitted Sheet" })
      .getByRole("radio", { name: "Double" })
      .check();
    await page.getByRole("button", { name: "Add all to bag" }).click();
    const added = page.getByRole("status").filter({ hasText: "Added to your bag" });
    await expect(added).toBeVisible();
    await expect(added.getByText("Cavendish Bed Linen Bundle")).toBeVisible();
    await expect(added.getByText("3 items in your bag")).toBeVisible();
    await expect(bagLink(page, 3)).toBeAttached();
    await expectAccessible();
  });

  test("a shopper quick-adds a one-size cushion from the listing", async ({
    page,
    browser,
    expectAccessible: axe,
  }) => {
    const expectAccessible = accessibilityOfServedPages(page, browser, axe);
    await page.goto(CUSHIONS);
    const card = page
      .locator(".product-card")
      .filter({ hasNot: page.getByText("Sold Out", { exact: true }) })
      .first();
    const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
    await card.getByRole("button", { name: /^Quick add/ }).click();
    const added = page.getByRole("status").filter({ hasText: "Added to your bag" });
    await expect(added).toBeVisible();
    await expect(added.getByText(name, { exact: true })).toBeVisible();
    await expect(added.getByText("1 item in your bag")).toBeVisible();
    await expect(bagLink(page, 1)).toBeAttached();
    await expect(page).toHaveURL(CUSHIONS);
    await expectAccessible();
  });
});

test.describe("with JavaScript", { tag: "@mobile-only" }, () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("the header shows the count the server answers, not one kept in the browser", async ({ page }) => {
    await page.goto(TOWEL);
    await hydrated(page);
    await expect(bagLink(page, 0)).toBeAttached();

    // Another tab adds three hand towels: this page still says 0 until the server answers its own add.
    const token = await csrfTokenThroughApi(page);
    const other = await page.request.post("/uk/cart/entries", {
      headers: { "x-csrf-token": token },
      data: { productSku: "P100000010102", quantity: 3 },
    });
    expect(other.status()).toBe(200);
    await expect(bagLink(page, 0)).toBeAttached();

    await page.getByRole("radio", { name: "Bath Towel" }).check();
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByRole("dialog", { name: "Added to your bag" })).toBeVisible();
    await expect(bagLink(page, 4)).toBeAttached();
    // The analytics event is priced by the server (spec 001 §4).
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: "Add to Cart",
        ecommerce: expect.objectContaining({
          currency: "GBP",
          items: [expect.objectContaining({ quantity: 1 })],
        }),
      }),
    );
  });
});

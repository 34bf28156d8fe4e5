import type { Page } from "@playwright/test";
import defaults from "../../config/defaults.json" with { type: "json" };
import { accessibilityOfServedPages, csrfTokenThroughApi, expect, hydrated, test } from "./fixtures.ts";

// Saved items and the added-to-bag confirmation (spec 002 §2, §4; spec 001 §4). The real maximum
// (config wishlist.maxItems) is reached quickly through the API, as a shopper's earlier visits would have.
const MAX = defaults.wishlist.maxItems;
/** Seeded single-size products with stock online. */
const LOTION = { code: "P10000003", path: "/uk/Bath-Body/p/P10000003" };
const SAVE_TARGET = { code: "P10000009", path: "/uk/Diffusers/p/P10000009" };

/** Saves products through the API with the page's own session and CSRF token; answers their names. */
async function saveThroughApi(page: Page, codes: string[]): Promise<void> {
  const token = await csrfTokenThroughApi(page);
  for (const code of codes) {
    const response = await page.request.post("/uk/api/wishlist", {
      headers: { "x-csrf-token": token },
      data: { code, groupCode: "", name: code },
    });
    expect(response.status()).toBe(200);
  }
}

/** Fills the list to the maximum with products P10000010 onwards; the first is the oldest. */
async function fillToMaximum(page: Page): Promise<string[]> {
  const codes = Array.from({ length: MAX }, (_, i) => `P1000${String(10 + i).padStart(4, "0")}`);
  await saveThroughApi(page, codes);
  return codes;
}

async function productName(page: Page): Promise<string> {
  await hydrated(page);
  return (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
}

test.describe("saved items", () => {
  test("saving past the maximum offers the choice and replaces the oldest", { tag: "@mobile-only" }, async ({
    page,
    expectAccessible,
  }) => {
    // Fifty saves, a fifty-card page and two axe runs: more than the default budget on a busy machine.
    test.slow();
    const codes = await fillToMaximum(page);
    await page.goto(`${SAVE_TARGET.path}`);
    const name = await productName(page);
    const save = page.getByRole("button", { name: `Save ${name} to saved items` });
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();

    const dialog = page.getByRole("dialog", { name: "Your saved items are full" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Continue & Replace Oldest Item" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" }).first()).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Go to saved items" })).toBeVisible();
    await expectAccessible();

    await dialog.getByRole("button", { name: "Continue & Replace Oldest Item" }).click();
    await expect(dialog).toBeHidden();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await expect(
      page.getByRole("status").filter({ hasText: `${name} has been added to your saved items` }),
    ).toHaveCount(1);

    await page.goto("/uk/saved-items");
    await expect(page.getByRole("heading", { level: 1, name: "Saved items" })).toBeVisible();
    await expect(page.getByText(`${MAX} saved items`, { exact: true })).toBeVisible();
    // Newest first: the product just saved leads; the oldest (the first saved) has gone.
    const names = page
      .getByRole("list")
      .filter({ has: page.getByRole("article") })
      .getByRole("heading", { level: 2 });
    await expect(names.first()).toHaveText(name);
    await expect(page.getByRole("link", { name: codes[0] })).toHaveCount(0);
    await expectAccessible();
  });

  test("cancel keeps the list; go to saved items opens the page", { tag: "@mobile-only" }, async ({
    page,
  }) => {
    test.slow();
    await fillToMaximum(page);
    await page.goto(`${SAVE_TARGET.path}`);
    const name = await productName(page);
    const save = page.getByRole("button", { name: `Save ${name} to saved items` });
    await save.click();
    const dialog = page.getByRole("dialog", { name: "Your saved items are full" });
    await dialog.getByRole("button", { name: "Cancel" }).last().click();
    await expect(dialog).toBeHidden();
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();
    await dialog.getByRole("button", { name: "Go to saved items" }).click();
    await expect(page).toHaveURL(/\/uk\/saved-items$/);
    await expect(page.getByText(`${MAX} saved items`, { exact: true })).toBeVisible();
  });

  test("the page lists saved items newest first; remove and add to bag work from it", {
    tag: "@mobile-only",
  }, async ({ page, expectAccessible }) => {
    await page.goto("/uk/saved-items");
    await expect(page.getByText("You have no saved items yet.")).toBeVisible();
    await expectAccessible();

    await saveThroughApi(page, [SAVE_TARGET.code, LOTION.code]);
    await page.reload();
    await hydrated(page);
    await expect(page.getByText("2 saved items")).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(2);
    const lotionName = (await cards.first().getByRole("heading").textContent()) ?? "";
    const otherName = (await cards.last().getByRole("heading").textContent()) ?? "";
    await expect(cards.first().locator("img")).toBeVisible();
    await expect(cards.first().getByText(/£/)).toBeVisible();
    await expectAccessible();

    await page.getByRole("button", { name: `Remove ${otherName} from saved items` }).click();
    await expect(cards).toHaveCount(1);
    await expect(page.getByText("1 saved item", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: `Add to bag: ${lotionName}` }).click();
    const confirmation = page.getByRole("dialog", { name: "Added to your bag" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByText(lotionName)).toBeVisible();
    await expect(page.getByRole("link", { name: "Bag, 1 item" })).toBeAttached();
  });

  test("a failed save shows the spec's auto-dismissed notification", { tag: "@mobile-only" }, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`${SAVE_TARGET.path}`);
    const name = await productName(page);
    await page.route("**/api/wishlist", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
    );
    await page.getByRole("button", { name: `Save ${name} to saved items` }).click();
    const alert = page.getByRole("alert").getByText(`${name} could not be saved. Please try again.`);
    await expect(alert).toBeVisible();
    await page.clock.runFor(4500);
    await expect(alert).toBeHidden();
  });
});

test.describe("saved items without JavaScript", { tag: "@mobile-only" }, () => {
  // The fixture builds each context from contextOptions, so JavaScript is switched off there.
  test.use({ contextOptions: { javaScriptEnabled: false, reducedMotion: "reduce" } });

  test("a saved item goes in the bag through the bag's own form, which the browser posts", async ({
    page,
    browser,
    expectAccessible: axe,
  }) => {
    const expectAccessible = accessibilityOfServedPages(page, browser, axe);
    await page.goto("/uk/saved-items");
    await saveThroughApi(page, [LOTION.code]);
    await page.reload();
    const card = page.getByRole("article");
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await expect(page.getByRole("link", { name: "Bag, 0 items" }).first()).toBeAttached();

    await card.getByRole("button", { name: `Add to bag: ${name}` }).click();
    await expect(page).toHaveURL(/\/uk\/saved-items$/);
    const added = page.getByRole("status").filter({ hasText: "Added to your bag" });
    await expect(added).toBeVisible();
    await expect(added.getByText(name)).toBeVisible();
    await expect(page.getByRole("link", { name: "Bag, 1 item" }).first()).toBeAttached();
    await expectAccessible();
  });
});

test.describe("added to bag", () => {
  test("the counter rises by the quantity and the confirmation closes after 3 seconds", async ({
    page,
    expectAccessible,
  }) => {
    await page.clock.install();
    await page.goto(LOTION.path);
    const name = await productName(page);
    await expect(page.getByRole("link", { name: "Bag, 0 items" })).toBeAttached();
    await page.getByRole("button", { name: /^Add to bag/ }).click();

    const confirmation = page.getByRole("dialog", { name: "Added to your bag" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByText(name)).toBeVisible();
    await expect(confirmation.getByText("Quantity: 1")).toBeVisible();
    await expect(confirmation.getByRole("link", { name: "View bag" })).toHaveAttribute("href", "/uk/bag");
    await expect(page.getByRole("link", { name: "Bag, 1 item" })).toBeAttached();
    const pushed = await page.evaluate(
      () => (window as { dataLayer?: { event?: string }[] }).dataLayer ?? [],
    );
    expect(pushed.filter((e) => e.event === "Add to Cart")).toHaveLength(1);
    await expectAccessible();

    await page.clock.runFor(3100);
    await expect(confirmation).toBeHidden();

    // Escape closes it too.
    await page.getByRole("button", { name: /^Add to bag/ }).click();
    await expect(confirmation).toBeVisible();
    await expect(page.getByRole("link", { name: "Bag, 2 items" })).toBeAttached();
    await page.keyboard.press("Escape");
    await expect(confirmation).toBeHidden();
  });
});

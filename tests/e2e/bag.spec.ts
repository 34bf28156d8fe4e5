import type { Page } from "@playwright/test";
import { accessibilityOfServedPages, csrfTokenThroughApi, expect, hydrated, test } from "./fixtures.ts";

// The bag page (spec 001 §2, §4; 002 §4; issue 13 point 4): a shopper changes a quantity, applies promo codes,
// removes a line and moves one to saved items, until the bag is empty. Every change is a form: with
// JavaScript it goes through a fetcher and the header shows the count the server answered; without it the
// browser posts and is sent back to the bag.
const TOWEL = { path: "/uk/Towels/p/P10000001", name: "Aegean Organic Towel", bathTowel: "P100000010203" };
const LOTION = {
  path: "/uk/Bath-Body/p/P10000003",
  name: "Pomegranate Hand & Body Lotion",
  sku: "P100000030101",
};

/** The bag page's own count beside its title (the bag's simplified header has no bag icon). */
const bagCount = (page: Page) => page.getByRole("main").getByText(/^\d+ items?$/);

/** The header bag link on other pages, whose name carries the server's count. */
const bagLink = (page: Page, count: number) =>
  page.getByRole("link", { name: count === 1 ? "Bag, 1 item" : `Bag, ${count} items` }).first();

const bagLine = (page: Page, name: string) => page.getByRole("article", { name });

/** Puts variants in the bag through the JSON call with the page's own session, as an earlier visit would. */
async function addThroughApi(page: Page, items: { sku: string; quantity: number }[]): Promise<void> {
  const token = await csrfTokenThroughApi(page);
  for (const item of items) {
    const response = await page.request.post("/uk/cart/entries", {
      headers: { "x-csrf-token": token },
      data: { productSku: item.sku, quantity: item.quantity },
    });
    expect(response.status()).toBe(200);
  }
}

// Several changes and axe passes per journey on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

test.describe("the bag page with JavaScript", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("a shopper changes a quantity, uses promo codes, removes a line and moves one to saved items", async ({
    page,
    expectAccessible,
  }) => {
    // Adding from a product page is product.spec.ts's and add-to-bag-forms.spec.ts's journey: the bag starts here.
    await addThroughApi(page, [
      { sku: TOWEL.bathTowel, quantity: 1 },
      { sku: LOTION.sku, quantity: 1 },
    ]);

    await page.goto("/uk/bag");
    await hydrated(page);
    await expect(page).toHaveTitle("Your bag | The White Cove");
    await expect(page.getByRole("heading", { level: 1, name: "Your bag" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Checkout progress" }).getByRole("listitem").first(),
    ).toHaveAttribute("aria-current", "step");
    await expect(bagCount(page)).toHaveText("2 items");
    const towel = bagLine(page, TOWEL.name);
    await expect(towel.getByText("Size: Bath Towel")).toBeVisible();
    // spec 000 §3: a one-size product shows no size.
    await expect(bagLine(page, LOTION.name).getByText(/^Size:/)).toHaveCount(0);
    // Checkout starts from the bag (its sign-in step, then checkout/secure).
    await expect(page.getByRole("link", { name: "Checkout securely" })).toHaveAttribute(
      "href",
      "/uk/checkout/secure",
    );
    await expectAccessible();

    // The change posts itself; the header shows the server's count.
    await towel.getByRole("combobox", { name: /^Quantity/ }).selectOption("3");
    await expect(bagCount(page)).toHaveText("4 items");
    await expect(towel.getByRole("combobox", { name: /^Quantity/ })).toHaveValue("3");

    const promoCode = page.getByRole("textbox", { name: "Promo code" });
    await promoCode.fill("welcome10");
    await page.getByRole("button", { name: "Apply" }).click();
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary.getByText("Discount (WELCOME10)")).toBeVisible();
    await expect(towel.getByText(/^Saving /)).toBeVisible();

    await promoCode.fill("SUMMER15");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Sorry, this code has expired." })).toBeVisible();
    await expect(promoCode).toHaveValue("SUMMER15");
    await expect(summary.getByText("Discount (SUMMER15)")).toHaveCount(0);
    await expectAccessible();

    await towel.getByRole("button", { name: `Remove ${TOWEL.name}` }).click();
    await expect(towel).toHaveCount(0);
    await expect(bagCount(page)).toHaveText("1 item");

    // spec 002 §4: the line is marked while it moves, then the notification links to saved items.
    const lotion = bagLine(page, LOTION.name);
    await lotion.getByRole("button", { name: `Move to saved items ${LOTION.name}` }).click();
    // The snackbar closes itself after 4 s (spec 000 §9), which a busy machine can outrun: its link is read while
    // it shows and followed after, the empty bag checked in between.
    const notification = page.getByRole("status").filter({ hasText: "has been moved to your saved items" });
    const link = notification.getByRole("link", { name: "View saved items" });
    await expect(notification.getByText(`${LOTION.name} has been moved to your saved items`)).toBeVisible();
    const href = await link.getAttribute("href");
    expect(href).toBe("/uk/saved-items");
    await expect(lotion).toHaveCount(0);
    await page.goto(href ?? "");
    await expect(page).toHaveURL("/uk/saved-items");
    await expect(page.getByRole("heading", { level: 1, name: "Saved items" })).toBeVisible();
    await expect(page.getByRole("link", { name: LOTION.name })).toBeVisible();
    // Back in the full shell: the header's count is the server's.
    await expect(bagLink(page, 0)).toBeAttached();

    await page.goBack();
    await expect(page.getByRole("heading", { name: "Your bag is empty" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Continue shopping" })).toHaveAttribute(
      "href",
      "/uk/",
    );
    await expectAccessible();
  });
});

// Issue 24 point 10 (WCAG 3.2.2 On Input): arrowing through the quantity is not a choice; the bag is updated once,
// when the keyboard user commits.
test.describe("the bag's quantity with the keyboard", () => {
  test("arrowing from 1 to 4 posts one update, when the shopper leaves the field", async ({ page }) => {
    await addThroughApi(page, [{ sku: TOWEL.bathTowel, quantity: 1 }]);
    await page.goto("/uk/bag");
    await hydrated(page);
    await expect(bagCount(page)).toHaveText("1 item");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const quantity = bagLine(page, TOWEL.name).getByRole("combobox", { name: /^Quantity/ });
    await quantity.focus();
    for (let step = 0; step < 3; step += 1) await quantity.press("ArrowDown");
    await expect(quantity).toHaveValue("4");
    expect(posts).toEqual([]);

    await quantity.press("Tab");
    await expect(bagCount(page)).toHaveText("4 items");
    await expect(quantity).toHaveValue("4");
    expect(posts).toHaveLength(1);
  });
});

test.describe("gift boxes and messages in the bag", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("a shopper puts two items in a gift box with a message; an emoji and a 251st character are refused", async ({
    page,
    expectAccessible,
  }) => {
    await addThroughApi(page, [
      { sku: TOWEL.bathTowel, quantity: 1 },
      { sku: LOTION.sku, quantity: 1 },
    ]);
    await page.goto("/uk/bag");
    await hydrated(page);
    const gifting = page.getByRole("region", { name: "Gift boxes and messages" });
    await gifting.getByText("Add a gift box or a gift message").click();
    await gifting.getByRole("checkbox", { name: new RegExp(TOWEL.name) }).check();
    await gifting.getByRole("checkbox", { name: new RegExp(LOTION.name) }).check();
    await gifting.getByRole("radio", { name: /^Signature Gift Box/ }).check();
    const message = gifting.getByRole("textbox", { name: /^Personal message/ });

    // spec 001 §5: at most 250 characters: the 251st is refused as it is typed.
    await message.fill("a".repeat(251));
    await expect(message).toHaveValue("a".repeat(250));
    await expect(gifting.getByText("0 characters left", { exact: true })).toBeVisible();

    // No emoji: the server refuses the box and says why, beside the field.
    await message.fill("Happy birthday 🎉");
    await gifting.getByRole("button", { name: "Add gift box" }).click();
    await expect(
      page.getByText("Your message can only use letters, numbers, spaces, line breaks and ? \" . ' , !"),
    ).toBeVisible();
    await expect(gifting.getByRole("heading", { name: "Gift box 1" })).toHaveCount(0);
    await expectAccessible();

    await gifting.getByRole("checkbox", { name: new RegExp(TOWEL.name) }).check();
    await gifting.getByRole("checkbox", { name: new RegExp(LOTION.name) }).check();
    await gifting.getByRole("textbox", { name: /^Personal message/ }).fill("Happy birthday, Ada! With love.");
    await gifting.getByRole("button", { name: "Add gift box" }).click();
    const box = gifting
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Gift box 1" }) });
    await expect(box).toBeVisible();
    await expect(box.getByText(TOWEL.name)).toBeVisible();
    await expect(box.getByText(LOTION.name)).toBeVisible();
    await expect(box.getByRole("textbox", { name: "Message for gift box 1" })).toHaveValue(
      "Happy birthday, Ada! With love.",
    );
    // The box is charged in the order summary.
    await expect(page.getByRole("region", { name: "Order summary" }).getByText(/Gift boxes/)).toBeVisible();
    await expectAccessible();

    await box.getByRole("button", { name: "Remove gift box 1" }).click();
    await expect(gifting.getByRole("heading", { name: "Gift box 1" })).toHaveCount(0);
  });
});

test.describe("the bag page without JavaScript", () => {
  // Each axe pass here loads the page a second time in a context of its own.
  test.describe.configure({ timeout: 180_000 });
  // The fixture builds each context from contextOptions, so JavaScript is switched off there.
  test.use({ contextOptions: { javaScriptEnabled: false, reducedMotion: "reduce" } });

  test("a shopper changes a quantity and removes a line with forms the browser posts", async ({
    page,
    browser,
    expectAccessible: axe,
  }) => {
    const expectAccessible = accessibilityOfServedPages(page, browser, axe);
    await addThroughApi(page, [
      { sku: TOWEL.bathTowel, quantity: 1 },
      { sku: LOTION.sku, quantity: 1 },
    ]);
    await page.goto("/uk/bag");
    await expect(bagCount(page)).toHaveText("2 items");
    await expectAccessible();

    const towel = bagLine(page, TOWEL.name);
    await towel.getByRole("combobox", { name: /^Quantity/ }).selectOption("2");
    await towel.getByRole("button", { name: `Update ${TOWEL.name}` }).click();
    await expect(page).toHaveURL("/uk/bag");
    await expect(page.getByRole("status").filter({ hasText: "Your bag has been updated." })).toBeVisible();
    await expect(towel.getByRole("combobox", { name: /^Quantity/ })).toHaveValue("2");
    await expect(bagCount(page)).toHaveText("3 items");
    await expectAccessible();

    await towel.getByRole("button", { name: `Remove ${TOWEL.name}` }).click();
    await expect(page).toHaveURL("/uk/bag");
    await expect(towel).toHaveCount(0);
    await expect(bagLine(page, LOTION.name)).toBeVisible();
    await expect(bagCount(page)).toHaveText("1 item");

    // The notice is shown once: the next view of the bag has none.
    await page.reload();
    await expect(page.getByText("Your bag has been updated.")).toHaveCount(0);
  });
});

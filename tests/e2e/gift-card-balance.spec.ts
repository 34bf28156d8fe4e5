import { expect, test } from "./fixtures.ts";

// Checking a trial gift card's balance by its number and PIN (docs/sandboxes.md; docs/decisions/043). A wrong PIN
// is tried on a number no card has, so the trial cards the other journeys pay with are never brought near a lock.

test.describe("the gift card balance page", () => {
  test("a shopper checks a trial card's balance, and is told plainly when a pair is wrong", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/uk/gift-cards/balance");
    await expect(page.getByRole("heading", { level: 1, name: "Check your gift card balance" })).toBeVisible();
    await expectAccessible();

    const number = page.getByRole("textbox", { name: /^Gift card number/ });
    const pin = page.getByLabel(/^PIN/);
    await number.fill("GC99 0000 0000 0001");
    await pin.fill("123456");
    await page.getByRole("button", { name: "Check balance" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "we can't show a balance for that gift card number and PIN" }),
    ).toBeVisible();
    await expectAccessible();

    await number.fill("gc10 0000 0000 0100");
    await page.getByLabel(/^PIN/).fill("100100");
    await page.getByRole("button", { name: "Check balance" }).click();
    await expect(page.getByRole("heading", { name: "Gift card ending 0100" })).toBeVisible();
    const facts = page.getByRole("status").filter({ hasText: "Balance" });
    await expect(facts).toContainText(/£\d/);
    await expect(facts).toContainText("Never expires");
    const history = page.getByRole("table", { name: "History" });
    await expect(history.getByRole("row", { name: /Issued/ })).toBeVisible();
    await expectAccessible();
  });

  test("the US site says gift cards are the UK site's and links there", { tag: "@mobile-only" }, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/us/gift-cards/balance");
    await expect(page.getByText(/on our UK site only/)).toBeVisible();
    await page.getByRole("link", { name: "Check a gift card balance on our UK site" }).click();
    await page.waitForURL(/\/uk\/gift-cards\/balance$/);
    await expect(page.getByRole("textbox", { name: /^Gift card number/ })).toBeVisible();
    await expectAccessible();
  });
});

import type { FrameLocator, Page } from "@playwright/test";
import { readyForPayment, trialGiftCard } from "./checkout-steps.ts";
import { registerCustomer } from "./customers.ts";
import { accessibilityOfServedPages, expect, hydrated, test } from "./fixtures.ts";
import { expectCardFrameFitsItsPage, expectNoHorizontalOverflow } from "./reflow.ts";

// Paying (issue 16): the card in the acquirer's hosted page (the sandbox on its own origin), refused and retried,
// a 3-D Secure challenge, a gift card paying part of an order, and a saved card.

test.describe.configure({ timeout: 120_000 });
test.use({ contextOptions: { reducedMotion: "reduce" } });

const payment = (page: Page) => page.getByRole("region", { name: "Payment" });
const appliedCards = (page: Page) =>
  payment(page).getByRole("list", { name: "Gift cards paying for this order" });

async function applyGiftCard(page: Page, code: string): Promise<void> {
  const step = payment(page);
  await step.getByRole("textbox", { name: "Gift card number" }).fill(code);
  await step.getByRole("button", { name: "Apply gift card" }).click();
  await expect(
    appliedCards(page)
      .getByText(`Gift card ending ${code.slice(-4)}`, { exact: false })
      .first(),
  ).toBeVisible();
}
const cardFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Card payment"]');

async function openPayment(page: Page): Promise<void> {
  await page.goto("/uk/checkout/secure");
  await hydrated(page);
  await expect(payment(page).getByRole("heading", { name: "Pay by card" })).toBeVisible();
}

async function payByCard(page: Page, number: string, holder = "Ada Lovelace"): Promise<void> {
  const frame = cardFrame(page);
  await frame.getByRole("textbox", { name: "Name on card" }).fill(holder);
  await frame.getByRole("textbox", { name: "Card number" }).fill(number);
  await frame.getByRole("textbox", { name: /Expiry date/ }).fill("12/30");
  await frame.getByRole("textbox", { name: /Security code/ }).fill("123");
  await frame.getByRole("button", { name: /^Pay / }).click();
}

async function expectConfirmation(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/uk\/checkout\/orderConfirmation\/\d{11}$/, { timeout: 20_000 });
  return page.url().split("/").pop() ?? "";
}

test("a guest pays by card in the hosted page, reaches the confirmation and tracks the order", async ({
  page,
  expectAccessible,
}) => {
  await readyForPayment(page);
  await openPayment(page);
  await expectCardFrameFitsItsPage(page);
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page, "payment by card");
  await payByCard(page, "4444 3333 2222 1111");
  const orderNumber = await expectConfirmation(page);
  expect(orderNumber).toMatch(/^\d{11}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("1111");
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page, "order confirmation");
  // The guest finds the order again by its number and e-mail.
  await page.goto("/uk/guest/trackOrder");
  const form = page.getByRole("form", { name: "Track your order" });
  await form.getByRole("textbox", { name: /Order number/ }).fill(orderNumber);
  await form.getByRole("textbox", { name: "Email address" }).fill("guest@example.com");
  await form.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
  // The bag is empty once the order is placed.
  await page.goto("/uk/bag");
  await expect(page.getByRole("heading", { name: /Your bag is empty/ })).toBeVisible();
});

test("a refused card says so, keeps the bag, and a good card then pays @mobile-only", async ({
  page,
  expectAccessible,
}) => {
  await readyForPayment(page);
  await openPayment(page);
  await payByCard(page, "4000 0000 0000 0002");
  await expect(
    payment(page)
      .getByRole("alert")
      .filter({ hasText: "Your card was declined and you haven't been charged" }),
  ).toBeVisible({ timeout: 20_000 });
  // A new card page for the next attempt, once the checkout is read again.
  await expect(cardFrame(page).getByRole("textbox", { name: "Card number" })).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page, "refused card");
  await expect(page.getByRole("region", { name: "Order summary" })).toContainText("£26.95");
  // A new card page for the next attempt.
  await payByCard(page, "5555 5555 5555 4444");
  await expectConfirmation(page);
});

// Paid wholly by two gift cards: orders.spec.ts, whose guest then tracks that order.
test(
  "an order paid half by gift card and half by a card that passes a 3-D Secure challenge",
  { tag: "@mobile-only" },
  async ({ page }, testInfo) => {
    await readyForPayment(page);
    await openPayment(page);
    await applyGiftCard(page, trialGiftCard("payments", testInfo, 1));
    await expect(payment(page).getByText("£11.95 left to pay by card")).toBeVisible();
    // The gift card opened a new card page for what is left: type into that one, not the page it replaces.
    await expect(cardFrame(page).getByRole("button", { name: "Pay £11.95" })).toBeVisible({
      timeout: 20_000,
    });
    await payByCard(page, "4000 0000 0000 3220");
    await expect(cardFrame(page).getByRole("heading", { name: "Confirm it's you" })).toBeVisible();
    await cardFrame(page).getByRole("button", { name: "Pass" }).click();
    const orderNumber = await expectConfirmation(page);
    const paid = page.getByRole("region", { name: "Payment" });
    await expect(paid).toContainText(`Gift card ending ${trialGiftCard("payments", testInfo, 1).slice(-4)}`);
    await expect(paid).toContainText("£11.95");
    expect(orderNumber).toMatch(/^\d{11}$/);
  },
);

test("a signed-in shopper saves a card, then pays with it on a second order @mobile-only", async ({
  page,
  expectAccessible,
}) => {
  await registerCustomer(page);
  await readyForPayment(page, { signedIn: true });
  await openPayment(page);
  // spec 001 §9: save-card is on by default.
  await expect(payment(page).getByRole("checkbox", { name: "Save this card for next time" })).toBeChecked();
  await payByCard(page, "4444333322221111");
  await expectConfirmation(page);

  await readyForPayment(page, { signedIn: true });
  await page.goto("/uk/checkout/secure");
  await hydrated(page);
  const saved = payment(page).getByRole("radio", { name: /Visa •••• 1111/ });
  await saved.check();
  // The hosted page now asks only for the saved card's security code.
  const frame = cardFrame(page);
  await expect(frame.getByText("•••• 1111")).toBeVisible({ timeout: 20_000 });
  // The shorter page of a saved card: the frame shrinks to it.
  await expectCardFrameFitsItsPage(page);
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page, "saved card");
  await frame.getByRole("textbox", { name: /Security code/ }).fill("123");
  await frame.getByRole("button", { name: /^Pay / }).click();
  await expectConfirmation(page);
});

test.describe("paying by card without JavaScript", { tag: "@mobile-only" }, () => {
  // The fixture builds each context from contextOptions, so JavaScript is switched off there (the card page in
  // its frame included). Each axe pass loads the page again in a context of its own.
  test.use({ contextOptions: { javaScriptEnabled: false, reducedMotion: "reduce" } });

  test("a guest pays in the hosted page, completes the order from its result and reads the order number", async ({
    page,
    browser,
    expectAccessible: axe,
  }) => {
    const expectAccessible = accessibilityOfServedPages(page, browser, axe);
    await readyForPayment(page);
    await page.goto("/uk/checkout/secure");
    await expect(payment(page).getByRole("heading", { name: "Pay by card" })).toBeVisible();
    await payByCard(page, "4444 3333 2222 1111");
    // Without a script the card page cannot message the checkout: the frame goes to the shop's result page, whose
    // button posts the signed result in the whole window.
    const frame = cardFrame(page);
    await expect(frame.getByRole("heading", { name: "Payment details received" })).toBeVisible({
      timeout: 20_000,
    });
    await frame.getByRole("button", { name: "Complete your order" }).click();
    const orderNumber = await expectConfirmation(page);
    // The order is in the page as it came (issue 24 point 9), not in a part only a script reveals.
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByText(`Your order number is ${orderNumber}`)).toBeVisible();
    await expect(page.getByText("We've sent a confirmation to guest@example.com.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment" })).toContainText("1111");
    await expectAccessible();
  });
});

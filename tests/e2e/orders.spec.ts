import type { Page } from "@playwright/test";
import { readyForPayment, trialGiftCard } from "./checkout-steps.ts";
import { registerCustomer } from "./customers.ts";
import { expect, hydrated, test } from "./fixtures.ts";

// Orders after placing (issue 16 points 3-4): a guest pays wholly with two seeded gift cards (README "Seeded gift
// cards"), reaches the confirmation and finds the order again through the footer's "Track your order"; a
// signed-in customer's order is in my account's order history and opens there.
//
// The journeys share one database per run, so each pays with trial cards of its own (checkout-steps.ts).

test.describe.configure({ timeout: 120_000 });
test.use({ contextOptions: { reducedMotion: "reduce" } });

const section = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

/** From the checkout's first step to the payment step: home delivery to Bath by standard post, billing the same. */
/** The payment step, its sections answered with the checkout's own forms (checkout-steps.ts). */
async function toPayment(page: Page, options: Parameters<typeof readyForPayment>[1]): Promise<void> {
  await readyForPayment(page, { deliveryMode: "STD", ...options });
  await page.goto("/uk/checkout/secure");
  await hydrated(page);
  await expect(section(page, "Payment")).toContainText("To pay");
}

/** Applies each gift card in turn, then places the order they pay in full; answers the order number. */
async function payWithGiftCards(page: Page, codes: string[]): Promise<string> {
  const payment = section(page, "Payment");
  for (const code of codes) {
    await payment.getByRole("textbox", { name: "Gift card number" }).fill(code);
    await payment.getByRole("button", { name: "Apply gift card" }).click();
    await expect(payment.getByText(`Gift card ending ${code.slice(-4)}`).first()).toBeVisible();
  }
  await payment.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/uk\/checkout\/orderConfirmation\/\d{11}$/);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

test(
  "a guest pays wholly by two gift cards, sees the confirmation, then tracks the order from the footer",
  { tag: "@mobile-only" },
  async ({ page, expectAccessible }, testInfo) => {
    const email = `guest-${Date.now()}-${testInfo.project.name}@example.com`;
    // Two £15 cards, the first not enough alone, so both pay the £24.95.
    await toPayment(page, { email });
    const cards = [trialGiftCard("orders", testInfo, 1), trialGiftCard("orders", testInfo, 2)];
    const orderNumber = await payWithGiftCards(page, cards);

    // The confirmation: full header (the site's search is there), the bag's progress at Confirmation.
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
    await expect(page.getByText(`We've sent a confirmation to ${email}.`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Checkout navigation" })).toHaveCount(0);
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Confirmation/);
    const payment = page.getByRole("region", { name: "Payment" });
    for (const code of cards)
      await expect(payment.getByText(`Gift card ending ${code.slice(-4)}`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Order summary" })).toContainText("£24.95");
    await hydrated(page);
    const purchases = await page.evaluate(
      () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "Purchase").length,
    );
    expect(purchases).toBe(1);
    await expectAccessible();
    // A reload shows the order again but does not count the purchase twice.
    await page.reload();
    await hydrated(page);
    await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "Purchase").length,
      ),
    ).toBe(0);

    // Guest tracking, from the footer.
    const footer = page.getByRole("contentinfo");
    const track = footer.getByRole("link", { name: "Track your order" });
    // On a phone the footer's link menu is an accordion: open its column first.
    if (!(await track.isVisible())) await footer.getByText("Customer Service").click();
    await track.click();
    await expect(page).toHaveURL(/\/uk\/guest\/trackOrder$/);
    await expect(page.getByRole("heading", { level: 1, name: "Track your order" })).toBeVisible();
    await expectAccessible();
    const form = page.getByRole("form", { name: "Track your order" });
    await form.getByRole("textbox", { name: /Order number/ }).fill(orderNumber);
    await form.getByRole("textbox", { name: "Email address" }).fill("nobody@example.com");
    await form.getByRole("button", { name: "Find my order" }).click();
    await expect(
      page.getByRole("main").getByRole("alert").filter({ hasText: "We couldn't find an order" }),
    ).toBeVisible();
    await form.getByRole("textbox", { name: "Email address" }).fill(email.toUpperCase());
    await form.getByRole("button", { name: "Find my order" }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByText("Order received")).toBeVisible();
    await expect(page.getByRole("region", { name: "Items" })).toContainText("Quantity: 1");
    await expectAccessible();
  },
);

test(
  "a signed-in customer finds the order in my account's order history",
  { tag: "@mobile-only" },
  async ({ page, expectAccessible }, testInfo) => {
    await registerCustomer(page);
    await toPayment(page, { signedIn: true });
    const cards = [trialGiftCard("orders", testInfo, 3), trialGiftCard("orders", testInfo, 4)];
    const orderNumber = await payWithGiftCards(page, cards);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();

    await page.goto("/uk/my-account#orders");
    const orders = page.getByRole("region", { name: "Orders" });
    await expect(orders.getByText(orderNumber, { exact: true })).toBeVisible();
    await expect(orders.getByText("£24.95")).toBeVisible();
    await expectAccessible();
    await orders.getByRole("link", { name: `View order ${orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/uk/my-account/orders/${orderNumber}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment" })).toContainText(
      `Gift card ending ${cards[1]?.slice(-4)}`,
    );
    await expectAccessible();
  },
);

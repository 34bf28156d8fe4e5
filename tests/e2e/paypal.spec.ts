import type { Page } from "@playwright/test";
import { readyForPayment } from "./checkout-steps.ts";
import { addToBagThroughApi, expect, hydrated, test } from "./fixtures.ts";

// PayPal from the checkout (issue 16 point 1): a UK guest reaches the payment step, presses "Pay with PayPal",
// approves on the SANDBOX PayPal page (its own origin) and lands on the order confirmation; or cancels there and
// is back at the checkout with the message and the bag as it was. PayPal Express from the bag: the buyer's PayPal
// address becomes the delivery and PayPal completes, or an address we cannot deliver to sends them back to the bag
// with PayPalAddressFailure_Bag. axe on the store's pages, not on PayPal's.

const LOTION = "P100000030101";
const GUEST = "paypal.guest@example.com";

test.describe.configure({ timeout: 120_000 });
test.use({ contextOptions: { reducedMotion: "reduce" } });

const section = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

/** A UK guest with the lotion, standard delivery to Bath and billing there, at the payment step. */
async function atPaymentStep(page: Page): Promise<void> {
  await readyForPayment(page, { email: GUEST, deliveryMode: "STD" });
  await page.goto("/uk/checkout/secure");
  await hydrated(page);
  await expect(section(page, "Payment")).toContainText("To pay");
}

/** The sandbox PayPal page, reached by the checkout's native post. */
async function toPayPal(page: Page): Promise<void> {
  await section(page, "Payment").getByRole("button", { name: "Pay with PayPal" }).click();
  await expect(page).toHaveURL(/\/checkoutnow\?token=PPSBX-O-/);
  await expect(page.getByRole("note")).toContainText("SANDBOX");
  await expect(page.getByRole("heading", { name: "Approve your payment (sandbox)" })).toBeVisible();
}

test("a guest pays with PayPal, approves on the sandbox page and reaches the confirmation", {
  tag: "@mobile-only",
}, async ({ page, expectAccessible }) => {
  await atPaymentStep(page);
  const payment = section(page, "Payment");
  await expect(payment.getByRole("heading", { name: "PayPal" })).toBeVisible();
  await expectAccessible();

  await toPayPal(page);
  await page.getByRole("radio", { name: /UK buyer, Bath/ }).check();
  await page.getByRole("button", { name: "Approve" }).click();

  await expect(page).toHaveURL(/\/uk\/checkout\/orderConfirmation\/\d+$/);
  // The confirmation page is another helper's; when it is there it names the order.
  const heading = page.getByRole("heading", { level: 1 });
  if ((await heading.count()) > 0) await expect(heading.first()).toBeVisible();

  // The bag is empty: the order took it.
  await page.goto("/uk/bag");
  await expect(page.getByRole("link", { name: "Checkout securely" })).toHaveCount(0);
});

test("a guest cancels at PayPal and is back at the checkout with the message, the bag unchanged", {
  tag: "@mobile-only",
}, async ({ page, expectAccessible }) => {
  await atPaymentStep(page);
  await toPayPal(page);
  await page.getByRole("button", { name: "Cancel and return to the shop" }).click();

  await expect(page).toHaveURL(/\/uk\/checkout\/secure\?paypal=cancelled$/);
  await expect(page.getByText("You cancelled PayPal, so you haven't been charged.")).toBeVisible();
  await hydrated(page);
  await expectAccessible();

  await page.goto("/uk/bag");
  await expect(page.getByRole("link", { name: "Checkout securely" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Check out with PayPal" })).toBeVisible();
  await expectAccessible();
});

test("PayPal Express from the bag: the buyer's PayPal address becomes the delivery, then PayPal completes", {
  tag: "@mobile-only",
}, async ({ page, expectAccessible }) => {
  await addToBagThroughApi(page, "uk", LOTION);
  await page.goto("/uk/bag");
  await page.getByRole("button", { name: "Check out with PayPal" }).click();
  await expect(page).toHaveURL(/\/checkoutnow\?token=PPSBX-O-/);
  await page.getByRole("radio", { name: /UK buyer, Bath/ }).check();
  await page.getByRole("button", { name: "Approve" }).click();

  await expect(page).toHaveURL(/\/uk\/checkout\/secure\?paypalToken=PPSBX-O-/);
  await expect(section(page, "Delivery details")).toContainText("1 Milsom Street");
  const payment = section(page, "Payment");
  await expect(payment).toContainText("Your PayPal address and email are now your delivery details.");
  await hydrated(page);
  await expectAccessible();
  await payment.getByRole("button", { name: "Complete order with PayPal" }).click();
  await expect(page).toHaveURL(/\/uk\/checkout\/orderConfirmation\/\d+$/);
});

test("PayPal Express with an address we cannot deliver to goes back to the bag with the message", {
  tag: "@mobile-only",
}, async ({ page, expectAccessible }) => {
  await addToBagThroughApi(page, "uk", LOTION);
  await page.goto("/uk/bag");
  await page.getByRole("button", { name: "Check out with PayPal" }).click();
  await page.getByRole("radio", { name: /restricted postcode/ }).check();
  await page.getByRole("button", { name: "Approve" }).click();

  await expect(page).toHaveURL(/\/uk\/bag\?paypal=PayPalAddressFailure_Bag$/);
  await expect(
    page.getByRole("alert").filter({ hasText: "We can't deliver to the address in your PayPal account." }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Checkout securely" })).toBeVisible();
  await hydrated(page);
  await expectAccessible();
});

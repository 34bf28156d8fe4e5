import type { Page } from "@playwright/test";
import { addToBagThroughApi, expect, hydrated, test } from "./fixtures.ts";

// Google Pay from the bag (issue 16 "Done means"), through the SANDBOX wallet's sheet (README "Sandbox Apple Pay
// and Google Pay"): the shopper presses Google Pay under the bag's summary, picks a sandbox address, a delivery
// option and the good card, and lands on the order's confirmation. An address the shop cannot deliver to is
// refused in the sheet in the words of core/payments/payment-errors.ts.

const TOWEL = "P100000010203";

test.describe.configure({ timeout: 120_000 });

/**
 * The shopper scrolls down to the express buttons under the bag's summary: the wallets' script loads as they come
 * near (app/components/payments/wallet-buttons.tsx), so on a phone the buttons appear only then.
 */
async function scrollToExpressCheckout(page: Page) {
  const express = page.getByRole("region", { name: "Express checkout" });
  await express.scrollIntoViewIfNeeded();
  return express;
}

async function openGooglePay(page: Page) {
  await addToBagThroughApi(page, "uk", TOWEL);
  await page.goto("/uk/bag");
  await hydrated(page);
  const express = await scrollToExpressCheckout(page);
  const button = express.getByRole("button", { name: "Pay with Google Pay" });
  await expect(button).toBeVisible();
  await button.click();
  const sheet = page.getByRole("dialog", { name: "Google Pay (sandbox)" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText("Sandbox — no real payment is taken")).toBeVisible();
  return sheet;
}

test("Google Pay from the bag places the order and shows its confirmation", { tag: "@mobile-only" }, async ({
  page,
  expectAccessible,
}) => {
  await addToBagThroughApi(page, "uk", TOWEL);
  const walletScripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("wallet-sandbox.js")) walletScripts.push(request.url());
  });
  await page.goto("/uk/bag");
  await hydrated(page);
  // On a phone the buttons sit below the bag's lines: the wallet's script is not part of the page's first load.
  expect(walletScripts).toEqual([]);
  await scrollToExpressCheckout(page);
  await expect(page.getByRole("button", { name: "Pay with Google Pay" })).toBeVisible();
  expect(walletScripts).toHaveLength(1);
  await expectAccessible(page);

  const sheet = await openGooglePay(page);
  await sheet.getByRole("radio", { name: /Home, Bath \(UK\)/ }).check();
  const nextDay = sheet.getByRole("radio", { name: /Next day delivery/ });
  await expect(nextDay).toBeVisible();
  await nextDay.check();
  await sheet.getByRole("radio", { name: /Visa •••• 1111/ }).check();
  const pay = sheet.getByRole("button", { name: /^Pay £/ });
  await expect(pay).toBeEnabled();
  await pay.click();

  await page.waitForURL(/\/uk\/checkout\/orderConfirmation\/\d+$/);
  const heading = page.getByRole("heading", { level: 1 });
  if ((await heading.count()) > 0) await expect(heading.first()).toBeVisible();
});

test("an address the shop cannot deliver to is refused in the sheet", { tag: "@mobile-only" }, async ({
  page,
  expectAccessible,
}) => {
  const sheet = await openGooglePay(page);
  await sheet.getByRole("radio", { name: /Antarctica/ }).check();
  await expect(sheet.getByRole("alert")).toHaveText(
    "We can't deliver to the address in your Google Pay account. Please choose another address or check out another way.",
  );
  await sheet.getByRole("radio", { name: /Visa •••• 1111/ }).check();
  await expect(sheet.getByRole("button", { name: /^Pay/ })).toBeDisabled();
  await expectAccessible(page);

  // Another address is fine; closing the sheet leaves the bag as it was.
  await sheet.getByRole("radio", { name: /Home, Bath \(UK\)/ }).check();
  await expect(sheet.getByText(/We can't deliver/)).toBeHidden();
  await sheet.getByRole("button", { name: "Cancel" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/uk\/bag$/);
  await expect(page.getByRole("article", { name: "Aegean Organic Towel" })).toBeVisible();
});

test("a declined card is shown in the sheet and beside the buttons, and the bag stays", {
  tag: "@mobile-only",
}, async ({ page }) => {
  const sheet = await openGooglePay(page);
  await sheet.getByRole("radio", { name: /Home, Bath \(UK\)/ }).check();
  await expect(sheet.getByRole("radio", { name: /Standard delivery/ })).toBeChecked();
  await sheet.getByRole("radio", { name: /Mastercard •••• 0002/ }).check();
  await sheet.getByRole("button", { name: /^Pay £/ }).click();
  const declined =
    "Your Google Pay payment didn't go through and you haven't been charged. Please try again or check out another way.";
  await expect(sheet.getByRole("alert")).toHaveText(declined);
  await sheet.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("region", { name: "Express checkout" }).getByRole("alert")).toHaveText(
    declined,
  );
  await expect(page.getByRole("article", { name: "Aegean Organic Towel" })).toBeVisible();
});

test("Apple Pay from the bag: merchant validation, address, delivery option and payment", {
  tag: "@mobile-only",
}, async ({ page }) => {
  await addToBagThroughApi(page, "uk", TOWEL);
  await page.goto("/uk/bag");
  await hydrated(page);
  await scrollToExpressCheckout(page);
  await page.getByRole("button", { name: "Pay with Apple Pay" }).click();
  const sheet = page.getByRole("dialog", { name: "Apple Pay (sandbox)" });
  await expect(sheet).toBeVisible();
  await sheet.getByRole("radio", { name: /Cottage, Kirkwall/ }).check();
  // A restricted postcode has standard delivery only.
  await expect(sheet.getByRole("radio", { name: /Standard delivery/ })).toBeChecked();
  await expect(sheet.getByRole("radio", { name: /Next day delivery/ })).toHaveCount(0);
  await sheet.getByRole("radio", { name: /Visa •••• 0069/ }).check();
  await sheet.getByRole("button", { name: /^Pay/ }).click();
  await expect(sheet.getByRole("alert")).toHaveText(
    "The card in your Apple Pay wallet has expired. Please choose another card or pay another way.",
  );
  await sheet.getByRole("radio", { name: /Visa •••• 1111/ }).check();
  await sheet.getByRole("button", { name: /^Pay/ }).click();
  await page.waitForURL(/\/uk\/checkout\/orderConfirmation\/\d+$/);
});

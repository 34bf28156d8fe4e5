import { createHash, randomUUID } from "node:crypto";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { addToBagThroughApi, expect, hydrated, test } from "./fixtures.ts";

// The e2e server's database (scripts/e2e-server.ts): read to prove a repeat sign-up is stored once.
const E2E_DATABASE = join(
  import.meta.dirname,
  "../..",
  process.env.BUILD_DIR ?? "build",
  `e2e-${process.env.E2E_PORT ?? "3100"}`,
  "storefront.db",
);

function signUpsFor(email: string): number {
  const db = new DatabaseSync(E2E_DATABASE, { readOnly: true });
  try {
    const row = db
      .prepare("select count(*) as n from newsletter_subscriptions where email = ?")
      .get(email) as {
      n: number;
    };
    return Number(row.n);
  } finally {
    db.close();
  }
}

const footer = (page: Page) => page.getByRole("contentinfo");

async function chooseCountry(page: Page, from: RegExp, country: string, currency: string) {
  await footer(page).getByRole("button", { name: from }).click();
  const dialog = page.getByRole("dialog", { name: "Choose your country" });
  await expect(dialog).toBeVisible();
  const select = dialog.getByRole("combobox", { name: "Country" });
  await expect(select).toBeEnabled();
  await select.selectOption({ label: country });
  await expect(dialog.getByText(currency)).toBeVisible();
  return dialog;
}

test.describe("the country and currency selector", { tag: "@mobile-only" }, () => {
  test("a shopper switches to the United States and stays there", async ({ page, expectAccessible }) => {
    await page.goto("/uk/help/delivery");
    const dialog = await chooseCountry(
      page,
      /^Shipping to United Kingdom/,
      "United States",
      "$ USD – US Dollar",
    );
    await expectAccessible();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(/\/us\/help\/delivery$/);
    await expect(
      footer(page).getByRole("button", { name: /^Shipping to United States \(\$ USD\)/ }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expectAccessible();

    await page.goto("/us/help/returns");
    await expect(footer(page).getByRole("button", { name: /^Shipping to United States/ })).toBeVisible();
  });

  test("a shopper switches to France, then the Netherlands, and the choice persists", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/uk/our-world");
    const dialog = await chooseCountry(page, /^Shipping to United Kingdom/, "France", "€ EUR – Euro");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(/\/row\/our-world$/);
    await expect(footer(page).getByRole("button", { name: /^Shipping to France \(€ EUR\)/ })).toBeVisible();

    // Same version: the overlay closes and the page shows the new country without leaving it.
    const again = await chooseCountry(page, /^Shipping to France/, "Netherlands", "€ EUR – Euro");
    await expect(
      again.getByRole("list", { name: "Payment methods accepted" }).getByRole("img", { name: "iDEAL" }),
    ).toBeVisible();
    await again.getByRole("button", { name: "Confirm" }).click();
    await expect(again).toBeHidden();
    await expect(page).toHaveURL(/\/row\/our-world$/);
    await expect(footer(page).getByRole("button", { name: /^Shipping to Netherlands/ })).toBeVisible();
    await expectAccessible();

    await page.goto("/row/help");
    await expect(footer(page).getByRole("button", { name: /^Shipping to Netherlands/ })).toBeVisible();
    await expect(
      footer(page).getByRole("list", { name: "We accept" }).getByRole("img", { name: "iDEAL" }),
    ).toBeVisible();
  });

  test("Escape closes the overlay without changing anything", async ({ page }) => {
    await page.goto("/uk/help");
    const dialog = await chooseCountry(page, /^Shipping to United Kingdom/, "Germany", "€ EUR – Euro");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/uk\/help$/);
    await expect(footer(page).getByRole("button", { name: /^Shipping to United Kingdom/ })).toBeFocused();
  });
});

test.describe("the newsletter sign-up", { tag: "@mobile-only" }, () => {
  test("a shopper corrects an invalid address and reaches the subscription page, stored once", async ({
    page,
    expectAccessible,
  }) => {
    const email = `Reader.${randomUUID().slice(0, 8)}@Example.com`;
    await page.goto("/uk/help");
    const field = footer(page).getByRole("textbox", { name: "Email address" });
    await field.fill("reader@example");
    await footer(page).getByRole("button", { name: "Sign up" }).click();
    await expect(footer(page).getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectAccessible();

    await field.fill(email);
    await footer(page).getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL(/\/uk\/subscription$/);
    await expect(field).toHaveValue("");
    const hash = createHash("sha256").update(email.toLowerCase()).digest("hex");
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [],
    );
    expect(events).toContainEqual({ event: "Newsletter Subscription", emailHash: hash });

    // Signing up again from the subscription page keeps the shopper there and stores nothing new.
    await field.fill(email.toUpperCase());
    await footer(page).getByRole("button", { name: "Sign up" }).click();
    await expect(field).toHaveValue("");
    await expect(page).toHaveURL(/\/uk\/subscription$/);
    expect(signUpsFor(email.toLowerCase())).toBe(1);
    await expectAccessible();
  });

  test("the form works without JavaScript, errors included", async ({ browser, viewport, isMobile }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile });
    const page = await context.newPage();
    await page.goto("/us/help");
    const field = footer(page).getByRole("textbox", { name: "Email address" });
    // The browser's own check would stop "a@b"; the shop's pattern is stricter still, so the server refuses it.
    await field.fill("a@b");
    await footer(page).getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL(/\/us\/help\?newsletter=invalid#newsletter$/);
    await expect(footer(page).getByRole("alert")).toHaveText("Please enter a valid email address");

    const email = `nojs.${randomUUID().slice(0, 8)}@example.com`;
    await field.fill(email);
    await footer(page).getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL(/\/us\/subscription$/);
    expect(signUpsFor(email)).toBe(1);
    await context.close();
  });
});

test.describe("the footer", () => {
  test("the link menu is an accordion on mobile and columns on desktop", async ({
    page,
    isMobile,
    expectAccessible,
  }) => {
    await page.goto("/uk/help");
    const menu = footer(page).getByRole("navigation", { name: "Footer" });
    const delivery = menu.getByRole("link", { name: "Delivery" });
    if (isMobile) {
      await expect(delivery).toBeHidden();
      await menu.getByText("Customer Service").click();
      await expect(delivery).toBeVisible();
      await expect(delivery).toHaveAttribute("href", "/uk/help/delivery");
      await expectAccessible();
      await menu.getByText("Customer Service").click();
      await expect(delivery).toBeHidden();
    } else {
      await expect(delivery).toBeVisible();
      await expect(menu.getByRole("link", { name: "Wedding list" })).toBeVisible();
      await menu.getByText("Customer Service").click();
      await expect(delivery).toBeVisible();
      await expect(delivery).toHaveAttribute("href", "/uk/help/delivery");
    }
  });

  // The link columns, legals and payment icons are server markup that hydration leaves as it is (decision 062):
  // their links must still be followed by the client router, and a page rendered in the browser must show them.
  test("a footer link is followed in the browser, and the next page's footer is whole", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/uk/help");
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { samePageLife: boolean }).samePageLife = true;
    });
    const menu = footer(page).getByRole("navigation", { name: "Footer" });
    if (isMobile) await menu.getByText("Customer Service").click();
    await menu.getByRole("link", { name: "Delivery" }).click();
    await expect(page).toHaveURL(/\/uk\/help\/delivery$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => "samePageLife" in window)).toBe(true);
    await expect(footer(page).getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "/uk/help/privacy-policy",
    );
    await expect(footer(page).getByRole("list", { name: "We accept" }).getByRole("img")).not.toHaveCount(0);
  });

  test("shows the social links, legal links, copyright, rating badge and the payment icons", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/uk/");
    const area = footer(page);
    for (const network of ["Instagram", "TikTok", "Facebook", "Pinterest", "YouTube", "Twitter"]) {
      await expect(area.getByRole("link", { name: `The White Cove on ${network}` })).toBeVisible();
    }
    for (const legal of ["Terms & conditions", "Privacy policy", "Accessibility"]) {
      await expect(area.getByRole("link", { name: legal })).toBeVisible();
    }
    await expect(area.getByText(`© ${new Date().getFullYear()} The White Cove Ltd.`)).toBeVisible();
    await expect(area.getByRole("link", { name: /Rated 4\.8 out of 5/ })).toBeVisible();
    const payments = area.getByRole("list", { name: "We accept" });
    for (const name of [
      "Visa",
      "Mastercard",
      "American Express",
      "Maestro",
      "PayPal",
      "Apple Pay",
      "Google Pay",
    ]) {
      await expect(payments.getByRole("img", { name })).toBeVisible();
    }
    await expect(payments.getByRole("img", { name: "iDEAL" })).toHaveCount(0);
    await expectAccessible();

    await page.goto("/us/");
    await expect(
      footer(page).getByRole("list", { name: "We accept" }).getByRole("img", { name: "Discover" }),
    ).toBeVisible();
  });

  test("checkout shows the reduced footer", async ({ page, expectAccessible }) => {
    // Checkout needs a bag.
    await addToBagThroughApi(page, "uk", "P100000030101");
    await page.goto("/uk/checkout/secure");
    await expect(page).toHaveURL(/\/uk\/login\/checkout$/);
    const area = footer(page);
    await expect(area.getByRole("link", { name: "Help", exact: true })).toHaveAttribute("href", "/uk/help");
    await expect(area.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/uk/help/contact-us",
    );
    await expect(area.getByRole("img", { name: "Certified B Corporation" })).toBeVisible();
    await expect(
      area.getByRole("list", { name: "We accept" }).getByRole("img", { name: "Visa" }),
    ).toBeVisible();
    await expect(area.getByRole("link", { name: "Privacy policy" })).toBeVisible();
    await expect(area.getByRole("textbox", { name: "Email address" })).toHaveCount(0);
    await expectAccessible();
  });
});

import type { Page } from "@playwright/test";
import { HASHING_TIMEOUT_MS, registerCustomer } from "./customers.ts";
import { csrfTokenThroughApi, expect, hydrated, test } from "./fixtures.ts";

// The bag at sign-in (issue 14 point 7): what the account held from an earlier visit joins the guest's bag, and
// the shopper is told instead of being surprised.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = "Sea-glass 7 shore";
const TOWEL = { name: "Aegean Organic Towel", sku: "P100000010203" };
const LOTION = { name: "Pomegranate Hand & Body Lotion", sku: "P100000030101" };

/** Puts a variant in the bag through the JSON call with the page's own session. */
async function addThroughApi(page: Page, sku: string): Promise<void> {
  const token = await csrfTokenThroughApi(page);
  const response = await page.request.post("/uk/cart/entries", {
    headers: { "x-csrf-token": token },
    data: { productSku: sku, quantity: 1 },
  });
  expect(response.status()).toBe(200);
}

test(
  "a guest's bag and the account's earlier bag come together at sign-in, with a notice",
  { tag: "@mobile-only" },
  async ({ page, expectAccessible }, testInfo) => {
    const email = `merge.${testInfo.project.name}.${Date.now()}@example.com`;
    const { location } = await registerCustomer(page, {
      email,
      password: PASSWORD,
      title: "Mr",
      firstName: "Alan",
      lastName: "Turing",
    });
    expect(location).toBe("/uk/");

    // An earlier visit: the customer leaves the lotion in their bag and signs out.
    await addThroughApi(page, LOTION.sku);
    await page.goto("/uk/logout");
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/uk\/$/, { timeout: HASHING_TIMEOUT_MS });

    // Back as a guest, a towel goes in the bag; then the shopper signs in.
    await addThroughApi(page, TOWEL.sku);
    await page.goto("/uk/login");
    await hydrated(page);
    const signIn = page.getByRole("region", { name: "Sign in" });
    await signIn.getByLabel("Email address").fill(email);
    await signIn.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("1 item from your earlier visit was added to your bag")).toBeVisible({
      timeout: HASHING_TIMEOUT_MS,
    });
    await expectAccessible();

    await page.goto("/uk/bag");
    await expect(page.getByRole("main").getByText(/^2 items$/)).toBeVisible();
    await expect(page.getByRole("article", { name: TOWEL.name })).toBeVisible();
    await expect(page.getByRole("article", { name: LOTION.name })).toBeVisible();
  },
);

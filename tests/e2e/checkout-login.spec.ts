import type { Page } from "@playwright/test";
import { SIGN_IN_REFUSED_MESSAGE } from "../../core/accounts/account-service.ts";
import { REGISTRATION_MESSAGES } from "../../core/accounts/registration-form.ts";
import { registerCustomer } from "./customers.ts";
import { csrfTokenThroughApi, expect, hydrated, test } from "./fixtures.ts";

// The checkout sign-in (issue 15 point 1; spec 001 §2): a guest with items is offered the guest e-mail first, a
// signed-in shopper skips it, and a refused sign-in is shown here. What the checkout does with a guest's e-mail is
// the checkout journey's.
test.describe.configure({ timeout: 90_000 });

const PASSWORD = "Sea-glass 7 shore";
/** Signing in and registering hash with scrypt: seconds on a busy two-core machine. */
const HASHING_TIMEOUT_MS = 30_000;
const TOWEL_SKU = "P100000010203";

/** Puts a towel in the bag through the JSON call with the page's own session. */
async function addTowel(page: Page): Promise<void> {
  const response = await page.request.post("/uk/cart/entries", {
    headers: { "x-csrf-token": await csrfTokenThroughApi(page) },
    data: { productSku: TOWEL_SKU, quantity: 1 },
  });
  expect(response.status()).toBe(200);
}

/** Registers through the sign-in page's native form post (no typing) and its mailed link: signed in. */
async function registerSignedIn(page: Page, email: string): Promise<void> {
  await registerCustomer(page, { email, password: PASSWORD, firstName: "Grace", lastName: "Hopper" });
}

test("a guest with items is offered checkout with an e-mail first, checked before it is sent", {
  tag: "@mobile-only",
}, async ({ page, expectAccessible }) => {
  await addTowel(page);
  await page.goto("/uk/login/checkout");
  await hydrated(page);
  await expect(page).toHaveTitle("Checkout | The White Cove");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

  // The guest choice comes first: its heading, then the returning customer's.
  const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual(["Checkout as a guest", "Returning customer? Sign in"]);
  const guest = page.getByRole("region", { name: "Checkout as a guest" });
  await expect(
    guest.getByText(
      "We'll send your order confirmation here. You can create an account after you've placed your order.",
    ),
  ).toBeVisible();
  await expectAccessible();

  // A mistyped address is refused here, with the shop's wording, and the shopper stays on the page.
  await guest.getByLabel("Email address").fill("grace@example");
  await guest.getByRole("button", { name: "Continue as guest" }).click();
  await expect(guest.getByText(REGISTRATION_MESSAGES.email)).toBeVisible();
  await expect(guest.getByLabel("Email address")).toBeFocused();
  await expect(page).toHaveURL(/\/uk\/login\/checkout$/);
  await expectAccessible();
});

test(
  "a signed-in shopper goes straight on to the checkout",
  { tag: "@mobile-only" },
  async ({ page }, testInfo) => {
    await addTowel(page);
    await registerSignedIn(page, `checkout.${testInfo.project.name}.${Date.now()}@example.com`);
    await page.goto("/uk/login/checkout");
    await expect(page).toHaveURL(/\/uk\/checkout\/secure$/);
  },
);

test("a refused sign-in at checkout is shown on the checkout sign-in", { tag: "@mobile-only" }, async ({
  page,
  expectAccessible,
}) => {
  await addTowel(page);
  await page.goto("/uk/login/checkout");
  await hydrated(page);
  const signIn = page.getByRole("region", { name: "Returning customer? Sign in" });
  await signIn.getByLabel("Email address").fill("nobody.here@example.com");
  await signIn.getByLabel("Password", { exact: true }).fill("Not the password 1");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(signIn.getByText(SIGN_IN_REFUSED_MESSAGE)).toBeVisible({ timeout: HASHING_TIMEOUT_MS });
  await expect(page).toHaveURL(/\/uk\/login\/checkout$/);
  await expect(signIn.getByLabel("Email address")).toHaveValue("nobody.here@example.com");
  await expectAccessible();
});

import { addToBagThroughApi, expect, hydrated, test } from "./fixtures.ts";
import { expectNoHorizontalOverflow } from "./reflow.ts";

// Issue 24 point 14 (spec 001 §8 "checkout load failures store an error flag"): a checkout whose data cannot be
// loaded shows the checkout's own failure state inside the shop's shell, with the version's wording and links, and
// Try again brings the checkout back. Here the page's data call fails on the way (a 503 from in between);
// tests/api/checkout-load-failure.test.ts makes the server's own read fail for the first page load.

test.use({ contextOptions: { reducedMotion: "reduce" } });

const CHECKOUT_DATA = /\/uk\/checkout\/secure\.data\?_routes=checkout$/;

test("a checkout whose data fails to load shows its own failure state, and Try again brings it back", {
  tag: "@mobile-only",
}, async ({ page, expectAccessible }) => {
  const token = await addToBagThroughApi(page, "uk", "P100000030101");
  const guest = await page.request.post("/uk/checkout/secure", {
    form: { intent: "guest-email", email: "guest@example.com", CSRFToken: token },
    maxRedirects: 0,
  });
  expect(guest.status()).toBe(303);
  await page.goto("/uk/bag");
  await hydrated(page);

  // The checkout's own data call (the shell's is a call of its own, and succeeds).
  await page.route(CHECKOUT_DATA, (route) =>
    route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }),
  );
  await page.getByRole("link", { name: "Checkout securely" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Sorry, we couldn't show the checkout" }),
  ).toBeVisible();
  await expect(
    page.getByText("Something went wrong – please try reloading the page, or come back later"),
  ).toBeVisible();
  // In the shop's checkout shell: its header's way back to the bag and to shopping.
  const header = page.getByRole("navigation", { name: /checkout/i });
  await expect(header.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/uk/");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Back to bag" })).toHaveAttribute("href", "/uk/bag");
  const retry = main.getByRole("link", { name: "Try again" });
  await expect(retry).toHaveAttribute("href", "/uk/checkout/secure");
  await expectNoHorizontalOverflow(page, "checkout failure state");
  await expectAccessible();

  await page.unroute(CHECKOUT_DATA);
  await retry.click();
  await expect(page).toHaveURL(/\/uk\/checkout\/secure$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
});

import type { Locator, Page } from "@playwright/test";
import { addToBagThroughApi, countIntlFormatters, expect, hydrated, test } from "./fixtures.ts";
import { expectNoHorizontalOverflow } from "./reflow.ts";

// The checkout up to payment (issue 15, spec 001 §2–§9): guests on uk, us and row give an address by lookup or by
// hand, choose how it travels and see the totals follow; Collect+, a restricted postcode, a gift order, US tax and
// its address error, an international rate; and the whole way from the bag to payment with the keyboard alone. Every
// state checked with axe also fits the screen's width (WCAG 1.4.10; issue 24 point 8; 320 px: checkout-reflow.spec.ts).

const LOTION = "P100000030101";
const GUEST = "guest@example.com";

// Several saves, lookups and axe passes per journey on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });
test.use({ contextOptions: { reducedMotion: "reduce" } });

/** Puts a product in the version's bag with the page's own session; answers the CSRF token. */
function fillBag(page: Page, version: string, sku = LOTION): Promise<string> {
  return addToBagThroughApi(page, version, sku);
}

/** Checkout sign-in as a guest, which lands on the checkout. */
async function continueAsGuest(page: Page, version: string): Promise<void> {
  await page.goto(`/${version}/login/checkout`);
  const guest = page.getByRole("form", { name: /(Checkout|Check out) as a guest/ });
  await guest.getByRole("textbox", { name: "Email address" }).fill(GUEST);
  await guest.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(new RegExp(`/${version}/checkout/secure$`));
  await hydrated(page);
}

const section = (page: Page, name: string | RegExp) => page.getByRole("region", { name });
const total = (page: Page) =>
  page.getByRole("region", { name: "Order summary" }).getByRole("definition").last();

async function fillPerson(scope: Page | Locator): Promise<void> {
  await scope.getByRole("combobox", { name: "Title" }).selectOption("Ms");
  await scope.getByRole("textbox", { name: "First name" }).fill("Ada");
  await scope.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await scope.getByRole("textbox", { name: /Phone number/ }).fill("01225 123456");
}

/** The address typed by hand, after "Enter address manually". */
async function typeAddress(
  page: Page,
  address: { line1: string; town: string; postcode: string; country?: string; state?: string },
): Promise<void> {
  const details = section(page, /Delivery details|Shipping details/);
  const manual = details.getByRole("button", { name: "Enter address manually" });
  // Shown once the page's script runs (the lookup comes first): waiting for it waits for the form to be ready.
  await manual.click();
  if (address.country)
    await details.getByRole("combobox", { name: "Country" }).selectOption({ label: address.country });
  await details.getByRole("textbox", { name: "Address line 1" }).fill(address.line1);
  await details.getByRole("textbox", { name: /^(Town or city|City)/ }).fill(address.town);
  await details.getByRole("textbox", { name: /Postcode|ZIP code/ }).fill(address.postcode);
  if (address.state)
    await details.getByRole("combobox", { name: "State" }).selectOption({ label: address.state });
}

async function homeDelivery(page: Page): Promise<void> {
  const method = section(page, "Delivery method");
  await method.getByRole("radio", { name: /Home delivery/ }).check();
  await method.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: /Continue to (delivery|shipping) options/ })).toBeVisible();
}

/** A UK guest with the lotion, a Bath address typed by hand and next day delivery picked: £20 + £6.95. */
async function nextDayToBath(page: Page): Promise<Locator> {
  await fillBag(page, "uk");
  await continueAsGuest(page, "uk");
  await homeDelivery(page);
  const details = section(page, "Delivery details");
  await typeAddress(page, { line1: "12 Milsom Street", town: "Bath", postcode: "BA1 1DN" });
  await fillPerson(details);
  await details.getByRole("button", { name: "Continue to delivery options" }).click();
  await details.getByRole("radio", { name: /Next day delivery/ }).check();
  await expect(total(page)).toHaveText("£26.95");
  return details;
}

test("a UK guest finds an address by postcode, picks next day delivery, then collects from a Collect+ point near Bath", async ({
  page,
  expectAccessible,
}) => {
  await fillBag(page, "uk");
  await continueAsGuest(page, "uk");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expectAccessible();
  await expectNoHorizontalOverflow(page, "delivery method");
  await homeDelivery(page);

  const details = section(page, "Delivery details");
  await expect(details.getByRole("textbox", { name: "Email address" })).toHaveValue(GUEST);
  await details.getByRole("textbox", { name: /Find your address/ }).fill("BA1 1DA");
  await details.getByRole("button", { name: "Find address" }).click();
  const choice = details.getByRole("combobox", { name: /Select your address/ });
  await expect(details.getByText("Please select an address").last()).toBeVisible();
  await choice.selectOption({ label: "45 Milsom Street, Bath, BA1 1DA" });
  await expect(details.getByRole("textbox", { name: "Address line 1" })).toHaveValue("45 Milsom Street");
  await expect(details.getByRole("textbox", { name: "Postcode" })).toHaveValue("BA1 1DA");
  await fillPerson(details);
  await expectAccessible();
  await expectNoHorizontalOverflow(page, "delivery details with a looked-up address");
  await details.getByRole("button", { name: "Continue to delivery options" }).click();

  // £20 of lotion is under the free threshold: standard is £4.95; next day is £6.95.
  await expect(details.getByRole("radio", { name: /Standard delivery/ })).toBeChecked();
  await expect(total(page)).toHaveText("£24.95");
  await details.getByRole("radio", { name: /Next day delivery/ }).check();
  await expect(total(page)).toHaveText("£26.95");
  await expect(page.getByRole("region", { name: "Order summary" })).toContainText("Next day delivery");
  await expectAccessible();
  await expectNoHorizontalOverflow(page, "delivery options");

  // Change of mind: Collect+.
  await section(page, "Delivery method").getByRole("link", { name: "Edit Delivery method" }).click();
  await section(page, "Delivery method")
    .getByRole("radio", { name: /Collect\+ collection point/ })
    .check();
  await section(page, "Delivery method").getByRole("button", { name: "Continue" }).click();
  await details.getByRole("textbox", { name: "Postcode or town" }).fill("Bath");
  await details.getByRole("button", { name: "Find collection points" }).click();
  const points = details.getByRole("group", { name: "Please choose a collection point" });
  await expect(points.getByRole("radio").first()).toBeChecked();
  const firstPoint = (await points.getByRole("radio").first().getAttribute("value")) ?? "";
  expect(firstPoint).toMatch(/^CP-BATH-/);
  await expect(details.getByRole("group", { name: "Please choose a collection point" })).toContainText(
    "Bath",
  );
  await fillPerson(details.getByRole("group", { name: "Who is collecting?" }));
  await expectAccessible();
  await expectNoHorizontalOverflow(page, "Collect+ points");
  await details.getByRole("button", { name: "Collect from this point" }).click();

  await expect(details).toContainText("Collected by Ms Ada Lovelace");
  await expect(details).toContainText("Bath");
  // A collection point is no billing address: the billing form asks for one.
  const billing = section(page, "Billing address");
  await fillPerson(billing);
  await billing.getByRole("textbox", { name: "Address line 1" }).fill("45 Milsom Street");
  await billing.getByRole("textbox", { name: "Town or city" }).fill("Bath");
  await billing.getByRole("textbox", { name: "Postcode" }).fill("BA1 1DA");
  await billing.getByRole("button", { name: "Continue to payment" }).click();
  await expect(section(page, "Payment")).toContainText("To pay");
  await expectAccessible();
  await expectNoHorizontalOverflow(page, "payment after Collect+");
});

test("a US guest types an address, sees sales tax, and is told when an address cannot be shipped to @mobile-only", async ({
  page,
  expectAccessible,
}) => {
  await fillBag(page, "us");
  await continueAsGuest(page, "us");
  // One way to receive an order on /us/: the method is settled and the shipping details open.
  const details = section(page, "Shipping details");
  await typeAddress(page, {
    line1: "350 Fifth Avenue",
    town: "New York",
    postcode: "10118",
    state: "New York",
  });
  await fillPerson(details);
  await details.getByRole("button", { name: "Continue to shipping options" }).click();
  await expect(details.getByRole("radio", { name: /Standard shipping/ })).toBeChecked();
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByText("Sales tax")).toBeVisible();
  await expect(
    summary
      .getByRole("definition")
      .filter({ hasText: /^\$\d+\.\d\d$/ })
      .first(),
  ).toBeVisible();
  await expectAccessible();
  await expectNoHorizontalOverflow(page, "US shipping options with sales tax");

  await page.evaluate(() => {
    window.addEventListener("addressError", (event) => {
      (window as unknown as { addressErrors: unknown[] }).addressErrors ??= [];
      (window as unknown as { addressErrors: unknown[] }).addressErrors.push((event as CustomEvent).detail);
    });
  });
  await details.getByRole("link", { name: "Change address" }).click();
  await details.getByRole("textbox", { name: "Address line 1" }).fill("PO Box 4410");
  await details.getByRole("button", { name: "Continue to shipping options" }).click();
  await expect(details.getByRole("alert").filter({ hasText: "We don't ship to PO boxes" })).toBeVisible();
  // spec 001 §8: the address error is raised as an event for the page's listeners (analytics).
  expect(
    await page.evaluate(() => (window as unknown as { addressErrors?: unknown[] }).addressErrors ?? []),
  ).toContainEqual({ code: "addressUnserviceable", taxRegion: "ADDRESS_VALIDATION_ERROR" });
  await expect(details.getByRole("button", { name: "Continue to billing" })).toHaveCount(0);
  await expectAccessible();
  await expectNoHorizontalOverflow(page, "US address refused");
});

test("a restricted UK postcode cannot keep next day delivery @mobile-only", async ({
  page,
  expectAccessible,
}) => {
  const details = await nextDayToBath(page);

  await details.getByRole("link", { name: "Change address" }).click();
  await typeAddress(page, { line1: "14 Cromwell Street", town: "Stornoway", postcode: "HS1 2DF" });
  await details.getByRole("button", { name: "Continue to delivery options" }).click();
  await expect(
    details.getByText("We can't deliver this order to your postcode with the delivery option you chose"),
  ).toBeVisible();
  await expect(details.getByRole("radio", { name: /Next day delivery/ })).toHaveCount(0);
  await expect(details.getByRole("list", { name: "Not available for this order" })).toContainText(
    "Not available to this postcode.",
  );
  await expectAccessible();
  await expectNoHorizontalOverflow(page, "restricted postcode");
});

test("a gift message added at checkout takes next day delivery and Collect+ away @mobile-only", async ({
  page,
  expectAccessible,
}) => {
  const details = await nextDayToBath(page);

  // The bag's gift forms, here at checkout.
  await page.getByText("Add a gift box or a gift message").click();
  await page
    .getByRole("textbox", { name: /A gift message with your order/ })
    .fill("Happy birthday, with love");
  await page.getByRole("button", { name: "Save gift message" }).click();
  await expect(page.getByText("Your gift message has been saved.")).toBeVisible();

  await expect(details.getByText("Next day delivery is no longer available for this order.")).toBeVisible();
  await expect(details.getByRole("radio", { name: /Next day delivery/ })).toHaveCount(0);
  const refused = details.getByRole("list", { name: "Not available for this order" });
  await expect(refused.getByRole("listitem").filter({ hasText: "Next day delivery" })).toContainText(
    "Not available for gift orders.",
  );
  await expectAccessible();
  await expectNoHorizontalOverflow(page, "gift order's delivery options");

  // Collect+ is refused too.
  await section(page, "Delivery method").getByRole("link", { name: "Edit Delivery method" }).click();
  await section(page, "Delivery method")
    .getByRole("radio", { name: /Collect\+ collection point/ })
    .check();
  await section(page, "Delivery method").getByRole("button", { name: "Continue" }).click();
  await expect(details.getByText("Collect+ isn't available for gift orders.")).toBeVisible();
});

test("a rest-of-world shopper delivering to France sees the international rate @mobile-only", async ({
  page,
  expectAccessible,
}) => {
  await fillBag(page, "row");
  await continueAsGuest(page, "row");
  const details = section(page, "Delivery details");
  await typeAddress(page, { line1: "12 Rue de Rivoli", town: "Paris", postcode: "75001", country: "France" });
  await fillPerson(details);
  await details.getByRole("button", { name: "Continue to delivery options" }).click();
  const standard = details.getByRole("radio", { name: /Standard delivery/ });
  await expect(standard).toBeChecked();
  await expect(details.getByText("€12.95")).toBeVisible();
  await expect(details.getByRole("radio")).toHaveCount(1);
  await expectAccessible();
  await expectNoHorizontalOverflow(page, "international rate");
});

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test("keyboard only, from the bag to the payment step", async ({ page, expectAccessible }) => {
  await fillBag(page, "uk");
  await page.goto("/uk/bag");
  await hydrated(page);
  await tabTo(page, page.getByRole("link", { name: "Checkout securely" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/uk\/login\/checkout$/);
  await hydrated(page);
  const guest = page.getByRole("form", { name: /(Checkout|Check out) as a guest/ });
  await typeInto(page, guest.getByRole("textbox", { name: "Email address" }), GUEST);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/uk\/checkout\/secure$/);
  await hydrated(page);

  const method = section(page, "Delivery method");
  await tabTo(page, method.getByRole("radio", { name: /Home delivery/ }));
  await page.keyboard.press("Space");
  await tabTo(page, method.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");

  const details = section(page, "Delivery details");
  await typeInto(page, details.getByRole("textbox", { name: /Find your address/ }), "BA1 1DA");
  await page.keyboard.press("Enter");
  const choice = details.getByRole("combobox", { name: /Select your address/ });
  await tabTo(page, choice);
  // Arrowing to an address fills nothing in yet (WCAG 3.2.2 On Input); Enter chooses it.
  await page.keyboard.press("ArrowDown");
  await expect(choice).not.toHaveValue("");
  await expect(details.getByRole("textbox", { name: "Address line 1" })).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(details.getByRole("textbox", { name: "Address line 1" })).not.toHaveValue("");
  await tabTo(page, details.getByRole("combobox", { name: "Title" }));
  await page.keyboard.press("ArrowDown");
  await typeInto(page, details.getByRole("textbox", { name: "First name" }), "Ada");
  await typeInto(page, details.getByRole("textbox", { name: "Last name" }), "Lovelace");
  await typeInto(page, details.getByRole("textbox", { name: /Phone number/ }), "01225 123456");
  await tabTo(page, details.getByRole("button", { name: "Continue to delivery options" }));
  await page.keyboard.press("Enter");

  await tabTo(page, details.getByRole("button", { name: "Continue to billing" }));
  await page.keyboard.press("Enter");
  const billing = section(page, "Billing address");
  await tabTo(page, billing.getByRole("button", { name: "Continue to payment" }));
  await page.keyboard.press("Enter");
  await expect(section(page, "Payment")).toContainText("To pay");
  // The step that opened has the keyboard's focus on its heading.
  await expect(page.getByRole("heading", { name: /Payment/ })).toBeFocused();
  await expectAccessible();
  await expectNoHorizontalOverflow(page, "payment reached by keyboard");
});

// Decision 067: the server's render notes the prices and days it writes with Intl and the page carries them, so the
// bag and the checkout hydrate without building a formatter (the first one costs a phone 15–24 ms).
test("the bag and the checkout hydrate without building an Intl formatter @mobile-only", async ({ page }) => {
  const formattersBuilt = await countIntlFormatters(page);
  await fillBag(page, "uk");
  await page.goto("/uk/bag");
  await hydrated(page);
  await expect(page.getByRole("main").getByText("£20", { exact: true }).first()).toBeVisible();
  expect(await formattersBuilt()).toEqual([]);

  await continueAsGuest(page, "uk");
  await homeDelivery(page);
  // The checkout loaded afresh at its delivery details: its summary's prices as the server wrote them.
  await page.goto("/uk/checkout/secure");
  await hydrated(page);
  await expect(total(page)).toHaveText(/^£\d+\.\d\d$|^£\d+$/);
  expect(await formattersBuilt()).toEqual([]);
});

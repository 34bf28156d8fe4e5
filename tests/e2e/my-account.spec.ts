import type { Page } from "@playwright/test";
import { registerCustomer } from "./customers.ts";
import { expect, hydrated, test } from "./fixtures.ts";

// Issue 14 point 4: a signed-in customer keeps an address book on my account (spec 001 §3 "My account", §5 the
// postcode per country, the state for the US). Signed in by registering through the sign-in page's action.

const SHOTS = process.env.MY_ACCOUNT_SHOTS;

async function registerAndOpenMyAccount(page: Page) {
  await page.goto("/uk/my-account");
  await expect(page).toHaveURL(/\/uk\/login\?returnTo=%2Fuk%2Fmy-account/);
  // Registration signs the customer in and returns them to my account.
  const { location } = await registerCustomer(page, { returnTo: "/uk/my-account" });
  expect(location).toBe("/uk/my-account");
  await page.goto(location);
  await expect(page).toHaveURL(/^[^?]*\/uk\/my-account$/);
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await hydrated(page);
}

async function fillAddress(scope: ReturnType<Page["getByRole"]>, values: Record<string, string>) {
  if (values.country) await scope.getByLabel("Country").selectOption(values.country);
  if (values.title) await scope.getByLabel("Title").selectOption(values.title);
  for (const [label, value] of Object.entries(values))
    if (!["country", "title", "state"].includes(label))
      await scope.getByLabel(label, { exact: true }).fill(value);
  if (values.state) await scope.getByLabel("State").selectOption({ label: values.state });
}

test("a signed-in customer adds, edits, makes default and deletes addresses", async ({
  page,
  expectAccessible,
}, info) => {
  // Registration hashes a password and the journey makes eight changes: room for a busy machine.
  test.setTimeout(150_000);
  await registerAndOpenMyAccount(page);
  const book = page.locator("#addresses");
  await expect(book.getByText("You haven't saved any addresses yet.")).toBeVisible();
  await expect(page.locator("#orders").getByText("You haven't placed any orders yet.")).toBeVisible();
  await expectAccessible();
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/my-account-empty-${info.project.name}.png`, fullPage: true });

  // A UK address: the postcode rule is the UK's.
  await book.getByText("Add a new address").click();
  const add = page.getByRole("form", { name: "Save address" });
  await fillAddress(add, {
    title: "Ms",
    "First name": "Ada",
    "Last name": "Lovelace",
    "Phone number": "020 7946 0000",
    country: "GB",
    "Address line 1": "12 Chapel Place",
    "Town or city": "London",
    Postcode: "75001",
  });
  await add.getByRole("button", { name: "Save address" }).click();
  await expect(add.getByText("Please enter a valid postcode")).toBeVisible();
  await add.getByLabel("Postcode").fill("EC2A 3DQ");
  await add.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Your address has been added.")).toBeVisible();
  const first = book.getByRole("article", { name: /Ada Lovelace, 12 Chapel Place/ });
  await expect(first.getByText("Default address", { exact: true })).toBeVisible();

  // A US address: ZIP code and state follow the country.
  await book.getByText("Add a new address").click();
  await fillAddress(add, {
    title: "Dr",
    "First name": "Grace",
    "Last name": "Hopper",
    "Phone number": "212 555 0100",
    country: "US",
    "Address line 1": "350 Fifth Avenue",
    "Town or city": "New York",
  });
  await add.getByLabel("ZIP code").fill("EC2A 3DQ");
  await add.getByRole("button", { name: "Save address" }).click();
  await expect(add.getByText("Please enter a valid ZIP code")).toBeVisible();
  await expect(add.getByText("Please select a state")).toBeVisible();
  await add.getByLabel("ZIP code").fill("10118");
  await add.getByLabel("State").selectOption({ label: "New York" });
  await add.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Your address has been added.")).toBeVisible();
  const second = book.getByRole("article", { name: /Grace Hopper, 350 Fifth Avenue/ });
  await expect(second.getByText("10118")).toBeVisible();
  await expect(second.getByText("Default address", { exact: true })).toHaveCount(0);

  // Edit it: a French address needs a five-digit postcode and no state.
  await second.getByText("Edit", { exact: true }).click();
  const edit = second.getByRole("form", { name: "Save changes" });
  await edit.getByLabel("Country").selectOption("FR");
  await expect(edit.getByLabel("State")).toHaveCount(0);
  await edit.getByLabel("Address line 1", { exact: true }).fill("8 rue de Rivoli");
  await edit.getByLabel("Town or city").fill("Paris");
  await edit.getByLabel("Postcode").fill("7500");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("Please enter a valid postcode")).toBeVisible();
  await edit.getByLabel("Postcode").fill("75001");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your address has been saved.")).toBeVisible();
  const paris = book.getByRole("article", { name: /Grace Hopper, 8 rue de Rivoli/ });
  await expect(paris.locator("address")).toContainText("France");

  // Make it the default: it moves first, and the other loses the mark.
  await paris.getByRole("button", { name: "Make default" }).click();
  await expect(page.getByText("Your default address has been changed.")).toBeVisible();
  await expect(paris.getByText("Default address", { exact: true })).toBeVisible();
  await expect(first.getByText("Default address", { exact: true })).toHaveCount(0);
  await expect(book.getByRole("article").first()).toHaveAccessibleName(/8 rue de Rivoli/);
  await expectAccessible();
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/my-account-book-${info.project.name}.png`, fullPage: true });

  // Delete it after confirming: the other address becomes the default.
  await paris.getByText("Delete", { exact: true }).click();
  await paris.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByText("The address has been deleted.")).toBeVisible();
  await expect(paris).toHaveCount(0);
  await expect(first.getByText("Default address", { exact: true })).toBeVisible();
});

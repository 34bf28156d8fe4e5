import { readFile } from "node:fs/promises";
import { payByCard, readyForPayment } from "./checkout-steps.ts";
import { expect, test } from "./fixtures.ts";
import { addJourneyStaff, signInAsStaff } from "./staff.ts";

// The back office's orders (issue 29 point 2), at 1280 px: a guest pays by card; a member of staff signs in, finds
// the order by the guest's e-mail typed in capitals and by the delivery postcode typed without its space, narrows
// the list by status, and downloads it as CSV. The back office ships no JavaScript: a GET form and links.
test.describe.configure({ timeout: 150_000 });

test("@desktop a member of staff finds a guest's order by e-mail and postcode, filters by status and downloads the CSV", async ({
  page,
  expectAccessible,
}) => {
  const email = `order-list-${Date.now()}@example.com`;
  // readyForPayment delivers to Ada Lovelace at BA1 1DN.
  await readyForPayment(page, { email });
  const orderNumber = await payByCard(page);
  const viewer = await addJourneyStaff(["viewer"], "Vic Viewer");

  await signInAsStaff(page, viewer);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expectAccessible();

  const search = page.getByRole("searchbox", { name: "Order number, e-mail, name or postcode" });
  const find = page.getByRole("button", { name: "Find orders" });
  const results = page.getByRole("table");
  const guestRow = results.getByRole("row").filter({ has: page.getByRole("link", { name: orderNumber }) });

  // By e-mail, typed in capitals: this order and no other.
  await search.fill(email.toUpperCase());
  await find.click();
  await expect(results.getByRole("caption")).toHaveText("1 order, newest first");
  await expect(guestRow).toContainText("Ada Lovelace");
  await expect(guestRow).toContainText(email);
  await expect(guestRow).toContainText("Card");
  await expect(guestRow).toContainText("Placed");
  await expect(guestRow).toContainText("£");
  await expect(guestRow.getByRole("link", { name: orderNumber })).toHaveAttribute(
    "href",
    `/admin/orders/${orderNumber}`,
  );
  await expectAccessible();

  // By postcode, lower-cased and without its space: among the newest orders delivered there (other journeys running
  // at the same time deliver to the same postcode, so it need not be the very first).
  await search.fill("ba11dn");
  await find.click();
  await expect(results.getByRole("caption")).toHaveText(/ orders?, newest first$/);
  await expect(guestRow).toBeVisible();

  // Narrowed by status: placed keeps it, dispatched does not.
  await page.getByLabel("Status").selectOption("placed");
  await find.click();
  await expect(page).toHaveURL(/q=ba11dn&status=placed/);
  await expect(guestRow).toBeVisible();
  await page.getByLabel("Status").selectOption("dispatched");
  await find.click();
  await expect(page).toHaveURL(/status=dispatched/);
  await expect(guestRow).toHaveCount(0);
  await expectAccessible();

  // The CSV of the guest's placed orders.
  await search.fill(email);
  await page.getByLabel("Status").selectOption("placed");
  await find.click();
  await expect(results.getByRole("caption")).toHaveText("1 order, newest first");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download these orders as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Order number,Placed \(UTC\),/);
  expect(lines[1]).toMatch(new RegExp(`^${orderNumber},`));
  expect(lines[1]).toContain(`,Ada Lovelace,${email},uk,Card,GBP,`);
  expect(lines[1]).toMatch(/,Placed,$/);
});

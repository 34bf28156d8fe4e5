import { randomInt, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { orderSearchColumns } from "../../core/order-admin/search-keys.ts";
import { totpCode } from "../../core/staff/totp.ts";
import { openDatabase } from "../../data/db.ts";
import { expect, test } from "./fixtures.ts";
import { addJourneyStaff, e2eDatabaseUrl } from "./staff.ts";

// The back office's orders (issue 29 point 2), at 1280 px: a member of staff signs in, finds a guest's order by its
// e-mail and by its postcode typed another way, narrows the list by status, and downloads it as CSV. The guest's
// order is written to the journeys' database as the order repository writes it (tests/api/admin-orders.test.ts
// places one through the checkout's workflow); its postcode is made up, so no other journey's order shares it.
test.describe.configure({ timeout: 120_000 });

const HASHING_TIMEOUT_MS = 30_000;

async function addGuestOrder() {
  const id = randomUUID();
  const email = `Guest.${id.slice(0, 8)}@Example.com`;
  const postcode = `QZ${randomInt(10, 99)} ${randomInt(1, 9)}QZ`;
  const person = { title: "Ms", firstName: "Grace", lastName: "Hopper", phoneNumber: "01225 123456" };
  const address = {
    line1: "12 Milsom Street",
    line2: null,
    townCity: "Bath",
    postcode,
    countryIso: "GB",
    regionIso: null,
    savedAddressId: null,
  };
  const delivery = { person, address };
  const billing = { person, address };
  const orderNumber = `7${String(randomInt(0, 1e9)).padStart(9, "0")}${randomInt(0, 9)}`;
  const database = openDatabase(e2eDatabaseUrl());
  try {
    await database.db
      .insertInto("orders")
      .values({
        id,
        orderNumber,
        guestTokenHash: "journey",
        customerId: null,
        email,
        version: "uk",
        currency: "GBP",
        delivery: JSON.stringify(delivery),
        billing: JSON.stringify(billing),
        subtotal: 2000,
        discounts: 0,
        charges: 0,
        deliveryCharge: 495,
        splitDelivery: 0,
        tax: 0,
        total: 2495,
        payments: JSON.stringify({ card: null, giftCards: [{ lastFour: "0041", amount: 2495 }] }),
        status: "placed",
        createdAt: new Date().toISOString(),
        ...orderSearchColumns({ email, delivery, billing }),
        paymentMethod: "giftCard",
      })
      .execute();
  } finally {
    await database.close();
  }
  return { email, postcode, orderNumber };
}

test("@desktop a member of staff finds a guest's order by e-mail and postcode, filters by status and downloads the CSV", async ({
  page,
  expectAccessible,
}) => {
  const viewer = await addJourneyStaff(["viewer"], "Vic Viewer");
  const guest = await addGuestOrder();

  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail address").fill(viewer.member.email);
  await page.getByLabel("Password").fill(viewer.password);
  await page
    .getByLabel("6-digit code from your authenticator app")
    .fill(totpCode(viewer.totpSecret, Date.now()));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible({
    timeout: HASHING_TIMEOUT_MS,
  });
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expectAccessible();

  const search = page.getByRole("searchbox", { name: "Order number, e-mail, name or postcode" });
  const results = page.getByRole("table");
  const guestRow = results
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: guest.orderNumber }) });

  // By e-mail, typed in another case.
  await search.fill(guest.email.toLowerCase());
  await page.getByRole("button", { name: "Find orders" }).click();
  await expect(results.getByRole("caption")).toHaveText("1 order, newest first");
  await expect(guestRow).toContainText("Grace Hopper");
  await expect(guestRow).toContainText("£24.95");
  await expect(guestRow).toContainText("Gift card only");
  await expect(guestRow.getByRole("link", { name: guest.orderNumber })).toHaveAttribute(
    "href",
    `/admin/orders/${guest.orderNumber}`,
  );
  await expectAccessible();

  // By postcode, lower-cased and without its space.
  await search.fill(guest.postcode.replace(" ", "").toLowerCase());
  await page.getByRole("button", { name: "Find orders" }).click();
  await expect(results.getByRole("caption")).toHaveText("1 order, newest first");
  await expect(guestRow).toBeVisible();

  // Narrowed by status: placed keeps it, dispatched does not.
  await page.getByLabel("Status").selectOption("placed");
  await page.getByRole("button", { name: "Find orders" }).click();
  await expect(page).toHaveURL(/status=placed/);
  await expect(guestRow).toBeVisible();
  await page.getByLabel("Status").selectOption("dispatched");
  await page.getByRole("button", { name: "Find orders" }).click();
  await expect(results.getByRole("caption")).toHaveText("0 orders, newest first");
  await expect(page.getByText("No orders match.")).toBeVisible();
  await expectAccessible();

  await page.getByLabel("Status").selectOption("placed");
  await page.getByRole("button", { name: "Find orders" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download these orders as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${guest.orderNumber},`);
  expect(lines[1]).toContain(`,Grace Hopper,${guest.email},uk,Gift card only,GBP,24.95,Placed,`);
});

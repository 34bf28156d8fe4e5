import { addToBagThroughApi, expect, hydrated, test } from "./fixtures.ts";
import { addJourneyStaff, signInAsStaff } from "./staff.ts";

// The catalogue in the back office (issue 29 point 4), at 1280 px: a merchandiser finds a product, changes its uk
// price, and a shopper whose bag already held it sees the new price in a listing and on the bag's line. The back
// office ships no JavaScript: plain forms. The price is put back at the end, so other journeys see the seed's.
test.describe.configure({ timeout: 120_000 });

/** A single-size product no other journey uses. */
const PRODUCT = { code: "P10001154", name: "Orange Blossom Hand & Body Lotion", sku: "P100011540101" };
const NEW_PRICE = "31.17";

test("@desktop a merchandiser changes a product's uk price, and a shopper sees it in a listing and in their bag", async ({
  page,
  browser,
  expectAccessible,
}) => {
  const merchandiser = await addJourneyStaff(["merchandiser"], "Mina Merchandiser");

  // The shopper's bag holds the product before the change.
  const shopper = await browser.newPage();
  await addToBagThroughApi(shopper, "uk", PRODUCT.sku);

  await signInAsStaff(page, merchandiser);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Catalogue" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();
  await expectAccessible();

  await page.getByRole("searchbox", { name: "Product code or name" }).fill("orange blossom hand");
  await page.getByRole("button", { name: "Find products" }).click();
  await page.getByRole("link", { name: PRODUCT.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(PRODUCT.name) })).toBeVisible();
  await expectAccessible();

  const size = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(PRODUCT.sku) }) });
  const ukPrice = size.getByRole("cell").first();
  const before = (await ukPrice.textContent()) ?? "";
  const was = /^£([\d,.]+)/.exec(before)?.[1]?.replaceAll(",", "");
  expect(was, `the uk price cell reads ${before}`).toBeDefined();

  await page.getByLabel("Version").selectOption("uk");
  await page.getByLabel("New price, such as 12.50").fill(NEW_PRICE);
  await page.getByRole("button", { name: "Change the price" }).click();
  await expect(page.getByRole("status")).toHaveText("The price is changed: the shop shows it now.");
  await expect(ukPrice).toHaveText(`£${NEW_PRICE}`);
  await expectAccessible();

  try {
    // A listing shows the new price at once.
    await shopper.goto(`/uk/search?text=${encodeURIComponent(PRODUCT.name)}`);
    await hydrated(shopper);
    const card = shopper
      .getByRole("listitem")
      .filter({ has: shopper.getByRole("heading", { name: PRODUCT.name }) });
    await expect(card.getByText(`£${NEW_PRICE}`)).toBeVisible();

    // The bag that already held it shows the change on the line and charges the new price.
    await shopper.goto("/uk/bag");
    await hydrated(shopper);
    await expect(
      shopper.getByText(
        new RegExp(`Price changed from £[\\d.,]+ to £${NEW_PRICE.replace(".", "\\.")} since you added it`),
      ),
    ).toBeVisible();
  } finally {
    await page.getByLabel("Version").selectOption("uk");
    await page.getByLabel("New price, such as 12.50").fill(was ?? "");
    await page.getByRole("button", { name: "Change the price" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    await shopper.close();
  }
});

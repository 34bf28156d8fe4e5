import { addToBagThroughApi, expect, hydrated, test } from "./fixtures.ts";
import { addJourneyStaff, signInAsStaff } from "./staff.ts";

// Promotion codes in the back office (issue 29 point 4), at 1280 px: a merchandiser adds a code and moves its end, a
// shopper's bag takes it, the merchandiser ends it, and the next apply is refused as expired. The back office ships
// no JavaScript: plain forms, done from the keyboard.
test.describe.configure({ timeout: 120_000 });

const BATH_TOWEL = "P100000010203";

test("@desktop a merchandiser adds a promotion code, ends it, and the bag refuses it from then on", async ({
  page,
  browser,
  expectAccessible,
}) => {
  const merchandiser = await addJourneyStaff(["merchandiser"], "Mina Merchandiser");
  const code = `BO${Date.now().toString(36).toUpperCase()}`;

  await signInAsStaff(page, merchandiser);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Promotion codes" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Promotion codes" })).toBeVisible();
  await expectAccessible();

  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("What the shopper reads").fill("15% off, back-office test");
  await page.getByLabel("Gives").selectOption("percentOff");
  await page.getByLabel(/^Percentage, or amount off/).fill("15");
  await page.getByLabel("May be used with other codes").check();
  await page.getByRole("button", { name: "Add code" }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code }) });
  await expect(row.getByRole("cell", { name: "live" })).toBeVisible();
  await expectAccessible();

  // Its dates move: an end in December 2030, London time, shows on its row.
  await page.getByLabel("Code to move").fill(code);
  await page.getByLabel("New end, London time (empty: never)").fill("2030-12-01T09:00");
  await page.getByRole("button", { name: "Move dates" }).click();
  await expect(row.getByRole("cell", { name: "1 Dec 2030, 09:00" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "live" })).toBeVisible();

  // A shopper's bag, in a browser of its own, takes the code while it is live.
  const shopper = await browser.newPage();
  await addToBagThroughApi(shopper, "uk", BATH_TOWEL);
  await shopper.goto("/uk/bag");
  await hydrated(shopper);
  const promoCode = shopper.getByRole("textbox", { name: "Promo code" });
  await promoCode.fill(code);
  await shopper.getByRole("button", { name: "Apply" }).click();
  const summary = shopper.getByRole("region", { name: "Order summary" });
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
  await shopper.getByRole("button", { name: new RegExp(`Remove code ${code}`) }).click();
  await expect(summary.getByText(`Discount (${code})`)).toHaveCount(0);

  await row.getByRole("button", { name: `End ${code} now` }).click();
  await expect(page).toHaveURL(/state=ended/);
  await expect(
    page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: code }) })
      .getByRole("cell", { name: "ended" }),
  ).toBeVisible();

  await promoCode.fill(code);
  await shopper.getByRole("button", { name: "Apply" }).click();
  await expect(shopper.getByRole("alert").filter({ hasText: "Sorry, this code has expired." })).toBeVisible();
  await expect(summary.getByText(`Discount (${code})`)).toHaveCount(0);

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();
  await shopper.close();
});

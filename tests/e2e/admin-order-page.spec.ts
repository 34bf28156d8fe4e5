import type { Page } from "@playwright/test";
import { totpCode } from "../../core/staff/totp.ts";
import { payByCard, readyForPayment } from "./checkout-steps.ts";
import { addToBagThroughApi, expect, test } from "./fixtures.ts";
import { addJourneyStaff } from "./staff.ts";

// The back office's order page (issue 29 points 2 and 3), at 1280 px and 375 px: a guest pays by card for two
// lines; a staff member opens the order by its address, dispatches one line with a tracking number and sees the
// capture, the shopper's dispatch e-mail reaches the mailbox, the other line is cancelled and the dispatched one
// refunded, each seen on the page. The back office ships no JavaScript: plain forms.
test.describe.configure({ timeout: 180_000 });

/** Signing in checks an scrypt hash (N = 2^17) on the production build: seconds on a busy two-core machine. */
const HASHING_TIMEOUT_MS = 30_000;
const BATH_TOWEL = "P100000010203";
const LOTION = "P100000030101";

/**
 * The page never scrolls sideways and nothing is cut off at the right edge, except inside a table's own scrolling
 * box (which scrolls by itself, and whose box fits the screen).
 */
async function expectFitsTheScreen(page: Page, state: string): Promise<void> {
  const { scrollWidth, clientWidth, cutOff } = await page.evaluate(() => {
    const root = document.documentElement;
    const cutOff = [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const inScroller = element.parentElement?.closest(".admin__scroll") !== null;
        return !inScroller && box.width > 0 && box.height > 0 && box.right > root.clientWidth + 0.5;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, cutOff };
  });
  expect(cutOff, `${state}: content runs past the screen's right edge`).toEqual([]);
  expect(scrollWidth, `${state}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test("staff dispatch, cancel and refund a guest's card order from its page, seeing the money move", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const email = `order-page-${testInfo.project.name}-${Date.now()}@example.com`;
  await addToBagThroughApi(page, "uk", BATH_TOWEL);
  await readyForPayment(page, { sku: LOTION, email });
  const orderNumber = await payByCard(page);

  const staff = await addJourneyStaff(["fulfilment", "customerService"], "Olive Orders");
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail address").fill(staff.member.email);
  await page.getByLabel("Password").fill(staff.password);
  await page
    .getByLabel("6-digit code from your authenticator app")
    .fill(totpCode(staff.totpSecret, Date.now()));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible({
    timeout: HASHING_TIMEOUT_MS,
  });

  const orderPage = `/admin/orders/${orderNumber}`;
  await page.goto(orderPage);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const lines = page.getByRole("region", { name: "Lines" });
  await expect(lines.getByRole("row")).toHaveCount(3);
  await expect(
    page.getByRole("region", { name: "Payments" }).getByRole("rowheader", { name: "Authorisation" }),
  ).toBeVisible();
  await expectAccessible();
  await expectFitsTheScreen(page, "the order as placed");

  // Dispatch line 0 with its tracking number.
  const dispatch = page.getByRole("region", { name: "Dispatch" });
  await dispatch.getByRole("textbox", { name: /^Dispatch: line 0,/ }).fill("1");
  await dispatch.getByRole("textbox", { name: "Carrier" }).fill("Royal Mail");
  await dispatch.getByRole("textbox", { name: /^Tracking number/ }).fill("RM 1234 5678 GB");
  await dispatch.getByRole("button", { name: "Dispatch chosen units" }).click();
  await expect(page.getByRole("status")).toContainText("Dispatched:");
  await expect(
    page.getByRole("region", { name: "Shipments" }).getByRole("cell", { name: "RM 1234 5678 GB" }),
  ).toBeVisible();
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByRole("rowheader", { name: "Capture" })).toBeVisible();
  await expectAccessible();
  await expectFitsTheScreen(page, "after the dispatch");

  // The shopper's dispatch e-mail, in the development mailbox once the worker has written it out.
  const subject = `Your order ${orderNumber} is on its way`;
  await page.goto("/uk/dev/mailbox");
  const message = page.getByRole("link").filter({ hasText: email }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.reload();
    await expect(message).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await message.click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.locator("pre")).toContainText("RM 1234 5678 GB");

  // Cancel the other line, then refund the dispatched one.
  await page.goto(orderPage);
  const cancel = page.getByRole("region", { name: "Cancel" });
  await cancel.getByRole("textbox", { name: /^Cancel: line 1,/ }).fill("1");
  await cancel.getByRole("button", { name: "Cancel chosen units" }).click();
  await expect(page.getByRole("status")).toContainText("Cancelled:");
  await expect(payments.getByRole("rowheader", { name: "Void (released)" })).toBeVisible();

  const refund = page.getByRole("region", { name: "Refund" });
  await refund.getByRole("textbox", { name: /^Refund: line 0,/ }).fill("1");
  await refund.getByRole("button", { name: "Refund chosen units" }).click();
  await expect(page.getByRole("status")).toContainText("Refunded:");
  await expect(payments.getByRole("rowheader", { name: "Refund", exact: true })).toBeVisible();
  // One line cancelled, the other dispatched and refunded: nothing is left, the order reads refunded.
  await expect(page.getByRole("row", { name: /^Status/ })).toContainText("Refunded");
  await expect(
    page.getByRole("region", { name: "Audit trail" }).getByRole("rowheader", { name: "order.refund" }),
  ).toBeVisible();
  await expectAccessible();
  await expectFitsTheScreen(page, "after the refund");
});

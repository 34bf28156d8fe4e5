import type { Page } from "@playwright/test";
import { sandboxPayment } from "../../scripts/lib/journey-card-sandbox.ts";
import { payByCard, readyForPayment } from "./checkout-steps.ts";
import { addToBagThroughApi, expect, test } from "./fixtures.ts";
import { addJourneyStaff, signInAsStaff } from "./staff.ts";

// The back office's order story (issue 29's done-means), at 1280 px and 375 px: a merchandiser leaves one unit of a
// product; a guest pays by card for two lines, the second that last unit, and the product sells out; a staff member
// finds the order by e-mail, dispatches the first line with a tracking number and sees the capture, the shopper's
// dispatch e-mail reaches the mailbox and guest tracking shows the parcel; cancelling the second line puts the unit
// back on the product page; refunding the first shows in the card sandbox's own ledger and on the shopper's order
// page. The back office ships no JavaScript: plain forms.
test.describe.configure({ timeout: 180_000 });

const BATH_TOWEL = "P100000010203";
/** Single-size products no other journey buys, one for each width, since both run at once. */
const LAST_UNIT = {
  desktop: { code: "P10000136", sku: "P100001360101" },
  mobile: { code: "P10000141", sku: "P100001410101" },
} as const;

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

test("staff find a guest's card order, dispatch, cancel and refund it, and the shop shows each step", async ({
  page,
  expectAccessible,
}, testInfo) => {
  const email = `order-page-${testInfo.project.name}-${Date.now()}@example.com`;
  const product = LAST_UNIT[testInfo.project.name === "mobile" ? "mobile" : "desktop"];

  const staff = await addJourneyStaff(["fulfilment", "customerService", "merchandiser"], "Olive Orders");
  await signInAsStaff(page, staff);

  // One unit left of the second line's product.
  await page.goto(`/admin/catalogue/${product.code}`);
  const size = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(product.sku) }) });
  const stock = size.getByRole("textbox", { name: /^Stock of/ });
  const seeded = await stock.inputValue();
  const setStock = async (level: string) => {
    await page.goto(`/admin/catalogue/${product.code}`);
    await stock.fill(level);
    await size.getByRole("button", { name: /^Set stock of/ }).click();
    await expect(page.getByRole("status")).toHaveText("The stock level is changed: the shop shows it now.");
  };
  await setStock("1");

  try {
    await addToBagThroughApi(page, "uk", BATH_TOWEL);
    await readyForPayment(page, { sku: product.sku, email });
    const orderNumber = await payByCard(page);
    const confirmation = page.url();
    await page.goto(`/uk/x/p/${product.code}`);
    await expect(page.getByText("Sold Out").first()).toBeVisible();

    // Found by the guest's e-mail in the list.
    await page.goto("/admin/orders");
    await page.getByRole("searchbox", { name: "Order number, e-mail, name or postcode" }).fill(email);
    await page.getByRole("button", { name: "Find orders" }).click();
    await page.getByRole("link", { name: orderNumber }).click();
    const orderPage = `/admin/orders/${orderNumber}`;
    await expect(page).toHaveURL(orderPage);
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    const lines = page.getByRole("region", { name: "Lines" });
    await expect(lines.getByRole("row")).toHaveCount(3);
    const payments = page.getByRole("region", { name: "Payments" });
    const authorisation = payments.getByRole("row").filter({
      has: page.getByRole("rowheader", { name: /^Authorisation/ }),
    });
    const paymentId = ((await authorisation.locator("code").textContent()) ?? "").trim();
    expect(paymentId).not.toBe("");
    await expectAccessible();
    await expectFitsTheScreen(page, "the order as placed");

    // Dispatch line 0 with its tracking number: the capture is on the order and in the sandbox.
    const dispatch = page.getByRole("region", { name: "Dispatch" });
    await dispatch.getByRole("textbox", { name: /^Dispatch: line 0,/ }).fill("1");
    await dispatch.getByRole("textbox", { name: "Carrier" }).fill("Royal Mail");
    await dispatch.getByRole("textbox", { name: /^Tracking number/ }).fill("RM 1234 5678 GB");
    await dispatch.getByRole("button", { name: "Dispatch chosen units" }).click();
    await expect(page.getByRole("status")).toContainText("Dispatched:");
    await expect(
      page.getByRole("region", { name: "Shipments" }).getByRole("cell", { name: "RM 1234 5678 GB" }),
    ).toBeVisible();
    await expect(payments.getByRole("rowheader", { name: "Capture" })).toBeVisible();
    const captured = await sandboxPayment(paymentId);
    expect(captured.capturedAmount).toBeGreaterThan(0);
    expect(captured.capturedAmount).toBeLessThan(captured.amount);
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

    // Guest tracking shows the parcel.
    await page.goto("/uk/guest/trackOrder");
    const track = page.getByRole("form", { name: "Track your order" });
    await track.getByRole("textbox", { name: /Order number/ }).fill(orderNumber);
    await track.getByRole("textbox", { name: "Email address" }).fill(email);
    await track.getByRole("button", { name: "Find my order" }).click();
    const dispatched = page.getByRole("region", { name: "Dispatched" });
    await expect(dispatched).toContainText("Royal Mail tracking number RM 1234 5678 GB");
    await expect(page.getByText("Partly dispatched")).toBeVisible();
    await expectAccessible();

    // Cancel the other line: its unit is back on the product page.
    await page.goto(orderPage);
    const cancel = page.getByRole("region", { name: "Cancel" });
    await cancel.getByRole("textbox", { name: /^Cancel: line 1,/ }).fill("1");
    await cancel.getByRole("button", { name: "Cancel chosen units" }).click();
    await expect(page.getByRole("status")).toContainText("Cancelled:");
    await expect(payments.getByRole("rowheader", { name: "Void (released)" })).toBeVisible();
    await page.goto(`/uk/x/p/${product.code}`);
    await expect(page.getByText("Low stock – only 1 left").first()).toBeVisible();

    // Refund the dispatched line: in the sandbox's ledger, and on the shopper's own order page.
    await page.goto(orderPage);
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
    const refunded = await sandboxPayment(paymentId);
    expect(refunded.refundedAmount).toBe(captured.capturedAmount);

    await page.goto(confirmation);
    const refunds = page.getByRole("region", { name: "Refunds" });
    await expect(refunds).toContainText(/£[\d.,]+ refunded on \d{1,2} \w+ \d{4}/);
    await expect(page.getByRole("region", { name: "Dispatched" })).toContainText("RM 1234 5678 GB");
    await expectAccessible();
  } finally {
    await setStock(seeded);
  }
});

import { londonDateOf } from "../../core/delivery/london-clock.ts";
import { GIFT_CARD_MESSAGES } from "../../core/gift-cards/gift-card-messages.ts";
import { readyForPayment } from "./checkout-steps.ts";
import { expect, test } from "./fixtures.ts";
import {
  answerCheckout,
  chooseEGiftCard,
  codeAndPinFromMailbox,
  mailboxMessages,
  noDeliveryForms,
  openPayment,
  payByCard,
  payment,
} from "./gift-card-steps.ts";
import { addJourneyStaff, signInAsStaff } from "./staff.ts";

// Gift cards in the back office (issue 29 point 5), at 1280 px: a shopper buys an e-gift card, customer service
// finds it by its last four digits, blocks it, and the shopper's checkout refuses it in the words for a card that
// cannot be used; unblocked, it is resent to its recipient (a second e-mail in the mailbox) and pays again. The back
// office ships no JavaScript: plain forms and links.
test.describe.configure({ timeout: 180_000 });

test("@desktop customer service finds a card by its last four, blocks, unblocks and resends it", async ({
  page,
  browser,
  expectAccessible,
}, info) => {
  // The shopper buys an e-gift card for today and its e-mail arrives.
  const shopper = await browser.newPage();
  const stamp = `${info.project.name}.r${info.retry}.${Date.now()}`;
  const recipient = `recipient.${stamp}@example.com`;
  const buyer = `buyer.${stamp}@example.com`;
  const subject = "Charles has sent you a £12 gift card";
  await chooseEGiftCard(shopper, {
    design: "Thank You Floral",
    amount: "12",
    recipient: "Grace Hopper",
    email: recipient,
    sendDate: londonDateOf(new Date()),
  });
  await answerCheckout(shopper, noDeliveryForms(buyer));
  await openPayment(shopper);
  await payByCard(shopper, "£12");
  const orderNumber = /orderConfirmation\/(\d{11})$/.exec(shopper.url())?.[1] ?? "";
  expect(orderNumber).toMatch(/^\d{11}$/);
  const { code } = await codeAndPinFromMailbox(shopper, recipient, subject);
  const lastFour = code.slice(-4);

  // Customer service signs in and finds the card by its last four.
  const agent = await addJourneyStaff(["customerService"], "Cass Service");
  await signInAsStaff(page, agent);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Gift cards" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Gift cards" })).toBeVisible();
  await expectAccessible();
  await page.getByLabel("Find by").selectOption("lastFour");
  await page.getByLabel("Search for").fill(lastFour);
  await page.getByRole("button", { name: "Find cards" }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: orderNumber }) });
  await expect(row).toHaveCount(1);
  await expectAccessible();
  await row.getByRole("link", { name: `Card ending ${lastFour}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Gift card ending ${lastFour}` })).toBeVisible();
  await expect(page.getByRole("table", { name: "Every movement of the card, oldest first" })).toContainText(
    "Issued",
  );
  // Only the last four are ever shown.
  expect(await page.content()).not.toContain(code);
  await expectAccessible();

  await page.getByRole("button", { name: `Block card ending ${lastFour}` }).click();
  await expect(page.getByRole("status")).toHaveText(/The card is blocked/);
  await expectAccessible();

  // The shopper's next checkout refuses the card.
  await readyForPayment(shopper, { email: buyer });
  await openPayment(shopper);
  await payment(shopper).getByRole("textbox", { name: "Gift card number" }).fill(code);
  await payment(shopper).getByRole("button", { name: "Apply gift card" }).click();
  await expect(payment(shopper).getByRole("alert")).toContainText(GIFT_CARD_MESSAGES.cancelled);

  // Unblocked, and resent to its recipient: a second e-mail.
  await page.getByRole("button", { name: `Unblock card ending ${lastFour}` }).click();
  await expect(page.getByRole("status")).toHaveText(/unblocked/);
  await page.getByRole("button", { name: `Resend e-gift card to ${recipient}` }).click();
  await expect(page.getByRole("status")).toHaveText("The e-gift card was sent again to its recipient.");
  await expectAccessible();
  await expect(async () => {
    await expect(await mailboxMessages(shopper, recipient, subject)).toHaveCount(2, { timeout: 500 });
  }).toPass({ timeout: 20_000 });

  // And it pays again.
  await openPayment(shopper);
  await payment(shopper).getByRole("textbox", { name: "Gift card number" }).fill(code);
  await payment(shopper).getByRole("button", { name: "Apply gift card" }).click();
  await expect(
    payment(shopper)
      .getByRole("list", { name: "Gift cards paying for this order" })
      .getByText(`Gift card ending ${lastFour}`, { exact: false })
      .first(),
  ).toBeVisible();
  await shopper.close();
});

import type { Page, TestInfo } from "@playwright/test";
import { addDays } from "../../core/delivery/iso-date.ts";
import { londonDateOf } from "../../core/delivery/london-clock.ts";
import { formatDay } from "../../core/site/intl-labels.ts";
import { readyForPayment } from "./checkout-steps.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import {
  ADA,
  addPostedCard,
  answerCheckout,
  cardFrame,
  chooseEGiftCard,
  codeAndPinFromMailbox,
  mailboxMessages,
  noDeliveryForms,
  openPayment,
  payByCard,
  payment,
} from "./gift-card-steps.ts";

// Gift cards bought and used, end to end (docs/decisions/044, 045): an e-gift card for today is e-mailed, its code
// and PIN read from the mailbox check its balance and pay part of the next order; one for next week waits, masked
// on the confirmation; a posted card with a gift box is delivered like any product. Every address is the journey's
// own (project, retry and time in it), so repeats and the two widths never read each other's e-mails.

// Each journey pays for an order (two for the serial one), waits for its e-mail and runs several axe passes: like
// the other order journeys, more than the default budget on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

const GCARD = "/uk/Gift-Cards/p/GCARD";

/** An address no other run uses: the journey, the width, the retry and the moment. */
function uniqueEmail(who: string, info: TestInfo): string {
  return `${who}.${info.project.name}.r${info.retry}.${Date.now()}@example.com`;
}

async function checkBalance(page: Page, code: string, pin: string) {
  await page.goto("/uk/gift-cards/balance");
  await hydrated(page);
  await page.getByRole("textbox", { name: /^Gift card number/ }).fill(code);
  await page.getByLabel(/^PIN/).fill(pin);
  await page.getByRole("button", { name: "Check balance" }).click();
  await expect(page.getByRole("heading", { name: `Gift card ending ${code.slice(-4)}` })).toBeVisible();
  return page.getByRole("status").filter({ hasText: "Balance" });
}

// One card's story in two steps, in order (a retry runs both again, buying a new card): the second spends the card
// the first bought and read from its e-mail.
test.describe
  .serial("an e-gift card bought for today", { tag: "@mobile-only" }, () => {
    let card: { code: string; pin: string; buyer: string } | null = null;

    test("arrives by e-mail, whose code and PIN show its balance", async ({
      page,
      expectAccessible,
    }, info) => {
      const recipient = uniqueEmail("grace", info);
      const buyer = uniqueEmail("buyer-today", info);
      await chooseEGiftCard(page, {
        design: "Thank You Floral",
        amount: "12",
        recipient: "Grace Hopper",
        email: recipient,
        sendDate: londonDateOf(new Date()),
      });
      await answerCheckout(page, noDeliveryForms(buyer));
      await openPayment(page);
      await expect(page.getByText("Nothing to deliver")).toBeVisible();
      await expectAccessible();
      await payByCard(page, "£12");
      await expect(page.getByText(/Gift card •••• \d{4}/)).toBeVisible();
      await expectAccessible();

      const { code, pin } = await codeAndPinFromMailbox(
        page,
        recipient,
        "Charles has sent you a £12 gift card",
      );
      const balance = await checkBalance(page, code, pin);
      await expect(balance).toContainText(/Balance\s*£12(\.00)?(?!\d)/);
      await expectAccessible();
      card = { code, pin, buyer };
    });

    test("pays part of the next order, the rest by card, and its balance falls by what it paid", async ({
      page,
      expectAccessible,
    }) => {
      if (!card) throw new Error("the card bought in the step before is missing");
      const { code, pin, buyer } = card;
      // A product of £20 with next-day delivery (£26.95): the whole card pays £12 of it, the card the rest.
      await readyForPayment(page, { email: buyer });
      await openPayment(page);
      await payment(page).getByRole("textbox", { name: "Gift card number" }).fill(code);
      await payment(page).getByRole("button", { name: "Apply gift card" }).click();
      await expect(
        payment(page)
          .getByRole("list", { name: "Gift cards paying for this order" })
          .getByText(`Gift card ending ${code.slice(-4)}`, { exact: false })
          .first(),
      ).toBeVisible();
      await expect(payment(page).getByText("£14.95 left to pay by card")).toBeVisible();
      // The gift card opened a new card page for what is left: wait for that one.
      await expect(cardFrame(page).getByRole("button", { name: "Pay £14.95" })).toBeVisible({
        timeout: 20_000,
      });
      await expectAccessible();
      await payByCard(page, "£14.95");
      await expect(payment(page)).toContainText(`Gift card ending ${code.slice(-4)}`);
      await expectAccessible();

      const balance = await checkBalance(page, code, pin);
      await expect(balance).toContainText(/Balance\s*£0(\.00)?(?!\d)/);
      await expect(
        page.getByRole("table", { name: "History" }).getByRole("row", { name: /Spent/ }),
      ).toContainText(/£12(\.00)?(?!\d)/);
      await expectAccessible();
    });
  });

test(
  "an e-gift card for next week is listed masked with its send day, and is not e-mailed yet",
  { tag: "@mobile-only" },
  async ({ page, expectAccessible }, info) => {
    const later = uniqueEmail("later", info);
    const now = uniqueEmail("now", info);
    const nextWeek = addDays(londonDateOf(new Date()), 7);
    await chooseEGiftCard(page, {
      design: "Birthday Bunting",
      amount: "15",
      recipient: "Ada Later",
      email: later,
      sendDate: nextWeek,
    });
    // A card for today in the same order shows the send jobs of this order have run by the time its e-mail is read.
    await chooseEGiftCard(page, {
      design: "Classic Stripe",
      amount: "5",
      recipient: "Ada Today",
      email: now,
      sendDate: londonDateOf(new Date()),
    });
    await answerCheckout(page, noDeliveryForms(uniqueEmail("buyer-later", info)));
    await openPayment(page);
    await payByCard(page, "£20");

    // The next-week card's own facts: the innermost list holding its recipient (the order's lines hold both cards).
    const facts = page
      .getByRole("list")
      .filter({ has: page.getByRole("listitem").filter({ hasText: /^For Ada Later / }) })
      .last();
    await expect(facts.getByText(/^Gift card •••• \d{4}$/)).toBeVisible();
    await expect(
      facts.getByText(`E-mailed on ${formatDay(`${nextWeek}T12:00:00.000Z`, "en-GB")}`),
    ).toBeVisible();
    await expectAccessible();

    await codeAndPinFromMailbox(page, now, "Charles has sent you a £5 gift card");
    await expect(await mailboxMessages(page, later, /gift card/)).toHaveCount(0);
  },
);

test(
  "posted gift cards with gift boxes: £2 for the box on a £50 card, free on a £150 one, delivered and paid",
  { tag: "@mobile-only" },
  async ({ page, expectAccessible }, info) => {
    for (const amount of ["£50", "£150"]) {
      await page.goto(GCARD);
      await hydrated(page);
      await addPostedCard(page, {
        amount,
        design: "Celebration Check",
        recipient: amount === "£50" ? "Grace" : "Alan",
        sender: "Ada",
        giftBox: true,
      });
    }

    await page.goto("/uk/bag");
    await hydrated(page);
    const lines = page.getByRole("article").filter({ hasText: "Gift Card" });
    const boxed = lines.filter({ hasText: "Amount: £50" });
    await expect(boxed.getByText("With gift box")).toBeVisible();
    await expect(boxed.getByText("Total £52")).toBeVisible();
    const free = lines.filter({ hasText: "Amount: £150" });
    await expect(free.getByText("With gift box")).toBeVisible();
    await expect(free.getByText("Total £150")).toBeVisible();
    const bagSummary = page.getByRole("region", { name: "Order summary" });
    await expect(bagSummary.getByRole("definition").first()).toHaveText("£202");
    await expectAccessible();

    await answerCheckout(page, [
      { intent: "guest-email", email: uniqueEmail("buyer-posted", info) },
      { intent: "delivery-type", deliveryType: "homeDelivery" },
      { intent: "home-details", ...ADA },
      { intent: "delivery-mode", deliveryMode: "STD", confirm: "on" },
      { intent: "billing", sameAsDelivery: "on" },
    ]);
    await openPayment(page);
    await expect(page.getByRole("region", { name: "Order summary" })).toContainText("£202");
    await expectAccessible();
    await payByCard(page, "£202");
    await expect(page.getByText("For Grace")).toBeVisible();
    await expect(page.getByText("For Alan")).toBeVisible();
    await expect(page.getByText(/^Gift card •••• \d{4}$/)).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Payment" })).toContainText("1111");
    await expectAccessible();
  },
);

test(
  "an e-gift card sent to a mistyped address is sent again, from the order page, to the corrected one",
  { tag: "@mobile-only" },
  async ({ page, expectAccessible }, info) => {
    const mistyped = uniqueEmail("grace-typo", info);
    const corrected = uniqueEmail("grace", info);
    await chooseEGiftCard(page, {
      design: "Birthday Bunting",
      amount: "15",
      recipient: "Grace Hopper",
      email: mistyped,
      sendDate: londonDateOf(new Date()),
    });
    await answerCheckout(page, noDeliveryForms(uniqueEmail("buyer-resend", info)));
    await openPayment(page);
    await payByCard(page, "£15");
    const confirmation = page.url();
    const sent = await codeAndPinFromMailbox(page, mistyped, "Charles has sent you a £15 gift card");

    await page.goto(confirmation);
    await hydrated(page);
    await page.getByText("Send to a different address").click();
    const form = page.getByRole("form", { name: "Send to a different address" });
    await form.getByRole("textbox", { name: /Recipient's e-mail address/ }).fill(corrected);
    await expectAccessible();
    await form.getByRole("button", { name: "Send the e-gift card" }).click();
    await expect(page.getByText(`We've sent the e-gift card to ${corrected}.`)).toBeVisible();
    await expectAccessible();

    // The same card, once, to the corrected address.
    expect(await codeAndPinFromMailbox(page, corrected, "Charles has sent you a £15 gift card")).toEqual(
      sent,
    );
  },
);

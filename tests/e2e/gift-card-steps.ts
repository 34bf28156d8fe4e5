import type { Page } from "@playwright/test";
import { csrfTokenThroughApi, expect, hydrated } from "./fixtures.ts";

const ECARD = "/uk/E-Gift-Card/p/ECARD";

/** Fills the open posted gift card page with a card and adds it to the bag (the page is already hydrated). */
export async function addPostedCard(
  page: Page,
  card: { amount: string; design: string; recipient: string; sender: string; giftBox: boolean },
): Promise<void> {
  await page.getByRole("radio", { name: card.amount }).check();
  await page.getByRole("radio", { name: card.design }).check();
  await page.getByRole("textbox", { name: /Recipient's name/ }).fill(card.recipient);
  await page.getByRole("textbox", { name: /Your name/ }).fill(card.sender);
  // Each message goes 300 ms after its field is put right (the page moves up then, before the next click).
  await expect(page.getByRole("alert").filter({ hasText: /name/ })).toHaveCount(0);
  if (card.giftBox)
    await page.getByRole("checkbox", { name: /Add a gift box \(£2, free for cards over £100\)/ }).check();
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to your bag" })).toBeVisible();
}

// The e-gift card's purchase and its e-mail, shared by gift-card-purchase.spec.ts and admin-gift-cards.spec.ts.

export const payment = (page: Page) => page.getByRole("region", { name: "Payment" });
export const cardFrame = (page: Page) => page.frameLocator('iframe[title="Card payment"]');

export async function chooseEGiftCard(
  page: Page,
  card: { design: string; amount: string; recipient: string; email: string; sendDate: string },
): Promise<void> {
  await page.goto(ECARD);
  await hydrated(page);
  await page.getByRole("radio", { name: card.design }).check();
  await page.getByRole("radio", { name: "Another amount" }).check();
  await page.getByRole("spinbutton", { name: /Your amount in pounds/ }).fill(card.amount);
  await page.getByRole("textbox", { name: /Recipient's name/ }).fill(card.recipient);
  await page.getByRole("textbox", { name: /Recipient's e-mail address/ }).fill(card.email);
  await page.getByRole("textbox", { name: /Your name/ }).fill("Charles");
  await page.getByLabel(/Send date/).fill(card.sendDate);
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to your bag" })).toBeVisible();
}

/** Answers the checkout's sections through its own native forms with the page's session. */
export async function answerCheckout(page: Page, forms: Record<string, string>[]): Promise<void> {
  const token = await csrfTokenThroughApi(page);
  for (const form of forms) {
    const answer = await page.request.post("/uk/checkout/secure", {
      form: { ...form, CSRFToken: token },
      maxRedirects: 0,
    });
    expect(answer.status(), `checkout step ${form.intent}`).toBe(303);
  }
}

export const ADA = {
  title: "Ms",
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "01225 123456",
  line1: "12 Milsom Street",
  townCity: "Bath",
  postcode: "BA1 1DN",
  countryIso: "GB",
};

/** An order of e-gift cards only: the buyer's e-mail and a billing address, no delivery to answer. */
export const noDeliveryForms = (buyer: string): Record<string, string>[] => [
  { intent: "guest-email", email: buyer },
  { intent: "billing", ...ADA },
];

export async function openPayment(page: Page): Promise<void> {
  await page.goto("/uk/checkout/secure");
  await hydrated(page);
  await expect(payment(page).getByRole("heading", { name: "Pay by card" })).toBeVisible();
}

export async function payByCard(page: Page, amount: string): Promise<void> {
  const frame = cardFrame(page);
  await frame.getByRole("textbox", { name: "Name on card" }).fill("Ada Lovelace");
  await frame.getByRole("textbox", { name: "Card number" }).fill("4444 3333 2222 1111");
  await frame.getByRole("textbox", { name: /Expiry date/ }).fill("12/30");
  await frame.getByRole("textbox", { name: /Security code/ }).fill("123");
  await frame.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/uk\/checkout\/orderConfirmation\/\d{11}$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
}

/** The development mailbox's messages to `to` whose line says `subject`, as links. */
export async function mailboxMessages(page: Page, to: string, subject: string | RegExp) {
  await page.goto("/uk/dev/mailbox");
  return page.getByRole("link").filter({ hasText: to }).filter({ hasText: subject });
}

/** Opens the one e-gift card e-mail to `to` once its job has written it, and answers its code and PIN. */
export async function codeAndPinFromMailbox(page: Page, to: string, subject: string) {
  // The send job runs within a poll of the order: look again until its e-mail is there.
  await expect(async () => {
    const messages = await mailboxMessages(page, to, subject);
    await expect(messages).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await (await mailboxMessages(page, to, subject)).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  // No axe pass on the development mailbox (passwords.spec.ts says why): it is not part of the shop.
  const text = (await page.locator("pre").textContent()) ?? "";
  const code = /Gift card number: (GC\d{14})/.exec(text)?.[1];
  const pin = /PIN: (\d{6})/.exec(text)?.[1];
  expect(code, "the e-mail carries the card's number").toBeTruthy();
  expect(pin, "the e-mail carries the card's PIN").toBeTruthy();
  return { code: code as string, pin: pin as string };
}

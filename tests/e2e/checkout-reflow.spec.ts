import type { Page } from "@playwright/test";
import { addToBagThroughApi, expect, hydrated, test } from "./fixtures.ts";
import { expectCardFrameFitsItsPage, expectNoHorizontalOverflow } from "./reflow.ts";

// Issue 24 point 8 (WCAG 1.4.10 reflow): every state of the checkout, from its sign-in to the confirmation, fits a
// 320 px and a 375 px screen without sideways scrolling or cut-off content, with a long e-mail address and two lines
// in the bag; the back-to-top control covers none of the payment step; the card frame fits its page. Phone widths
// only (@touch): the desktop journeys of checkout.spec.ts and payments.spec.ts cover 1280 px.

test.describe.configure({ timeout: 120_000 });
test.use({ contextOptions: { reducedMotion: "reduce" } });

const LOTION = "P100000030101";
const TOWEL = "P100000010203";
// Long and unbreakable, as real addresses can be: it once widened the checkout past the screen.
const LONG_EMAIL = "ada.lovelace.analytical.engine@example-mail.co.uk";

const section = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

async function fromSignInToPayment(page: Page, width: number): Promise<void> {
  await addToBagThroughApi(page, "uk", LOTION);
  await addToBagThroughApi(page, "uk", TOWEL);
  await page.goto("/uk/login/checkout");
  await hydrated(page);
  await expectNoHorizontalOverflow(page, `${width} px, checkout sign-in`);
  const guest = page.getByRole("form", { name: /Checkout as a guest/ });
  await guest.getByRole("textbox", { name: "Email address" }).fill(LONG_EMAIL);
  await guest.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/uk\/checkout\/secure$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expectNoHorizontalOverflow(page, `${width} px, delivery method`);

  const method = section(page, "Delivery method");
  await method.getByRole("radio", { name: /Home delivery/ }).check();
  await method.getByRole("button", { name: "Continue" }).click();
  const details = section(page, "Delivery details");
  const manual = details.getByRole("button", { name: "Enter address manually" });
  await expect(manual).toBeVisible();
  await expectNoHorizontalOverflow(page, `${width} px, delivery details`);
  await manual.click();
  await details.getByRole("textbox", { name: "Address line 1" }).fill("12 Milsom Street");
  await details.getByRole("textbox", { name: /^Town or city/ }).fill("Bath");
  await details.getByRole("textbox", { name: /Postcode/ }).fill("BA1 1DN");
  await details.getByRole("combobox", { name: "Title" }).selectOption("Ms");
  await details.getByRole("textbox", { name: "First name" }).fill("Ada");
  await details.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await details.getByRole("textbox", { name: /Phone number/ }).fill("01225 123456");
  await details.getByRole("button", { name: "Continue to delivery options" }).click();

  // The delivery options under the address and the long e-mail, with the nominated day's list of days.
  await details.getByRole("radio", { name: /Choose your delivery day/ }).check();
  await expect(details.getByRole("combobox", { name: "Delivery day" })).toBeVisible();
  await expectNoHorizontalOverflow(page, `${width} px, delivery options with a day to choose`);
  await details.getByRole("radio", { name: /Next day delivery/ }).check();
  await details.getByRole("button", { name: "Continue to billing" }).click();

  const billing = section(page, "Billing address");
  await expect(billing.getByRole("button", { name: "Continue to payment" })).toBeVisible();
  await expectNoHorizontalOverflow(page, `${width} px, billing`);
  await billing.getByRole("button", { name: "Continue to payment" }).click();
  await expect(section(page, "Payment")).toContainText("To pay");
}

for (const width of [320, 375]) {
  test(`at ${width} px every checkout state fits the screen, and nothing floats over the card form @touch`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    await fromSignInToPayment(page, width);

    const payment = section(page, "Payment");
    await expectCardFrameFitsItsPage(page);
    await expectNoHorizontalOverflow(page, `${width} px, payment`);
    await payment.getByRole("textbox", { name: "Gift card number" }).fill("GC7700009999999999");
    await payment.getByRole("button", { name: "Apply gift card" }).click();
    await expect(payment.getByText(/we don't recognise that gift card number/)).toBeVisible();
    await expectNoHorizontalOverflow(page, `${width} px, payment with a refused gift card`);

    // Scrolled down to the card form and past it: the way back to the top is a link at the page's end, not a
    // button floating over the card number.
    const frame = page.frameLocator('iframe[title="Card payment"]');
    await frame.getByRole("textbox", { name: "Card number" }).scrollIntoViewIfNeeded();
    const backToTop = page.getByRole("link", { name: "Back to top" });
    await backToTop.scrollIntoViewIfNeeded();
    await expect(backToTop).toBeVisible();
    await expect(page.getByRole("button", { name: "Back to top" })).toHaveCount(0);
    await backToTop.click();
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeInViewport();

    await frame.getByRole("textbox", { name: "Name on card" }).fill("Ada Lovelace");
    await frame.getByRole("textbox", { name: "Card number" }).fill("4444 3333 2222 1111");
    await frame.getByRole("textbox", { name: /Expiry date/ }).fill("12/30");
    await frame.getByRole("textbox", { name: /Security code/ }).fill("123");
    await frame.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/uk\/checkout\/orderConfirmation\/\d{11}$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment" })).toContainText("1111");
    await expectNoHorizontalOverflow(page, `${width} px, order confirmation`);
    // The current step's name is bold, and the confirmation lets long text break anywhere: it once split as
    // "Confirmatio / n". Every step's name is on one line, as tall as the others.
    const stepNameHeights = await page
      .getByRole("navigation", { name: "Checkout progress" })
      .getByRole("listitem")
      .evaluateAll((steps) => steps.map((step) => step.lastElementChild?.getBoundingClientRect().height));
    expect(
      new Set(stepNameHeights).size,
      `${width} px: step names ${stepNameHeights.join(", ")} px tall`,
    ).toBe(1);
  });
}

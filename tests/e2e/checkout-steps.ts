import type { Page } from "@playwright/test";
import { addToBagThroughApi, expect, hydrated } from "./fixtures.ts";

// The checkout's sections answered through its own native forms with the page's session (the journeys of
// checkout.spec.ts drive them by hand): a payment journey starts at the payment step without repeating them.

export const LOTION = "P100000030101";

interface CheckoutOptions {
  sku?: string;
  quantity?: number;
  email?: string;
  signedIn?: boolean;
  /** NEXTDAY (£6.95, the default) or STD (£4.95). */
  deliveryMode?: "NEXTDAY" | "STD";
}

/**
 * A UK bag with `sku`, a guest's e-mail (or the signed-in customer's) and home delivery to Bath: the checkout's
 * delivery options are open. Answers the session's CSRF token.
 */
export async function readyForDeliveryOptions(page: Page, options: CheckoutOptions = {}): Promise<string> {
  const token = await addToBagThroughApi(page, "uk", options.sku ?? LOTION, options.quantity ?? 1);
  await postCheckoutSteps(page, token, [
    ...(options.signedIn ? [] : [{ intent: "guest-email", email: options.email ?? "guest@example.com" }]),
    { intent: "delivery-type", deliveryType: "homeDelivery" },
    {
      intent: "home-details",
      title: "Ms",
      firstName: "Ada",
      lastName: "Lovelace",
      phoneNumber: "01225 123456",
      line1: "12 Milsom Street",
      townCity: "Bath",
      postcode: "BA1 1DN",
      countryIso: "GB",
    },
  ]);
  return token;
}

/** As `readyForDeliveryOptions`, then a delivery mode and billing to the same address: the payment step is open. */
export async function readyForPayment(page: Page, options: CheckoutOptions = {}): Promise<void> {
  const token = await readyForDeliveryOptions(page, options);
  await postCheckoutSteps(page, token, [
    { intent: "delivery-mode", deliveryMode: options.deliveryMode ?? "NEXTDAY", confirm: "on" },
    { intent: "billing", sameAsDelivery: "on" },
  ]);
}

async function postCheckoutSteps(page: Page, token: string, steps: Record<string, string>[]): Promise<void> {
  for (const form of steps) {
    const answer = await page.request.post("/uk/checkout/secure", {
      form: { ...form, CSRFToken: token },
      maxRedirects: 0,
    });
    expect(answer.status(), `checkout step ${form.intent}`).toBe(303);
  }
}

/**
 * A £15 trial gift card of its own for the `n`th card (1–4) of a journey (README "Seeded gift cards"): payments
 * journeys take 1–40, order journeys 41–80, each width its half and a retry further cards, so no run spends
 * another's balance.
 */
export function trialGiftCard(
  file: "payments" | "orders",
  testInfo: { project: { name: string }; retry: number },
  n: number,
): string {
  const index =
    (file === "orders" ? 40 : 0) + (testInfo.project.name === "mobile" ? 0 : 20) + testInfo.retry * 8 + n;
  return `GC77${String(index).padStart(12, "0")}`;
}

/** Pays the ready checkout with the card sandbox's test card in its framed page; answers the order number. */
export async function payByCard(page: Page): Promise<string> {
  await page.goto("/uk/checkout/secure");
  await hydrated(page);
  const frame = page.frameLocator('iframe[title="Card payment"]');
  await frame.getByRole("textbox", { name: "Name on card" }).fill("Ada Lovelace");
  await frame.getByRole("textbox", { name: "Card number" }).fill("4444 3333 2222 1111");
  await frame.getByRole("textbox", { name: /Expiry date/ }).fill("12/30");
  await frame.getByRole("textbox", { name: /Security code/ }).fill("123");
  await frame.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/uk\/checkout\/orderConfirmation\/\d{11}$/, { timeout: 20_000 });
  return page.url().split("/").pop() ?? "";
}

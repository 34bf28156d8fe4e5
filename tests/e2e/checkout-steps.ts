import type { Page } from "@playwright/test";
import { addToBagThroughApi, expect } from "./fixtures.ts";

// The checkout's sections answered through its own native forms with the page's session (the journeys of
// checkout.spec.ts drive them by hand): a payment journey starts at the payment step without repeating them.

export const LOTION = "P100000030101";

/** A UK bag with `sku`, a guest's e-mail, next day delivery to Bath and billing to the same address. */
export async function readyForPayment(
  page: Page,
  options: { sku?: string; quantity?: number; email?: string; signedIn?: boolean } = {},
): Promise<void> {
  const token = await addToBagThroughApi(page, "uk", options.sku ?? LOTION, options.quantity ?? 1);
  const steps: Record<string, string>[] = [
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
    { intent: "delivery-mode", deliveryMode: "NEXTDAY", confirm: "on" },
    { intent: "billing", sameAsDelivery: "on" },
  ];
  for (const form of steps) {
    const answer = await page.request.post("/uk/checkout/secure", {
      form: { ...form, CSRFToken: token },
      maxRedirects: 0,
    });
    expect(answer.status(), `checkout step ${form.intent}`).toBe(303);
  }
}

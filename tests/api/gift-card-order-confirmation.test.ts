import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bagShopper } from "../../core/cart/bag-shopper.ts";
import { londonDateOf } from "../../core/delivery/london-clock.ts";
import { answerPlacement } from "../../core/orders/placement-answer.ts";
import { SESSION_COOKIE } from "../../server/middleware/session.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import { ADA, authoriseEverything, MILSOM_STREET } from "../setup/order-harness.ts";

// The confirmation page of an order of e-gift cards (docs/decisions/045-issuing-gift-cards-bought.md), on SQLite
// and PostgreSQL: nothing to deliver, each card masked to its last four with its recipient and its day, never its
// code.

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

describe("the confirmation of an order of e-gift cards", () => {
  it("lists each card masked with its recipient and its day, and nothing to deliver", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const added = await shopper.request("/uk/bag/update", {
      method: "POST",
      csrf: false,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        CSRFToken: shopper.csrfToken,
        intent: "add-gift-card",
        productCode: "ECARD",
        design: "BIRTHDAY",
        amount: "25",
        recipientName: "Grace Hopper",
        recipientEmail: "grace.hopper@example.com",
        senderName: "Charles",
        personalMessage: "Happy birthday",
        sendDate: londonDateOf(new Date()),
      }),
    });
    expect(added.status).toBe(200);
    const session = await harness.services.sessions.find(shopper.cookie(SESSION_COOKIE) ?? "");
    if (!session) throw new Error("no session");
    const owner = bagShopper({ session }, "uk");
    const { checkout, orders } = harness.services;
    await checkout.setEmail(owner, `${randomUUID()}@example.com`);
    // The checkout page asks for no delivery, and billing cannot be "the same as delivery".
    const before = await shopper.request("/uk/checkout/secure");
    expect(before.status).toBe(200);
    const checkoutHtml = (await before.text()).replaceAll("&#x27;", "'");
    expect(checkoutHtml).toContain("Nothing to deliver");
    expect(checkoutHtml).not.toContain('name="sameAsDelivery"');
    await checkout.saveBilling(owner, { personal: ADA, address: MILSOM_STREET });
    const result = await orders.placeOrder({
      owner,
      attemptId: `attempt-${randomUUID()}`,
      authorise: authoriseEverything,
    });
    if (result.status !== "placed") throw new Error(`not placed: ${JSON.stringify(result)}`);
    await answerPlacement(
      { session, updateSession: (data) => harness.services.sessions.write(session, data, new Date()) },
      "en-GB",
      result,
      "Failure_NewCard",
    );

    const page = await shopper.request(`/uk/checkout/orderConfirmation/${result.order.orderNumber}`);
    expect(page.status).toBe(200);
    const html = (await page.text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    expect(html).toMatch(/Gift card •••• \d{4}/);
    expect(html).toContain("For Grace Hopper (grace.hopper@example.com)");
    expect(html).toContain("E-mailed on");
    expect(html).toContain("Nothing to deliver");
    expect(html).not.toMatch(/GC\d{14}/);
  });

  it("refuses a gift card paying for a bag holding a gift card, with the message", async () => {
    const shopper = await new Shopper(harness.app).begin();
    await shopper.request("/uk/bag/update", {
      method: "POST",
      csrf: false,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        CSRFToken: shopper.csrfToken,
        intent: "add-gift-card",
        productCode: "GCARD",
        design: "BIRTHDAY",
        amount: "25",
        recipientName: "Grace Hopper",
        senderName: "Charles",
      }),
    });
    const answer = await shopper.request("/uk/checkout/secure/redeem-gift-voucher.json", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ giftCardCode: "GC77000000000001" }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      message: "Gift cards can't be used to buy gift cards.",
      errors: [{ reason: "giftCardsForGiftCards" }],
    });
  });
});

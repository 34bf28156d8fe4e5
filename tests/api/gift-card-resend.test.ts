import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bagShopper } from "../../core/cart/bag-shopper.ts";
import { addDays } from "../../core/delivery/iso-date.ts";
import { londonDateOf } from "../../core/delivery/london-clock.ts";
import { answerPlacement } from "../../core/orders/placement-answer.ts";
import { SESSION_COOKIE } from "../../server/middleware/session.ts";
import { createTestApp, registerCustomer, Shopper } from "../setup/api-app.ts";
import {
  ADA,
  authoriseEverything,
  findParcelVariant,
  MILSOM_STREET,
  readyGuestCart,
} from "../setup/order-harness.ts";

// Sending an e-gift card to a corrected address (docs/decisions/045-issuing-gift-cards-bought.md), on SQLite and
// PostgreSQL: from the order page without JavaScript and by the JSON call, only by whoever may see the order; the
// same code and PIN once more to the new address; never once the card has been used, its sealed copy then gone; a
// card not sent yet only changes recipient.

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const unique = () => randomUUID().replaceAll("-", "").slice(0, 12);

/** A guest's order of one e-gift card for `sendDate`, placed in the shopper's session (the page's guest pass). */
async function placeEGiftCard(sendDate: string, signedIn?: Shopper) {
  const shopper = signedIn ?? (await new Shopper(harness.app).begin());
  const recipientEmail = `first.${unique()}@example.com`;
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
      recipientEmail,
      senderName: "Charles",
      personalMessage: "Happy birthday",
      sendDate,
    }),
  });
  expect(added.status).toBe(200);
  const session = await harness.services.sessions.find(shopper.cookie(SESSION_COOKIE) ?? "");
  if (!session) throw new Error("no session");
  const owner = bagShopper({ session }, "uk");
  await harness.services.checkout.setEmail(owner, `${randomUUID()}@example.com`);
  await harness.services.checkout.saveBilling(owner, { personal: ADA, address: MILSOM_STREET });
  const result = await harness.services.orders.placeOrder({
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
  const order = await harness.services.orderLookup.forVisit(result.order.orderNumber, {
    placedOrders: (await harness.services.sessions.find(shopper.cookie(SESSION_COOKIE) ?? ""))?.data
      .placedOrders,
    customerId: null,
  });
  const entryNumber = order?.lines.find((line) => line.giftCard)?.entryNumber;
  if (!order || entryNumber === undefined) throw new Error("no e-gift card line");
  return { shopper, order, entryNumber, recipientEmail };
}

const mailTo = (to: string) =>
  harness.database.db
    .selectFrom("outbox")
    .selectAll()
    .where("toAddress", "=", to)
    .where("kind", "=", "e-gift-card")
    .execute();

const recordOf = (orderId: string, entryNumber: number) =>
  harness.database.db
    .selectFrom("orderGiftCards")
    .selectAll()
    .where("orderId", "=", orderId)
    .where("entryNumber", "=", entryNumber)
    .executeTakeFirstOrThrow();

const resendJobs = (orderId: string) =>
  harness.database.db
    .selectFrom("jobs")
    .select(["key", "payload", "runAt"])
    .where("key", "like", `e-gift-card-resend:${orderId}:%`)
    .execute();

function postResend(
  shopper: Shopper,
  orderNumber: string,
  fields: Record<string, string>,
  page = `/uk/checkout/orderConfirmation/${orderNumber}`,
) {
  return shopper.request(page, {
    method: "POST",
    csrf: false,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ CSRFToken: shopper.csrfToken, intent: "resend-e-gift-card", ...fields }),
  });
}

const textOf = async (response: Response) =>
  (await response.text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

const secretsOf = (text: string) => ({
  code: /Gift card number: (GC\d{14})/.exec(text)?.[1] ?? "",
  pin: /PIN: (\d{6})/.exec(text)?.[1] ?? "",
});

describe("sending an e-gift card to a different address", () => {
  it("resends the same code and PIN once to the corrected address from the order page, until the card is used", async () => {
    const { shopper, order, entryNumber, recipientEmail } = await placeEGiftCard(londonDateOf(new Date()));
    expect(await harness.services.sendEGiftCard(order.id, entryNumber)).toBe(true);
    const [first] = await mailTo(recipientEmail);
    const sent = secretsOf(first?.text ?? "");
    expect(sent.code).toMatch(/^GC\d{14}$/);
    // Sent, and still sealed: the card has not been used.
    expect((await recordOf(order.id, entryNumber)).sealedSecret).toMatch(/^s1\./);

    const page = await textOf(await shopper.request(`/uk/checkout/orderConfirmation/${order.orderNumber}`));
    expect(page).toContain("Send to a different address");
    expect(page).toContain('name="recipientEmail"');

    // A field error, with the message, and nothing sent.
    const refused = await postResend(shopper, order.orderNumber, {
      entryNumber: String(entryNumber),
      recipientEmail: "not an address",
    });
    expect(refused.status).toBe(400);
    expect(await textOf(refused)).toContain("Please enter the recipient's e-mail address correctly");
    expect(await resendJobs(order.id)).toHaveLength(0);

    const corrected = `corrected.${unique()}@example.com`;
    const answer = await postResend(shopper, order.orderNumber, {
      entryNumber: String(entryNumber),
      recipientEmail: corrected,
    });
    expect(answer.status).toBe(200);
    expect(await textOf(answer)).toContain(`We've sent the e-gift card to ${corrected}.`);
    const record = await recordOf(order.id, entryNumber);
    expect(record.recipientEmail).toBe(corrected);
    const jobs = await resendJobs(order.id);
    expect(jobs.map((job) => job.key)).toEqual([`e-gift-card-resend:${order.id}:${entryNumber}:1`]);
    expect(new Date(String(jobs[0]?.runAt)).getTime()).toBeLessThanOrEqual(Date.now());

    // The resend job's work: exactly one e-mail to the new address, the same card.
    expect(await harness.services.sendEGiftCard(order.id, entryNumber)).toBe(true);
    const resent = await mailTo(corrected);
    expect(resent).toHaveLength(1);
    expect(secretsOf(resent[0]?.text ?? "")).toEqual(sent);
    expect(await mailTo(recipientEmail)).toHaveLength(1);
    // The resend's job, run again (a retry), and the scheduled send, run again, send nothing more.
    expect(await harness.services.sendEGiftCard(order.id, entryNumber)).toBe(false);

    // The card is used (applied to another bag): its sealed copy is forgotten, and it can no longer be resent.
    const other = await readyGuestCart(
      harness.services,
      (await findParcelVariant(harness.database.db, { minStock: 5 })).code,
    );
    const cart = await harness.services.cart.existingCart(other);
    if (!cart) throw new Error("no cart");
    expect(await harness.services.giftCards.apply(cart, sent.code, 1000)).toMatchObject({ ok: true });
    expect((await recordOf(order.id, entryNumber)).sealedSecret).toBeNull();
    const late = await postResend(shopper, order.orderNumber, {
      entryNumber: String(entryNumber),
      recipientEmail: `late.${unique()}@example.com`,
    });
    expect(late.status).toBe(409);
    expect(await textOf(late)).toContain("This e-gift card has already been used");
    expect((await recordOf(order.id, entryNumber)).recipientEmail).toBe(corrected);
    expect(await harness.services.sendEGiftCard(order.id, entryNumber)).toBe(false);
    const after = await textOf(await shopper.request(`/uk/checkout/orderConfirmation/${order.orderNumber}`));
    expect(after).not.toContain("Send to a different address");
  });

  it("answers another shopper, or a caller without the order's access, 404 or 401, changing nothing", async () => {
    const { order, entryNumber, recipientEmail } = await placeEGiftCard(londonDateOf(new Date()));
    const stranger = await new Shopper(harness.app).begin();
    const byPage = await postResend(stranger, order.orderNumber, {
      entryNumber: String(entryNumber),
      recipientEmail: `thief.${unique()}@example.com`,
    });
    expect(byPage.status).toBe(404);
    const path = `/TWCcommercewebservices/v2/twc-uk/users/anonymous/orders/${order.orderNumber}/gift-cards/${entryNumber}/resend`;
    const body = JSON.stringify({ recipientEmail: `thief.${unique()}@example.com` });
    const json = { "content-type": "application/json" };
    const noToken = await stranger.request(path, { method: "POST", headers: json, body });
    expect(noToken.status).toBe(401);
    const wrongToken = await stranger.request(path, {
      method: "POST",
      headers: { ...json, "X-Guest-Order-Token": "not-the-token" },
      body,
    });
    expect(wrongToken.status).toBe(404);
    const asCustomer = await stranger.request(path.replace("/users/anonymous/", "/users/current/"), {
      method: "POST",
      headers: json,
      body,
    });
    expect(asCustomer.status).toBe(401);
    expect((await recordOf(order.id, entryNumber)).recipientEmail).toBe(recipientEmail);
    expect(await resendJobs(order.id)).toHaveLength(0);
  });

  it("only changes the recipient of a card not sent yet, and its scheduled send goes to the new address", async () => {
    const { shopper, order, entryNumber, recipientEmail } = await placeEGiftCard(
      addDays(londonDateOf(new Date()), 5),
    );
    const corrected = `later.${unique()}@example.com`;
    // By the JSON call, the session's guest pass authorising it as it does the order fetch.
    const answer = await shopper.request(
      `/TWCcommercewebservices/v2/twc-uk/users/anonymous/orders/${order.orderNumber}/gift-cards/${entryNumber}/resend`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ recipientEmail: corrected, recipientName: "Grace Brewster" }),
      },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: "scheduled", recipientEmail: corrected });
    expect(await resendJobs(order.id)).toHaveLength(0);
    const record = await recordOf(order.id, entryNumber);
    expect(record).toMatchObject({
      recipientEmail: corrected,
      recipientName: "Grace Brewster",
      sentAt: null,
    });

    // The send date comes: the scheduled job sends to the corrected address only.
    expect(await harness.services.sendEGiftCard(order.id, entryNumber)).toBe(true);
    const mails = await mailTo(corrected);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Grace Brewster");
    expect(await mailTo(recipientEmail)).toHaveLength(0);
  });

  it("resends from my account's order page for the customer whose order it is, and for nobody else", async () => {
    const customer = await new Shopper(harness.app).begin();
    await registerCustomer(
      customer,
      { email: `buyer.${unique()}@example.com`, password: "Correct-Horse-9" },
      harness.database,
    );
    await customer.begin();
    const { order, entryNumber } = await placeEGiftCard(londonDateOf(new Date()), customer);
    expect(order.customerId).not.toBeNull();
    expect(await harness.services.sendEGiftCard(order.id, entryNumber)).toBe(true);
    const accountPage = `/uk/my-account/orders/${order.orderNumber}`;
    expect(await textOf(await customer.request(accountPage))).toContain("Send to a different address");

    // Another customer, signed in, is answered as for an order that does not exist.
    const other = await new Shopper(harness.app).begin();
    await registerCustomer(
      other,
      { email: `other.${unique()}@example.com`, password: "Correct-Horse-9" },
      harness.database,
    );
    await other.begin();
    const refused = await postResend(
      other,
      order.orderNumber,
      { entryNumber: String(entryNumber), recipientEmail: `thief.${unique()}@example.com` },
      accountPage,
    );
    expect(refused.status).toBe(404);
    expect(await resendJobs(order.id)).toHaveLength(0);

    // Without the session's anti-forgery token the post is refused before anything is read.
    const forged = await customer.request(accountPage, {
      method: "POST",
      csrf: false,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "resend-e-gift-card",
        entryNumber: String(entryNumber),
        recipientEmail: `forged.${unique()}@example.com`,
      }),
    });
    expect(forged.status).toBe(403);

    const corrected = `mine.${unique()}@example.com`;
    const answer = await postResend(
      customer,
      order.orderNumber,
      { entryNumber: String(entryNumber), recipientEmail: corrected },
      accountPage,
    );
    expect(answer.status).toBe(200);
    expect(await textOf(answer)).toContain(`We've sent the e-gift card to ${corrected}.`);
    expect(await resendJobs(order.id)).toHaveLength(1);
  });

  it("refuses to resend a card that has expired unused", async () => {
    const { shopper, order, entryNumber } = await placeEGiftCard(londonDateOf(new Date()));
    expect(await harness.services.sendEGiftCard(order.id, entryNumber)).toBe(true);
    const { giftCardId } = await recordOf(order.id, entryNumber);
    await harness.database.db
      .updateTable("giftCards")
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", Number(giftCardId))
      .execute();
    const answer = await postResend(shopper, order.orderNumber, {
      entryNumber: String(entryNumber),
      recipientEmail: `late.${unique()}@example.com`,
    });
    expect(answer.status).toBe(409);
    expect(await textOf(answer)).toContain("This e-gift card has expired");
    expect(await resendJobs(order.id)).toHaveLength(0);
    const page = await textOf(await shopper.request(`/uk/checkout/orderConfirmation/${order.orderNumber}`));
    expect(page).not.toContain("Send to a different address");
  });

  it("limits resends to five an order a day", async () => {
    const { shopper, order, entryNumber } = await placeEGiftCard(addDays(londonDateOf(new Date()), 5));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await postResend(shopper, order.orderNumber, {
        entryNumber: String(entryNumber),
        recipientEmail: `again${attempt}.${unique()}@example.com`,
      });
      statuses.push(answer.status);
      if (attempt === 5) expect(await textOf(answer)).toContain("resent too often today");
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

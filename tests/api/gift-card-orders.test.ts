import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import type { BagShopper } from "../../core/cart/bag-shopper.ts";
import { addDays } from "../../core/delivery/iso-date.ts";
import { londonDateOf } from "../../core/delivery/london-clock.ts";
import { GIFT_CARD_MESSAGES } from "../../core/gift-cards/gift-card-messages.ts";
import { eGiftCardSendAt } from "../../core/orders/order-gift-cards.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { createOrderRepository } from "../../data/repositories/order-repository.ts";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { createServices, type Services } from "../../server/services.ts";
import {
  ADA,
  fillCheckout,
  findParcelVariant,
  MILSOM_STREET,
  orderWorkflow,
  payingWith,
  readyGuestCart,
  recordingAcquirer,
} from "../setup/order-harness.ts";

// Gift cards bought, end to end on SQLite and PostgreSQL (docs/decisions/045-issuing-gift-cards-bought.md): an
// order of e-gift cards needs no delivery; each gift-card line is issued with its order, its code and PIN sealed;
// the e-gift card's job e-mails them once, the sealed copy kept until the card is first used; the card then checks
// out at the balance service and pays on another bag, which forgets the sealed copy. A gift card never pays for a gift card.

let database: DatabaseHandle;
let services: Services;
let variant = "";

beforeAll(async () => {
  database = openDatabase(inject("databaseUrl"));
  services = createServices(database, loadSiteConfig());
  variant = (await findParcelVariant(database.db, { minStock: 5 })).code;
}, 60_000);
afterAll(async () => {
  await services.catalogueChanged.close();
  await database.close();
});

const today = () => londonDateOf(new Date());
/** A recipient's name no other run uses: letters only, as the form asks. */
const uniqueName = () =>
  `Grace${[...randomUUID().replaceAll("-", "").slice(0, 10)].map((c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join("")}`;

function giftCardFields(kind: "ECARD" | "GCARD", recipientName: string, sendDate: string | null) {
  return {
    productCode: kind,
    design: "BIRTHDAY",
    amount: "25",
    recipientName,
    ...(kind === "ECARD" ? { recipientEmail: `${recipientName.toLowerCase()}@example.com` } : {}),
    senderName: "Charles",
    personalMessage: "Happy birthday",
    ...(sendDate ? { sendDate } : {}),
  } as never;
}

async function newGuest(): Promise<BagShopper> {
  return { ownerGuid: randomUUID(), version: "uk", currency: "GBP", locale: "en-GB" };
}

async function addGiftCard(owner: BagShopper, fields: ReturnType<typeof giftCardFields>) {
  const added = await services.giftCardPurchases.add(owner, async (guid) => guid, fields);
  if (!added.ok) throw new Error(`gift card not added: ${JSON.stringify(added)}`);
  return added.entryNumber;
}

const workflow = (acquirer = recordingAcquirer()) =>
  orderWorkflow(services, createOrderRepository(database.db), acquirer);

async function placed(owner: BagShopper, attemptId = randomUUID()) {
  const acquirer = recordingAcquirer();
  const answer = await workflow(acquirer).placeOrder(payingWith(acquirer, owner, attemptId));
  if (answer.status !== "placed") throw new Error(`not placed: ${JSON.stringify(answer)}`);
  const order = await createOrderRepository(database.db).findOrder(answer.order.orderId);
  if (!order) throw new Error("order not found");
  return { order, acquirer };
}

const recordOf = (orderId: string, entryNumber: number) =>
  database.db
    .selectFrom("orderGiftCards")
    .selectAll()
    .where("orderId", "=", orderId)
    .where("entryNumber", "=", entryNumber)
    .executeTakeFirstOrThrow();

const mailTo = (to: string) =>
  database.db
    .selectFrom("outbox")
    .selectAll()
    .where("toAddress", "=", to)
    .where("kind", "=", "e-gift-card")
    .execute();

describe("buying gift cards", () => {
  it("places an order of one e-gift card for today with no delivery, and its job e-mails a card that works", async () => {
    const owner = await newGuest();
    const recipient = uniqueName();
    const entry = await addGiftCard(owner, giftCardFields("ECARD", recipient, today()));
    await services.checkout.setEmail(owner, `${owner.ownerGuid}@example.com`);
    await services.checkout.saveBilling(owner, { personal: ADA, address: MILSOM_STREET });
    const view = await services.checkout.view(owner);
    expect(view.deliveryNeeded).toBe(false);
    expect(view.sections.payment).toBe("open");
    expect(view.totals.total.amount).toBe(2500);

    const { order, acquirer } = await placed(owner);
    expect(acquirer.authorisations.size).toBe(1);
    expect(order.payments.card?.amount).toBe(2500);
    expect(order.delivery).toBeNull();
    const line = order.lines.find((candidate) => candidate.entryNumber === entry);
    expect(line?.giftCard).toMatchObject({
      kind: "ECARD",
      amount: 2500,
      recipientName: recipient,
      senderName: "Charles",
      sendDate: today(),
    });
    expect(line?.giftCard?.lastFour).toMatch(/^\d{4}$/);

    // Sealed until sent, never in clear; the send job for today's card is due at 08:00 London time, or at once once
    // that has passed (the suite runs at any hour).
    const record = await recordOf(order.id, entry);
    expect(record.sealedSecret).toMatch(/^s1\./);
    const job = await database.db
      .selectFrom("jobs")
      .selectAll()
      .where("key", "=", `e-gift-card:${order.id}:${entry}`)
      .executeTakeFirstOrThrow();
    expect(job.name).toBe("e-gift-card");
    const eightToday = eGiftCardSendAt(today(), new Date(0)).getTime();
    expect(new Date(String(job.runAt)).getTime()).toBeLessThanOrEqual(Math.max(Date.now(), eightToday));

    // The confirmation lists the card masked, its recipient and its day.
    const confirmation = await database.db
      .selectFrom("outbox")
      .select("text")
      .where("toAddress", "=", order.email)
      .executeTakeFirstOrThrow();
    expect(confirmation.text).toContain(`gift card •••• ${line?.giftCard?.lastFour}`);
    expect(confirmation.text).toContain(recipient);

    // The job, run twice (a retry): one e-mail, and the sealed copy gone.
    expect(await services.sendEGiftCard(order.id, entry)).toBe(true);
    expect(await services.sendEGiftCard(order.id, entry)).toBe(false);
    const mails = await mailTo(`${recipient.toLowerCase()}@example.com`);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const code = /Gift card number: (GC\d{14})/.exec(mail?.text ?? "")?.[1] ?? "";
    const pin = /PIN: (\d{6})/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(code.slice(-4)).toBe(line?.giftCard?.lastFour);
    expect(mail?.html).toContain(code);
    expect(mail?.text).toContain("/uk/gift-cards/balance");
    expect(mail?.text).toContain("£25");
    expect(mail?.text).toContain("Birthday Bunting");
    expect(mail?.text).toContain("Happy birthday");
    // Sent, its sealed copy kept until the card is first used, so the buyer can resend it to a corrected address.
    const after = await recordOf(order.id, entry);
    expect(after.sealedSecret).toMatch(/^s1\./);
    expect(after.sentAt).not.toBeNull();

    const balance = await services.giftCardBalance.check({
      code,
      pin,
      sessionId: randomUUID(),
      clientAddress: "127.0.0.1",
    });
    expect(balance).toMatchObject({ ok: true, balance: 2500, lastFour: code.slice(-4) });

    // It pays on another shopper's bag.
    const other = await readyGuestCart(services, variant);
    const cart = await services.cart.existingCart(other);
    if (!cart) throw new Error("no cart");
    const otherTotal = (await services.checkout.view(other)).totals.total.amount;
    const applied = await services.giftCards.apply(cart, code, otherTotal);
    expect(applied).toMatchObject({ ok: true });
    expect(applied.applied).toHaveLength(1);
    // Its first use forgets the sealed copy.
    expect((await recordOf(order.id, entry)).sealedSecret).toBeNull();
  });

  it("issues a posted card with its order, delivered like any product, its sealed copy kept for the warehouse", async () => {
    const owner = await newGuest();
    const recipient = uniqueName();
    const posted = await addGiftCard(owner, giftCardFields("GCARD", recipient, null));
    const emailed = await addGiftCard(owner, giftCardFields("ECARD", `${recipient}e`, addDays(today(), 7)));
    await fillCheckout(services.checkout, owner, { email: `${owner.ownerGuid}@example.com` });
    const view = await services.checkout.view(owner);
    expect(view.deliveryNeeded).toBe(true);

    const attemptId = randomUUID();
    const { order } = await placed(owner, attemptId);
    expect(order.delivery?.mode).toBe("STD");
    // Pay pressed again (a double click, a retry): the same order, and no card issued again.
    const again = await placed(owner, attemptId);
    expect(again.order.id).toBe(order.id);
    expect((await recordOf(order.id, posted)).sealedSecret).toMatch(/^s1\./);
    const jobs = await database.db
      .selectFrom("jobs")
      .select(["key", "runAt"])
      .where("key", "like", `e-gift-card:${order.id}:%`)
      .execute();
    // Only the e-gift card has a send job, at eight in the morning London time on its day.
    expect(jobs.map((job) => job.key)).toEqual([`e-gift-card:${order.id}:${emailed}`]);
    expect(new Date(String(jobs[0]?.runAt)).getTime()).toBeGreaterThan(Date.now());
    const cards = await database.db
      .selectFrom("giftCardLedger")
      .select(["amount", "kind"])
      .where("reference", "like", `order:${order.orderNumber}:line:%`)
      .execute();
    expect(cards).toHaveLength(2);
  });

  it("refuses a gift card paying for a bag holding a gift card, with the message", async () => {
    const owner = await newGuest();
    await addGiftCard(owner, giftCardFields("ECARD", "Grace", today()));
    const cart = await services.cart.existingCart(owner);
    if (!cart) throw new Error("no cart");
    const code = `GC5${String(Date.now()).padStart(13, "0").slice(-13)}`;
    await insertGiftCard(database.db, {
      code,
      issued: 5000,
      spent: 0,
      status: "active",
      expiresAt: "2099-12-31T23:59:59.000Z",
    });
    const answer = await services.giftCards.apply(cart, code, 2500);
    expect(answer).toMatchObject({ ok: false, reason: "giftCardsForGiftCards" });
    expect(GIFT_CARD_MESSAGES.giftCardsForGiftCards).toBe("Gift cards can't be used to buy gift cards.");
  });

  it("refuses to place an order whose gift cards are paid by a gift card held before, charging nothing", async () => {
    const owner = await readyGuestCart(services, variant);
    const cart = await services.cart.existingCart(owner);
    if (!cart) throw new Error("no cart");
    const code = `GC6${String(Date.now()).padStart(13, "0").slice(-13)}`;
    await insertGiftCard(database.db, {
      code,
      issued: 1000,
      spent: 0,
      status: "active",
      expiresAt: "2099-12-31T23:59:59.000Z",
    });
    const total = (await services.checkout.view(owner)).totals.total.amount;
    expect(await services.giftCards.apply(cart, code, total)).toMatchObject({ ok: true });
    await addGiftCard(owner, giftCardFields("ECARD", "Grace", today()));
    const acquirer = recordingAcquirer();
    await expect(workflow(acquirer).placeOrder(payingWith(acquirer, owner))).rejects.toMatchObject({
      message: "Gift cards can't be used to buy gift cards.",
    });
    expect(acquirer.authorisations.size).toBe(0);
  });
});

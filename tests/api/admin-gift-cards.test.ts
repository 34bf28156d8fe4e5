import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BagShopper } from "../../core/cart/bag-shopper.ts";
import { londonDateOf } from "../../core/delivery/london-clock.ts";
import { GIFT_CARD_MESSAGES } from "../../core/gift-cards/gift-card-messages.ts";
import { toNumber } from "../../data/normalise.ts";
import { createOrderRepository } from "../../data/repositories/order-repository.ts";
import { insertGiftCard } from "../../data/seed/gift-cards/seed-gift-cards.ts";
import { createTestApp } from "../setup/api-app.ts";
import {
  ADA,
  fillCheckout,
  findParcelVariant,
  inBatches,
  MILSOM_STREET,
  orderWorkflow,
  payingWith,
  readyGuestCart,
  recordingAcquirer,
} from "../setup/order-harness.ts";
import { addStaffMember, codeFor, StaffBrowser } from "../setup/staff.ts";

// Gift cards in the back office (issue 29 point 5; docs/decisions/061-gift-card-blocks.md), on SQLite and
// PostgreSQL: each lookup finds its cards and no other, a card's page shows its ledger, a block stops holds and
// redemptions (also when it races an order) until it is lifted, a resend mails the e-gift card once per form key and
// never a posted card, every change is audited, only customer service and administrators get in, and no page ever
// carries a card's full number or PIN.

let harness: Awaited<ReturnType<typeof createTestApp>>;
let variant = "";

beforeAll(async () => {
  harness = await createTestApp({ trustProxy: true, poolSize: 8 });
  variant = (await findParcelVariant(harness.database.db, { minStock: 40, offset: 4 })).code;
}, 60_000);
afterAll(async () => {
  await harness.close();
});

const newCode = () =>
  `GC${String(randomInt(10 ** 7)).padStart(7, "0")}${String(randomInt(10 ** 7)).padStart(7, "0")}`;

async function newCard(issued = 100_00, lastFourNot?: string) {
  let code = newCode();
  while (lastFourNot && code.endsWith(lastFourNot)) code = newCode();
  const id = await insertGiftCard(harness.database.db, {
    code,
    issued,
    spent: 0,
    status: "active",
    expiresAt: "2099-12-31T23:59:59.000Z",
  });
  return { code, id, lastFour: code.slice(-4) };
}

async function signedIn(roles: Parameters<typeof addStaffMember>[1]) {
  const credentials = await addStaffMember(harness.services.staff, roles);
  const staff = new StaffBrowser(harness.app);
  expect((await staff.signIn(credentials, codeFor(credentials))).status).toBe(303);
  await staff.request("/admin/gift-cards");
  return { staff, credentials };
}

/** The card ids a lookup page links to. */
async function lookup(staff: StaffBrowser, by: string, q: string) {
  const response = await staff.request(`/admin/gift-cards?${new URLSearchParams({ by, q })}`);
  const html = await response.text();
  const ids = [...html.matchAll(/href="\/admin\/gift-cards\/(\d+)"/g)].map((match) => Number(match[1]));
  return { status: response.status, html, ids };
}

const uniqueName = () =>
  `Grace${[...randomUUID().replaceAll("-", "").slice(0, 10)].map((c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join("")}`;

/** A guest's placed order of gift cards (an e-gift card for today, and a posted one when asked), by `email`. */
async function orderGiftCards(email: string, withPosted = false) {
  const owner: BagShopper = { ownerGuid: randomUUID(), version: "uk", currency: "GBP", locale: "en-GB" };
  const name = uniqueName();
  const recipientEmail = `${name.toLowerCase()}@example.com`;
  const add = async (fields: Record<string, string>) => {
    const added = await harness.services.giftCardPurchases.add(owner, async (guid) => guid, {
      design: "BIRTHDAY",
      amount: "25",
      recipientName: name,
      senderName: "Charles",
      personalMessage: "Happy birthday",
      ...fields,
    } as never);
    if (!added.ok) throw new Error(`gift card not added: ${JSON.stringify(added)}`);
    return added.entryNumber;
  };
  const eGift = await add({ productCode: "ECARD", recipientEmail, sendDate: londonDateOf(new Date()) });
  const posted = withPosted ? await add({ productCode: "GCARD" }) : null;
  if (withPosted) await fillCheckout(harness.services.checkout, owner, { email });
  else {
    // E-gift cards only: nothing to deliver, so an e-mail and a billing address.
    await harness.services.checkout.setEmail(owner, email);
    await harness.services.checkout.saveBilling(owner, { personal: ADA, address: MILSOM_STREET });
  }
  const acquirer = recordingAcquirer();
  const answer = await orderWorkflow(
    harness.services,
    createOrderRepository(harness.database.db),
    acquirer,
  ).placeOrder(payingWith(acquirer, owner));
  if (answer.status !== "placed") throw new Error(`not placed: ${JSON.stringify(answer)}`);
  const cards = await harness.database.db
    .selectFrom("orderGiftCards")
    .select(["entryNumber", "giftCardId"])
    .where("orderId", "=", answer.order.orderId)
    .execute();
  const cardOf = (entry: number | null) =>
    toNumber(cards.find((card) => toNumber(card.entryNumber) === entry)?.giftCardId);
  return {
    orderId: answer.order.orderId,
    orderNumber: answer.order.orderNumber,
    eGift: { entryNumber: eGift, giftCardId: cardOf(eGift) },
    posted: posted === null ? null : { entryNumber: posted, giftCardId: cardOf(posted) },
    recipientEmail,
  };
}

/** A ready guest cart with `card` applied to part of it. */
async function cartPaidWith(card: { code: string }) {
  const owner = await readyGuestCart(harness.services, variant);
  const cart = await harness.services.cart.existingCart(owner);
  if (!cart) throw new Error("no cart");
  const total = (await harness.services.checkout.view(owner)).totals.total.amount;
  return { owner, cart, total, apply: () => harness.services.giftCards.apply(cart, card.code, total) };
}

async function placeWith(owner: BagShopper, acquirer = recordingAcquirer()) {
  return orderWorkflow(harness.services, createOrderRepository(harness.database.db), acquirer).placeOrder(
    payingWith(acquirer, owner),
  );
}

const ledgerOf = (giftCardId: number) =>
  harness.database.db
    .selectFrom("giftCardLedger")
    .select(["kind", "amount", "reference"])
    .where("giftCardId", "=", giftCardId)
    .orderBy("id")
    .execute();

const blockedAtOf = async (giftCardId: number) =>
  (
    await harness.database.db
      .selectFrom("giftCards")
      .select("blockedAt")
      .where("id", "=", giftCardId)
      .executeTakeFirstOrThrow()
  ).blockedAt;

const auditOf = (subject: string) =>
  harness.database.db
    .selectFrom("staffAuditLog")
    .selectAll()
    .where("subject", "=", subject)
    .orderBy("id")
    .execute();

const mailTo = (to: string) =>
  harness.database.db
    .selectFrom("outbox")
    .select(["text", "html"])
    .where("toAddress", "=", to)
    .where("kind", "=", "e-gift-card")
    .execute();

describe(`gift cards in the back office on ${inject("dialect")}`, () => {
  it("finds cards by last four, by order (bought and redeemed) and by buyer, and no others", async () => {
    const { staff } = await signedIn(["customerService"]);
    const card = await newCard();
    const other = await newCard(100_00, card.lastFour);
    const byLastFour = await lookup(staff, "lastFour", card.lastFour);
    expect(byLastFour.status).toBe(200);
    expect(byLastFour.ids).toContain(card.id);
    expect(byLastFour.ids).not.toContain(other.id);
    const listed = await harness.database.db
      .selectFrom("giftCards")
      .select("lastFour")
      .where("id", "in", byLastFour.ids)
      .execute();
    expect(listed.every((row) => row.lastFour === card.lastFour)).toBe(true);

    const buyer = `Buyer.${randomUUID()}@Example.com`;
    const bought = await orderGiftCards(buyer, true);
    // A second order of the same buyer, and one of another buyer: the lookups tell them apart.
    const again = await orderGiftCards(buyer);
    await orderGiftCards(`someone.${randomUUID()}@example.com`);
    const byBuyer = await lookup(staff, "buyer", buyer.toLowerCase());
    expect(byBuyer.ids.sort()).toEqual(
      [bought.eGift.giftCardId, bought.posted?.giftCardId, again.eGift.giftCardId].sort(),
    );
    const byOrder = await lookup(staff, "order", bought.orderNumber);
    expect(byOrder.ids.sort()).toEqual([bought.eGift.giftCardId, bought.posted?.giftCardId].sort());
    expect(byOrder.html).toContain("Bought in the order");

    // A card spent on an order is found by that order, and only it.
    const spent = await newCard(5_00);
    const paying = await cartPaidWith(spent);
    expect((await paying.apply()).ok).toBe(true);
    const placed = await placeWith(paying.owner);
    if (placed.status !== "placed") throw new Error(`not placed: ${placed.status}`);
    const byRedemption = await lookup(staff, "order", placed.order.orderNumber);
    expect(byRedemption.ids).toEqual([spent.id]);
    expect(byRedemption.html).toContain("Spent on the order");

    // Bad input is a 400 with the field's message, never a lookup.
    const bad = await lookup(staff, "lastFour", "12a4");
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Enter the card&#x27;s last four digits.");
    expect((await lookup(staff, "order", "12345678901")).status).toBe(400);

    // The card's page: its ledger with every movement and its order.
    const page = await staff.request(`/admin/gift-cards/${spent.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    for (const shown of [
      "Issued",
      "Held for a bag",
      "Released",
      "Spent",
      `Order ${placed.order.orderNumber}`,
    ])
      expect(html).toContain(shown);
    expect(html).toContain("£5");
    expect((await staff.request("/admin/gift-cards/999999999")).status).toBe(404);
    expect((await staff.request("/admin/gift-cards/nope")).status).toBe(404);
  });

  it("blocks a card so checkout can neither hold nor redeem it, and unblocks it, each audited", async () => {
    const { staff, credentials } = await signedIn(["customerService"]);
    const card = await newCard(5_00);
    const path = `/admin/gift-cards/${card.id}`;
    await staff.request(path);
    expect((await staff.post(path, { intent: "block" })).status).toBe(303);
    expect((await staff.post(path, { intent: "block" })).status).toBe(409);
    expect(await blockedAtOf(card.id)).not.toBeNull();

    // The hold is refused in the words for a card that cannot be used, and nothing is held.
    const first = await cartPaidWith(card);
    const refused = await first.apply();
    expect(refused).toMatchObject({ ok: false, reason: "cancelled" });
    expect(GIFT_CARD_MESSAGES.cancelled).toBe(
      "Sorry, this gift card can't be used. Please contact us if you think this is wrong.",
    );
    expect((await ledgerOf(card.id)).map((row) => row.kind)).toEqual(["issue"]);

    await staff.request(path);
    expect((await staff.post(path, { intent: "unblock" })).status).toBe(303);
    expect((await staff.post(path, { intent: "unblock" })).status).toBe(409);
    expect((await first.apply()).ok).toBe(true);

    // Blocked while it holds money for the bag: the order refuses it before any payment is asked for.
    await staff.request(path);
    expect((await staff.post(path, { intent: "block" })).status).toBe(303);
    const acquirer = recordingAcquirer();
    await expect(placeWith(first.owner, acquirer)).rejects.toThrow(GIFT_CARD_MESSAGES.cancelled);
    expect(acquirer.authoriseCalls).toBe(0);
    expect((await ledgerOf(card.id)).some((row) => row.kind === "redeem")).toBe(false);
    await staff.request(path);
    expect((await staff.post(path, { intent: "unblock" })).status).toBe(303);
    const placed = await placeWith(first.owner);
    expect(placed.status).toBe("placed");
    expect((await ledgerOf(card.id)).some((row) => row.kind === "redeem")).toBe(true);

    const entries = await auditOf(`giftCard:${card.id}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      "giftCard.block",
      "giftCard.unblock",
      "giftCard.block",
      "giftCard.unblock",
    ]);
    expect(entries.every((entry) => entry.staffId === credentials.member.id)).toBe(true);
    expect(String(entries[0]?.beforeValue)).toContain('"blockedAt":null');
    expect(String(entries[0]?.afterValue)).toMatch(/"blockedAt":"\d{4}-/);
  });

  it("never leaves a card redeemed by an order that came after its block committed", async () => {
    const AIMS = ["before", "holds-read", "write-order"] as const;
    const outcomes = await inBatches(36, 6, async (index) => {
      const card = await newCard(5_00);
      const paying = await cartPaidWith(card);
      expect((await paying.apply()).ok).toBe(true);
      const aim = AIMS[index % AIMS.length];
      let blocking: Promise<unknown> | null = null;
      let blockCommitted = false;
      const block = () => {
        blocking ??= harness.services.giftCardAdmin.block(card.id).then((answer) => {
          blockCommitted = answer.ok;
        });
        return blocking;
      };
      if (aim === "before") await block();
      let committedBeforeWrite = blockCommitted;
      const repository = createOrderRepository(harness.database.db);
      const acquirer = recordingAcquirer();
      const workflow = orderWorkflow(
        {
          ...harness.services,
          giftCards: {
            ...harness.services.giftCards,
            applied: async (cartId) => {
              const held = await harness.services.giftCards.applied(cartId);
              // Past the price check: only the order's transaction can still see the block.
              if (aim === "holds-read" && held.length > 0) await block();
              return held;
            },
          },
        },
        {
          ...repository,
          writeOrder: async (input) => {
            if (aim === "write-order") void block();
            committedBeforeWrite = blockCommitted;
            return repository.writeOrder(input);
          },
        },
        acquirer,
      );
      const placed = await workflow.placeOrder(payingWith(acquirer, paying.owner)).catch((error: Error) => ({
        status: "refused" as const,
        message: error.message,
      }));
      await block();
      const redeemed = (await ledgerOf(card.id)).filter((row) => row.kind === "redeem");
      const live = [...acquirer.authorisations].filter(
        ([key, answer]) => answer.status === "authorised" && !acquirer.voids.has(`void:${key}`),
      );
      if (committedBeforeWrite) {
        expect(placed.status, aim).not.toBe("placed");
        expect(redeemed, aim).toEqual([]);
      }
      if (placed.status === "placed") expect(redeemed).toHaveLength(1);
      else {
        expect(redeemed).toEqual([]);
        expect(live).toEqual([]);
      }
      return placed.status;
    });
    // The block aimed before or past the price check always wins; the true race may go either way.
    expect(outcomes.filter((status, index) => index % 3 !== 2 && status === "placed")).toEqual([]);
  }, 120_000);

  it("resends an e-gift card once per form key to its recipient, never a posted one, audited", async () => {
    const { staff } = await signedIn(["customerService"]);
    const order = await orderGiftCards(`buyer.${randomUUID()}@example.com`, true);
    const path = `/admin/gift-cards/${order.eGift.giftCardId}`;
    // Not sent yet: nothing to resend until its job sends it.
    await staff.request(path);
    const early = await staff.post(path, { intent: "resend", idempotencyKey: randomUUID() });
    expect(early.status).toBe(409);
    expect(await harness.services.sendEGiftCard(order.orderId, order.eGift.entryNumber)).toBe(true);
    expect(await mailTo(order.recipientEmail)).toHaveLength(1);

    const page = await staff.request(path);
    // React marks where text and values meet with empty comments.
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(`Resend e-gift card to ${order.recipientEmail}`);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(key).not.toBe("");
    // The same click posted five times at once, then again: one e-mail.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => staff.post(path, { intent: "resend", idempotencyKey: key })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303]);
    expect((await staff.post(path, { intent: "resend", idempotencyKey: key })).status).toBe(303);
    expect(await mailTo(order.recipientEmail)).toHaveLength(2);
    // A new click, a new e-mail.
    await staff.request(path);
    expect((await staff.post(path, { intent: "resend", idempotencyKey: randomUUID() })).status).toBe(303);
    const mails = await mailTo(order.recipientEmail);
    expect(mails).toHaveLength(3);
    // The same card each time.
    const codes = new Set(mails.map((mail) => /Gift card number: (GC\d{14})/.exec(mail.text)?.[1]));
    expect(codes.size).toBe(1);
    expect((await auditOf(`giftCard:${order.eGift.giftCardId}`)).map((entry) => entry.action)).toEqual([
      "giftCard.resend",
      "giftCard.resend",
    ]);
    // A key that is not one, and a posted card: refused, nothing sent.
    expect((await staff.post(path, { intent: "resend", idempotencyKey: "x" })).status).toBe(400);
    const postedPath = `/admin/gift-cards/${order.posted?.giftCardId}`;
    const postedPage = (await (await staff.request(postedPath)).text()).replaceAll("<!-- -->", "");
    expect(postedPage).toContain("Gift card by post");
    expect(postedPage).not.toContain("Resend e-gift card");
    expect((await staff.post(postedPath, { intent: "resend", idempotencyKey: randomUUID() })).status).toBe(
      409,
    );
    expect(await mailTo(order.recipientEmail)).toHaveLength(3);

    // No page shows the card's number or PIN: not the lookups, not the card's page.
    const [mail] = mails;
    const code = /Gift card number: (GC\d{14})/.exec(mail?.text ?? "")?.[1] ?? "";
    const pin = /PIN: (\d{6})/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(code).toMatch(/^GC\d{14}$/);
    const pages = [
      await (await staff.request(path)).text(),
      (await lookup(staff, "lastFour", code.slice(-4))).html,
      (await lookup(staff, "order", order.orderNumber)).html,
    ];
    for (const page of pages) {
      const shown = page.replaceAll("<!-- -->", "");
      expect(shown).toContain(code.slice(-4));
      expect(shown).not.toContain(code);
      expect(shown).not.toContain(code.slice(2));
      expect(shown).not.toContain(`PIN: ${pin}`);
      expect(shown).not.toMatch(/GC\d{14}/);
    }
  });

  it("is refused to roles without the permission, without a staff session and without the CSRF field", async () => {
    const card = await newCard();
    const path = `/admin/gift-cards/${card.id}`;
    for (const role of ["viewer", "fulfilment", "merchandiser"] as const) {
      const { staff } = await signedIn([role]);
      expect((await staff.request("/admin/gift-cards")).status, role).toBe(403);
      expect((await staff.request(path)).status, role).toBe(403);
      expect((await staff.post(path, { intent: "block" })).status, role).toBe(403);
      expect((await staff.post(path, { intent: "resend", idempotencyKey: randomUUID() })).status, role).toBe(
        403,
      );
    }
    const anonymous = new StaffBrowser(harness.app);
    const away = await anonymous.request(path);
    expect(away.status).toBe(302);
    expect(away.headers.get("location")).toBe("/admin/sign-in");
    expect((await anonymous.post(path, { intent: "block" })).status).toBe(302);

    const { staff } = await signedIn(["administrator"]);
    await staff.request(path);
    expect((await staff.post(path, { intent: "block" }, { token: false })).status).toBe(403);
    expect(await blockedAtOf(card.id)).toBeNull();
    expect(await auditOf(`giftCard:${card.id}`)).toEqual([]);
  });
});

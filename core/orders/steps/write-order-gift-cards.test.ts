import { describe, expect, it } from "vitest";
import { issueGiftCards } from "./issue-gift-cards.ts";
import {
  CART,
  contextFor,
  KEY,
  memoryOrders,
  placementDeps,
  readyView,
  settlementOver,
} from "./placement-test-kit.ts";
import { writeOrder } from "./write-order.ts";

// The gift cards drawn by issue-gift-cards go to the order's one write, with their last four on the order's lines
// and in its confirmation; a retried write (a taken order number) writes the same cards, never new ones.

function withGiftCard() {
  const view = readyView();
  const [product] = view.bag.lines;
  const giftCardLine = {
    ...product,
    entryNumber: 1,
    variantCode: "ECARD",
    productCode: "ECARD",
    name: "E-Gift Card",
    giftCard: {
      kind: "ECARD" as const,
      design: "CLASSIC",
      amount: 2500,
      recipientName: "Grace",
      recipientEmail: "grace@example.com",
      senderName: "Ada",
      personalMessage: "",
      sendDate: "2026-12-01",
      giftBox: false,
    },
  };
  return { ...view, bag: { ...view.bag, lines: [...view.bag.lines, giftCardLine] } };
}

describe("writing an order with gift cards", () => {
  it("writes each drawn card with the order, its last four on the line and in the confirmation", async () => {
    let tries = 0;
    const orders = memoryOrders({
      write: () => (++tries < 2 ? { written: false, reason: "numberTaken" } : { written: true }),
    });
    const attempt = orders.attempt({ key: KEY, status: "authorised", paymentId: "pay-1", amount: 5395 });
    orders.attempts.set(KEY, attempt);
    const { deps } = placementDeps(orders);
    const context = contextFor();
    context.priced = { cart: CART, view: withGiftCard() as never, holds: [], amount: 5395, currency: "GBP" };
    context.authorised = { attempt, card: null };
    await issueGiftCards(deps).run(context);
    const [card] = context.giftCards ?? [];
    expect(await writeOrder(deps, settlementOver(orders)).run(context)).toEqual({ kind: "next" });

    expect(orders.written).toHaveLength(2);
    for (const write of orders.written) expect(write.issuedGiftCards).toEqual([card]);
    const last = orders.written.at(-1);
    const line = last?.order.lines.find((candidate) => candidate.entryNumber === 1);
    expect(line?.giftCard).toMatchObject({ recipientName: "Grace", lastFour: card?.lastFour });
    expect(last?.mail.text).toContain(`gift card •••• ${card?.lastFour} for Grace (grace@example.com)`);
    expect(last?.order.lines.find((candidate) => candidate.entryNumber === 0)?.giftCard).toBeUndefined();
  });
});

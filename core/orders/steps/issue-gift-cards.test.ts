import { describe, expect, it } from "vitest";
import { giftCardDigests } from "../../gift-cards/gift-card-digests.ts";
import { giftCardSealer } from "../../gift-cards/gift-card-sealing.ts";
import { issueGiftCards } from "./issue-gift-cards.ts";
import { CART, contextFor, memoryOrders, NOW, placementDeps, readyView } from "./placement-test-kit.ts";

const SECRET = "a-test-secret-of-at-least-32-characters!";

function giftCardLine(entryNumber: number, kind: "ECARD" | "GCARD", sendDate: string | null) {
  const [line] = readyView().bag.lines;
  return {
    ...line,
    entryNumber,
    variantCode: kind,
    productCode: kind,
    giftCard: {
      kind,
      design: "CLASSIC",
      amount: 2500,
      recipientName: "Grace",
      recipientEmail: kind === "ECARD" ? "grace@example.com" : null,
      senderName: "Ada",
      personalMessage: "Happy birthday",
      sendDate,
      giftBox: false,
    },
  };
}

function pricedWith(lines: unknown[]) {
  const view = readyView();
  const context = contextFor();
  context.priced = {
    cart: CART,
    view: { ...view, bag: { ...view.bag, lines: [...view.bag.lines, ...lines] } } as never,
    holds: [],
    amount: 2895,
    currency: "GBP",
  };
  return context;
}

describe("the issue-gift-cards step", () => {
  const { deps } = placementDeps(memoryOrders());

  it("draws one card per gift-card line, kept as digests and a sealed copy of its code and PIN", async () => {
    const context = pricedWith([giftCardLine(1, "ECARD", "2026-12-01"), giftCardLine(2, "GCARD", null)]);
    expect(await issueGiftCards(deps).run(context)).toEqual({ kind: "next" });
    const cards = context.giftCards ?? [];
    expect(cards.map((card) => card.entryNumber)).toEqual([1, 2]);
    const digests = giftCardDigests(SECRET);
    for (const card of cards) {
      const { code, pin } = giftCardSealer(SECRET).unseal(card.sealed);
      expect(card.codeHash).toBe(digests.code(code));
      expect(digests.pinMatches(code, pin, card.pinDigest)).toBe(true);
      expect(card.lastFour).toBe(code.slice(-4));
      expect(card.amount).toBe(2500);
      expect(JSON.stringify(card)).not.toContain(code);
    }
    // Today's e-gift card goes now (08:00 London has passed at 10:00 UTC); a posted card has no send job.
    expect(cards[0]?.sendAt).toEqual(NOW);
    expect(cards[1]?.sendAt).toBeNull();
    expect(cards[0]?.codeHash).not.toBe(cards[1]?.codeHash);
  });

  it("draws nothing for an order without gift cards", async () => {
    const context = pricedWith([]);
    await issueGiftCards(deps).run(context);
    expect(context.giftCards).toEqual([]);
  });

  it("draws once per line however often it runs for the same placement", async () => {
    const context = pricedWith([giftCardLine(1, "ECARD", "2026-12-01")]);
    const step = issueGiftCards(deps);
    await step.run(context);
    const first = context.giftCards;
    await step.run(context);
    expect(context.giftCards).toBe(first);
    expect(context.giftCards).toHaveLength(1);
  });
});

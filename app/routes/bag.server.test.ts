import { describe, expect, it } from "vitest";
import type { BagService } from "../../core/cart/bag-service.ts";
import type { BagView } from "../../core/cart/bag-view.ts";
import { DomainError } from "../../core/errors/domain-error.ts";
import { refuse } from "../../core/errors/refusal.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { loadBagPage, moveToSavedItems, shopperOf, updateQuantity } from "./bag.server.ts";

const wishlist = { ctaEnabled: "true", landingPageEnabled: "true", navigationEnabled: "true", maxItems: 50 };
const view = {
  currency: "GBP",
  lines: [{ entryNumber: 3, name: "Aegean Organic Towel" }],
  gifting: { boxes: [] },
} as unknown as BagView;

/** A request context whose bag service answers `bag` (methods left out fail), with the errors it reported. */
function shopperWith(bag: Partial<BagService>, toggles = wishlist) {
  const reported: unknown[] = [];
  const ctx = {
    services: {
      bag,
      gifting: { boxPrices: async () => ({ GIFTB: 500 }) },
      config: { uk: { wishlist: toggles, paymentIcons: [] } },
    },
    session: { data: {} },
    keepInSession: () => async (guid: string) => guid,
    reportError: (error: unknown) => reported.push(error),
  } as unknown as RequestContext;
  return { shopper: shopperOf(ctx, "uk"), reported };
}

describe("the bag page's answers", () => {
  it("shows the service's wording when a quantity is refused", async () => {
    const { shopper } = shopperWith({
      updateQuantity: async () => refuse("invalid", "You can add up to 3 of this item to your bag."),
    });
    const answer = await updateQuantity(shopper, { intent: "update-quantity", entryNumber: 3, quantity: 9 });
    expect(answer).toMatchObject({ ok: false, entryNumber: 3 });
    expect(answer.message).toBe("You can add up to 3 of this item to your bag.");
  });

  it("names the product moved to saved items, and shows the add-to-saved-items error when the move fails", async () => {
    const moved = shopperWith({
      view: async () => view,
      moveToSavedItems: async () => ({ ok: true, view, productName: "Aegean Organic Towel" }),
    });
    expect(await moveToSavedItems(moved.shopper, { intent: "move-to-saved", entryNumber: 3 })).toMatchObject({
      ok: true,
      message: "Aegean Organic Towel has been moved to your saved items",
    });
    const failed = shopperWith({
      view: async () => view,
      moveToSavedItems: async () => {
        throw new Error("database gone");
      },
    });
    expect(await moveToSavedItems(failed.shopper, { intent: "move-to-saved", entryNumber: 3 })).toMatchObject(
      {
        ok: false,
        message: "Aegean Organic Towel could not be saved. Please try again.",
      },
    );
    expect(failed.reported).toHaveLength(1);
  });

  it("offers no move while saved items are switched off, and refuses one posted anyway", async () => {
    const { shopper } = shopperWith({ view: async () => view }, { ...wishlist, ctaEnabled: "false" });
    expect(await loadBagPage(shopper)).toMatchObject({ status: "ready", moveToSavedItems: false });
    const answer = await moveToSavedItems(shopper, { intent: "move-to-saved", entryNumber: 3 });
    expect(answer).toMatchObject({ ok: false, message: "Saved items are not available just now." });
  });

  it("shows the failure state, and reports it, when the bag cannot be read for an unexpected reason", async () => {
    const { shopper, reported } = shopperWith({
      view: async () => {
        throw new Error("no such table: cart_entries");
      },
    });
    expect(await loadBagPage(shopper)).toEqual({ status: "failed" });
    expect(reported).toHaveLength(1);
  });

  it("leaves a domain refusal to the shared error handling", async () => {
    const { shopper } = shopperWith({
      view: async () => {
        throw new DomainError("forbidden", "Not yours.");
      },
    });
    await expect(loadBagPage(shopper)).rejects.toThrow("Not yours.");
  });
});

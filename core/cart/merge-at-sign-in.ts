import { VERSIONS } from "../site/versions.ts";
import type { WishlistService } from "../wishlist/wishlist-service.ts";
import { bagLineUnitPrice } from "./bag-line-rules.ts";
import type { CartRepository, StoredCart } from "./cart-ports.ts";
import type { CartService } from "./cart-service.ts";

// The bag and saved items at sign-in. A customer's carts and list live under a key of their
// own, `customer-{id}`, so any session they sign in from finds them. The guest's bag of this visit stays the bag;
// what the account held from an earlier visit is added to it as far as stock and the line limits allow, and the
// shopper is told how much. Signing in during checkout keeps the guest's bag as the one being bought: the
// account's earlier lines go to saved items instead, so nothing is lost and nothing is bought by surprise.

export function customerOwnerKey(customerId: string): string {
  return `customer-${customerId}`;
}

interface SignInMergeInput {
  guestOwnerGuid: string | undefined;
  guestSavedItemsGuid: string | undefined;
  customerId: string;
  /** Checkout sign-in: the guest's bag is the one being bought. */
  keepGuestBagOnly: boolean;
  maxSavedItems: number;
}

interface SignInMergeResult {
  /** The session's cart owner key from now on. */
  ownerGuid: string;
  /** The session's saved-items list guid from now on: the customer's (made by its first save). */
  savedItemsGuid: string;
  /** Units from the account's earlier bag now in the bag. */
  bagUnitsAdded: number;
  /** Items now in saved items that were not there before (the guest's, or the earlier bag's at checkout). */
  savedItemsAdded: number;
}

interface Deps {
  cart: CartService;
  repository: CartRepository;
  wishlist: WishlistService;
  now?: () => Date;
}

export function createCartMerge(deps: Deps) {
  const now = deps.now ?? (() => new Date());

  async function saveItems(
    listGuid: string,
    customerId: string,
    items: { code: string; groupCode: string; name: string }[],
    maxItems: number,
  ): Promise<number> {
    let added = 0;
    for (const item of items) {
      const before = await deps.wishlist.count(listGuid);
      const { outcome } = await deps.wishlist.save(listGuid, item, {
        maxItems,
        // A full list keeps what the customer saved; the shopper can make room themselves.
        replaceOldest: false,
        customerId,
        keepGuid: async () => listGuid,
      });
      if (outcome.kind === "saved" && outcome.numberOfEntries > before) added++;
    }
    return added;
  }

  /** One version's carts: the guest's stays the bag, the account's earlier one is added to it or saved. */
  async function mergeVersion(
    input: SignInMergeInput,
    ownerGuid: string,
    guest: StoredCart | null,
    earlier: StoredCart | null,
    listGuid: string,
  ): Promise<{ bagUnitsAdded: number; savedItemsAdded: number }> {
    if (!earlier) {
      if (guest) await deps.repository.reassign(guest.id, { ownerGuid, customerId: input.customerId }, now());
      return { bagUnitsAdded: 0, savedItemsAdded: 0 };
    }
    if (!guest) {
      const lines = await deps.repository.bagLines(earlier.id, earlier.currency);
      return { bagUnitsAdded: lines.reduce((sum, line) => sum + line.quantity, 0), savedItemsAdded: 0 };
    }
    // A gift card is its own line with its recipient, never a catalogue variant: it moves to the bag as it is.
    const earlierLines = (await deps.repository.bagLines(earlier.id, earlier.currency)).filter(
      (line) => !line.giftCard,
    );
    const giftCardsMoved = input.keepGuestBagOnly
      ? 0
      : await deps.repository.moveGiftCards(earlier.id, guest.id, now());
    // The earlier cart goes first: the guest's cart takes its owner key, which is unique per version.
    await deps.repository.deleteCart(earlier.id);
    await deps.repository.reassign(guest.id, { ownerGuid, customerId: input.customerId }, now());
    if (input.keepGuestBagOnly) {
      const items = earlierLines.map((line) => ({
        code: line.productCode,
        groupCode: line.groupCode ?? "",
        name: line.productName,
      }));
      return {
        bagUnitsAdded: 0,
        savedItemsAdded: await saveItems(listGuid, input.customerId, items, input.maxSavedItems),
      };
    }
    const results = await deps.cart.addBulk(
      { ...guest, ownerGuid, customerId: input.customerId },
      // Oldest first, as they were put in; each placed as far as stock and the line maximum allow.
      [...earlierLines]
        .sort((a, b) => a.entryNumber - b.entryNumber)
        .filter((line) => bagLineUnitPrice(line) > 0)
        .map((line) => ({ productCode: line.variantCode, quantity: line.quantity })),
    );
    return {
      bagUnitsAdded: giftCardsMoved + results.reduce((sum, r) => sum + r.quantityAdded, 0),
      savedItemsAdded: 0,
    };
  }

  return {
    async atSignIn(input: SignInMergeInput): Promise<SignInMergeResult> {
      const ownerGuid = customerOwnerKey(input.customerId);
      const listGuid = customerOwnerKey(input.customerId);
      let bagUnitsAdded = 0;
      let savedItemsAdded = 0;
      for (const version of VERSIONS) {
        const guest =
          input.guestOwnerGuid && input.guestOwnerGuid !== ownerGuid
            ? await deps.repository.findForOwner(input.guestOwnerGuid, version)
            : null;
        const earlier = await deps.repository.findForOwner(ownerGuid, version);
        const merged = await mergeVersion(input, ownerGuid, guest, earlier, listGuid);
        bagUnitsAdded += merged.bagUnitsAdded;
        savedItemsAdded += merged.savedItemsAdded;
      }
      // The guest's saved items join the account's list; the guest's list is emptied.
      if (input.guestSavedItemsGuid && input.guestSavedItemsGuid !== listGuid) {
        const guestList = await deps.wishlist.list(input.guestSavedItemsGuid);
        const oldestFirst = [...guestList.entries].reverse();
        savedItemsAdded += await saveItems(
          listGuid,
          input.customerId,
          oldestFirst.map((entry) => ({ code: entry.code, groupCode: entry.groupCode, name: entry.name })),
          input.maxSavedItems,
        );
        for (const entry of guestList.entries)
          await deps.wishlist.remove(input.guestSavedItemsGuid, entry.position);
      }
      return { ownerGuid, savedItemsGuid: listGuid, bagUnitsAdded, savedItemsAdded };
    },
  };
}

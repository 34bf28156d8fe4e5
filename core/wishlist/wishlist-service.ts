import type { KeepGuid } from "../cart/cart-service.ts";
import { DomainError } from "../errors/domain-error.ts";
import type { Version } from "../site/versions.ts";
import { planSave } from "./plan-save.ts";
import type { SavedItemList } from "./saved-item.ts";
import { buildSavedItemView, type SavedItemView } from "./saved-item-view.ts";
import type { StoredSavedItemList, WishlistRepository } from "./wishlist-ports.ts";

type SaveOutcome =
  | { kind: "saved"; position: number; numberOfEntries: number }
  | { kind: "full"; maxItems: number };

/**
 * Saved items (spec 002 §4). Every call names the caller's own list by the guid in their session, so another
 * shopper's list is never reachable: there is no call that takes a list id from the request.
 */
export function createWishlistService(
  repository: WishlistRepository,
  options: { newGuid(): string; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  async function listFor(guid: string | undefined): Promise<StoredSavedItemList | null> {
    return guid ? repository.findByGuid(guid) : null;
  }

  const empty: SavedItemList = { entries: [], numberOfEntries: 0 };

  return {
    async list(guid: string | undefined): Promise<SavedItemList> {
      const list = await listFor(guid);
      if (!list) return empty;
      const entries = await repository.entries(list.id);
      return { entries, numberOfEntries: entries.length };
    },

    async count(guid: string | undefined): Promise<number> {
      const list = await listFor(guid);
      return list ? repository.count(list.id) : 0;
    },

    /** Saves a product; answers `full` past the maximum unless the shopper chose to replace the oldest. */
    async save(
      guid: string | undefined,
      item: { code: string; groupCode: string; name: string },
      settings: { maxItems: number; replaceOldest: boolean; customerId?: string | null; keepGuid: KeepGuid },
    ): Promise<{ guid: string; outcome: SaveOutcome }> {
      if (!(await repository.productExists(item.code))) {
        throw new DomainError("invalid", "This product cannot be saved.", {
          code: "No product has this code.",
        });
      }
      // Racing first saves of one session agree on one guid through the session and open one list by it.
      const target = guid ?? (await settings.keepGuid(options.newGuid()));
      const list =
        (await listFor(target)) ??
        (await repository.open({ guid: target, customerId: settings.customerId ?? null, now: now() }));
      const result = await repository.save(list.id, item, now(), (entries) =>
        planSave(entries, item.code, settings.maxItems, settings.replaceOldest),
      );
      const outcome: SaveOutcome =
        result.kind === "refuse" ? { kind: "full", maxItems: result.maxItems } : result;
      return { guid: list.guid, outcome };
    },

    /** Removes the caller's entry at a position; a position not in their list is not found. */
    async remove(guid: string | undefined, position: number): Promise<SavedItemList> {
      const list = await listFor(guid);
      if (!list || !(await repository.remove(list.id, position))) {
        throw new DomainError("notFound", "This item is not in your saved items.");
      }
      const entries = await repository.entries(list.id);
      return { entries, numberOfEntries: entries.length };
    },

    /** The list with what the saved-items page shows of each product (spec 002 §2), newest first. */
    async view(
      guid: string | undefined,
      context: { currency: string; locale: string; version: Version },
    ): Promise<{ entries: SavedItemView[]; numberOfEntries: number }> {
      const list = await listFor(guid);
      const entries = list ? await repository.entries(list.id) : [];
      const products = await repository.products(
        entries.map((e) => e.code),
        context.currency,
      );
      return {
        entries: entries.map((entry) =>
          buildSavedItemView(
            entry,
            products.find((p) => p.code === entry.code),
            context,
          ),
        ),
        numberOfEntries: entries.length,
      };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;

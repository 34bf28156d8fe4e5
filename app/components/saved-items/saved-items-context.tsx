import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Version } from "../../../core/site/versions.ts";
import { withEntryFirst } from "../../../core/wishlist/saved-item.ts";
import { savedItemEvent } from "../../../core/wishlist/saved-items-events.ts";
import { type TextKey, translate } from "../../lib/text/text.ts";
import { trackEvent } from "../../lib/tracking/track-event.ts";
import { MaximumSavedItemsDialog } from "./maximum-saved-items-dialog.tsx";
import { SavedItemsAnnouncer, type SavedItemsNotice } from "./saved-items-announcer.tsx";
import {
  addSavedItem,
  clearWishlistCache,
  listSavedItems,
  removeSavedItem,
  type SavedItemRef,
} from "./saved-items-request.ts";

interface SaveItemInput {
  productCode: string;
  groupCode?: string;
  productName: string;
}

interface SavedItemsContextValue {
  count: number;
  isSaved(productCode: string): boolean;
  save(item: SaveItemInput): Promise<void>;
  /** Resolves true when the product is no longer saved (the failure is announced by the provider). */
  remove(productCode: string): Promise<boolean>;
  /** True while an add or remove for this product is on its way (spec 002 §4 loading marker). */
  isPending(productCode: string): boolean;
}

const SavedItemsContext = createContext<SavedItemsContextValue | null>(null);

interface SavedItemsProviderProps {
  version: Version;
  locale: string;
  /** The saved-items counter from universal data (spec 002 §4: counters come from universal data). */
  initialCount: number;
  children: ReactNode;
}

interface PendingReplace {
  item: SaveItemInput;
  maxItems: number;
  resolve(): void;
}

/** Saved items on the client: counter, which products are saved, add/remove/replace and their messages. */
export function SavedItemsProvider({ version, locale, initialCount, children }: SavedItemsProviderProps) {
  const t = useCallback(
    (key: TextKey, values?: Record<string, string | number>) => translate(locale, key, values),
    [locale],
  );
  const [count, setCount] = useState(initialCount);
  const [entries, setEntries] = useState<SavedItemRef[]>([]);
  const entriesRef = useRef<SavedItemRef[]>([]);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<SavedItemsNotice | null>(null);
  const [replace, setReplace] = useState<PendingReplace | null>(null);
  const noticeId = useRef(1);

  const keep = useCallback((next: SavedItemRef[], numberOfEntries: number) => {
    entriesRef.current = next;
    setEntries(next);
    setCount(numberOfEntries);
  }, []);

  // Which products are saved is only needed for the hearts; a shopper with none saved costs no request.
  useEffect(() => {
    if (initialCount === 0) return;
    let live = true;
    listSavedItems(version)
      // A transition: every card's heart may change, rendered in slices rather than one task as the page starts.
      .then((list) => live && startTransition(() => keep(list.entries, list.numberOfEntries)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [initialCount, keep, version]);

  const mark = useCallback((code: string, on: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  }, []);

  const dismissNotice = useCallback(() => setNotice(null), []);
  const announce = useCallback((message: string, tone: SavedItemsNotice["tone"]) => {
    setNotice({ id: noticeId.current++, message, tone });
  }, []);

  const changed = useCallback(async (kind: "add" | "remove", item: SaveItemInput) => {
    trackEvent(
      savedItemEvent(kind, { code: item.productCode, groupCode: item.groupCode, name: item.productName }),
    );
    await clearWishlistCache();
  }, []);

  const runAdd = useCallback(
    async (item: SaveItemInput, replaceOldest: boolean): Promise<"done" | { full: number }> => {
      mark(item.productCode, true);
      try {
        const answer = await addSavedItem(
          version,
          { code: item.productCode, groupCode: item.groupCode ?? "", name: item.productName },
          replaceOldest,
        );
        if ("maxItems" in answer) return { full: answer.maxItems };
        const entry: SavedItemRef = {
          position: answer.position,
          code: item.productCode,
          groupCode: item.groupCode ?? "",
          name: item.productName,
        };
        // Replacing drops the oldest, which the server tells us by the new count; the list follows it.
        const next = withEntryFirst(entriesRef.current, entry).slice(0, answer.numberOfEntries);
        keep(next, answer.numberOfEntries);
        announce(t("savedItems.added", { product: item.productName }), "status");
        await changed("add", item);
        return "done";
      } catch {
        announce(t("savedItems.errors.add", { product: item.productName }), "error");
        return "done";
      } finally {
        mark(item.productCode, false);
      }
    },
    [mark, keep, announce, t, changed, version],
  );

  const save = useCallback(
    async (item: SaveItemInput) => {
      const result = await runAdd(item, false);
      if (result === "done") return;
      // spec 002 §4: past the maximum the shopper chooses: replace the oldest, cancel, or go to saved items.
      await new Promise<void>((resolve) => setReplace({ item, maxItems: result.full, resolve }));
    },
    [runAdd],
  );

  const remove = useCallback(
    async (productCode: string): Promise<boolean> => {
      const entry = entriesRef.current.find((e) => e.code === productCode);
      const name = entry?.name ?? productCode;
      mark(productCode, true);
      try {
        const list = entry ? await removeSavedItem(version, entry.position) : await listSavedItems(version);
        const stillThere = list.entries.find((e) => e.code === productCode);
        // Without a known position (saved in another tab) the fresh list gives it; remove that one.
        const final = stillThere ? await removeSavedItem(version, stillThere.position) : list;
        keep(final.entries, final.numberOfEntries);
        announce(t("savedItems.removed", { product: name }), "status");
        await changed("remove", { productCode, groupCode: entry?.groupCode, productName: name });
        return true;
      } catch {
        announce(t("savedItems.errors.remove", { product: name }), "error");
        return false;
      } finally {
        mark(productCode, false);
      }
    },
    [mark, keep, announce, t, changed, version],
  );

  const closeReplace = useCallback(
    async (choice: "replace" | "cancel" | "goTo") => {
      const current = replace;
      setReplace(null);
      if (!current) return;
      if (choice === "replace") await runAdd(current.item, true);
      current.resolve();
    },
    [replace, runAdd],
  );

  const value = useMemo<SavedItemsContextValue>(
    () => ({
      count,
      isSaved: (code) => entries.some((e) => e.code === code),
      isPending: (code) => pending.has(code),
      save,
      remove,
    }),
    [count, entries, pending, save, remove],
  );

  return (
    <SavedItemsContext.Provider value={value}>
      {children}
      <SavedItemsAnnouncer notice={notice} locale={locale} onDismiss={dismissNotice} />
      {replace && (
        <MaximumSavedItemsDialog
          version={version}
          locale={locale}
          productName={replace.item.productName}
          maxItems={replace.maxItems}
          onChoose={closeReplace}
        />
      )}
    </SavedItemsContext.Provider>
  );
}

const OUTSIDE_PROVIDER: SavedItemsContextValue = {
  count: 0,
  isSaved: () => false,
  isPending: () => false,
  save: async () => undefined,
  remove: async () => false,
};

/** Saved items for any component under the version layout. */
export function useSavedItems(): SavedItemsContextValue {
  return useContext(SavedItemsContext) ?? OUTSIDE_PROVIDER;
}

import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import {
  addedToBagDisplay,
  addToCartEvent,
  bagCountAfterAdd,
} from "../../../core/cart/added-to-bag-rules.ts";
import type { Version } from "../../../core/site/versions.ts";
import { splitVersionPath } from "../../lib/site-paths.ts";
import { type TextKey, translate } from "../../lib/text/text.ts";
import { addBundleToBag, addEntryToBag } from "./add-to-bag-request.ts";
import type { AddToBagInput, AddToBagOutcome, BundleAddInput, LastAdd } from "./bag-types.ts";
import { pushToDataLayer } from "./data-layer.ts";

// Shown only after an add: its code loads then, not with every page.
const AddedToBag = lazy(() =>
  import("./added-to-bag.tsx").then((module) => ({ default: module.AddedToBag })),
);

interface BagContextValue {
  count: number;
  add(input: AddToBagInput): Promise<AddToBagOutcome>;
  addBundle(input: BundleAddInput): Promise<AddToBagOutcome>;
}

const BagContext = createContext<BagContextValue | null>(null);

interface BagProviderProps {
  version: Version;
  locale: string;
  /** The bag counter from universal data (spec 002 §3), so the first paint is right. */
  initialCount: number;
  /** The anonymous cart guid from universal data; a new one arrives with the first add. */
  cartGuid?: string;
  /** spec 001 §2: the sideDrawer toggle of the version. */
  sideDrawer?: boolean;
  children: ReactNode;
}

/** The shopper's bag on the client: the header counter, adding to it, and what opens after an add. */
export function BagProvider({
  version,
  locale,
  initialCount,
  cartGuid,
  sideDrawer = false,
  children,
}: BagProviderProps) {
  const t = useCallback((key: TextKey) => translate(locale, key), [locale]);
  const location = useLocation();
  const [count, setCount] = useState(initialCount);
  const [lastAdd, setLastAdd] = useState<LastAdd | null>(null);
  const countRef = useRef(initialCount);
  const guidRef = useRef(cartGuid ?? "");
  const nextId = useRef(1);
  const isBagView = splitVersionPath(location.pathname).path.replace(/\/+$/, "") === "bag";

  const settle = useCallback(
    (outcome: AddToBagOutcome, product: LastAdd["product"], quantityAdded: number): AddToBagOutcome => {
      // A partly stocked bundle still put some units in the bag, so the counter follows what was added.
      if (quantityAdded > 0) {
        countRef.current = bagCountAfterAdd(countRef.current, quantityAdded);
        setCount(countRef.current);
      }
      const settled: AddToBagOutcome =
        outcome.status === "added" ? { status: "added", count: countRef.current } : outcome;
      const display = addedToBagDisplay({ sideDrawer, isBagView });
      if (display !== "none") setLastAdd({ id: nextId.current++, display, product, outcome: settled });
      return settled;
    },
    [sideDrawer, isBagView],
  );

  const add = useCallback(
    async (input: AddToBagInput): Promise<AddToBagOutcome> => {
      const answer = await addEntryToBag(version, input, {
        outOfStock: t("bag.add.outOfStock"),
        systemFault: t("bag.add.systemFault"),
      });
      if (answer.outcome.status === "added") {
        guidRef.current = answer.cartGuid || guidRef.current;
        pushToDataLayer(
          addToCartEvent({
            price: input.productPrice,
            quantity: answer.quantityAdded,
            currency: input.currency,
            sku: input.productSku,
            size: input.productSizeCode,
            name: input.productName,
          }),
        );
      }
      return settle(
        answer.outcome,
        {
          name: input.productName,
          imageUrl: input.productImageUrl,
          colour: input.colour,
          size: input.productSizeCode,
          quantity: input.quantity,
        },
        answer.quantityAdded,
      );
    },
    [version, t, settle],
  );

  const addBundle = useCallback(
    async (input: BundleAddInput): Promise<AddToBagOutcome> => {
      const answer = await addBundleToBag(version, guidRef.current, input, {
        outOfStock: t("bag.add.outOfStock"),
        systemFault: t("bag.add.systemFault"),
      });
      if (answer.cartGuid) guidRef.current = answer.cartGuid;
      if (answer.outcome.status === "added") {
        for (const entry of answer.entries) {
          pushToDataLayer(
            addToCartEvent({
              price: entry.price,
              quantity: entry.quantityAdded,
              currency: input.currency,
              sku: entry.productSku,
              size: entry.size,
            }),
          );
        }
      }
      const quantity = input.entries.reduce((sum, entry) => sum + entry.quantity, 0);
      // spec 002 §4 "Bundle add": success opens the bag drawer whatever the toggle.
      const outcome = settle(answer.outcome, { name: input.productName, quantity }, answer.quantityAdded);
      if (!isBagView && outcome.status === "added")
        setLastAdd((last) => (last ? { ...last, display: "sideDrawer" } : last));
      return outcome;
    },
    [version, t, settle, isBagView],
  );

  const closeAdded = useCallback(() => setLastAdd(null), []);
  const value = useMemo(() => ({ count, add, addBundle }), [count, add, addBundle]);
  return (
    <BagContext.Provider value={value}>
      {children}
      {lastAdd && (
        <Suspense fallback={null}>
          <AddedToBag
            key={lastAdd.id}
            version={version}
            locale={locale}
            lastAdd={lastAdd}
            count={count}
            onClose={closeAdded}
          />
        </Suspense>
      )}
    </BagContext.Provider>
  );
}

const OUTSIDE_PROVIDER: BagContextValue = {
  count: 0,
  add: async () => ({ status: "error", message: "Unable to add to cart." }),
  addBundle: async () => ({ status: "error", message: "Unable to add to cart." }),
};

/** The bag for any component under the version layout. Outside it (error pages) adds fail softly. */
export function useBag(): BagContextValue {
  return useContext(BagContext) ?? OUTSIDE_PROVIDER;
}

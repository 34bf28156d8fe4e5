import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { addedToBagDisplay } from "../../../core/cart/added-to-bag-rules.ts";
import type { BagAnswer } from "../../../core/cart/bag-answer.ts";
import type { Version } from "../../../core/site/versions.ts";
import { splitVersionPath } from "../../lib/site-paths.ts";
import { trackAddToCart } from "../../lib/tracking/track-event.ts";
import type { LastAdd } from "./bag-types.ts";

// Shown only after an add: its code loads then, not with every page.
const AddedToBag = lazy(() =>
  import("./added-to-bag.tsx").then((module) => ({ default: module.AddedToBag })),
);

interface BagContextValue {
  count: number;
  /** Takes the bag form action's answer (bag-form.tsx): the header count, analytics and the confirmation. */
  settle(answer: BagAnswer): void;
}

const BagContext = createContext<BagContextValue | null>(null);

interface BagProviderProps {
  version: Version;
  locale: string;
  /** The bag counter from universal data (spec 002 §3), so the first paint is right. */
  initialCount: number;
  /** spec 001 §2: the sideDrawer toggle of the version. */
  sideDrawer?: boolean;
  children: ReactNode;
}

/**
 * The shopper's bag on the client: the header counter and what opens after an add. The count is always the
 * server's: the action's `totalUnitCount`, or the layout's loader data when it is loaded again
 * (ARCHITECTURE.md "Selling": never a client-side tally).
 */
export function BagProvider({
  version,
  locale,
  initialCount,
  sideDrawer = false,
  children,
}: BagProviderProps) {
  const location = useLocation();
  const [count, setCount] = useState(initialCount);
  const [lastAdd, setLastAdd] = useState<LastAdd | null>(null);
  const countRef = useRef(initialCount);
  const nextId = useRef(1);
  const isBagView = splitVersionPath(location.pathname).path.replace(/\/+$/, "") === "bag";

  useEffect(() => {
    countRef.current = initialCount;
    setCount(initialCount);
  }, [initialCount]);

  const settle = useCallback(
    (answer: BagAnswer) => {
      countRef.current = answer.totalUnitCount;
      setCount(answer.totalUnitCount);
      if (answer.status === "added") for (const event of answer.events) trackAddToCart(event);
      const display = addedToBagDisplay({ sideDrawer, isBagView });
      if (display === "none") return;
      setLastAdd({
        id: nextId.current++,
        // spec 002 §4 "Bundle add": success opens the bag drawer whatever the toggle.
        display: answer.intent === "add-bundle" && answer.status === "added" ? "sideDrawer" : display,
        product: answer.status === "added" ? answer.product : { name: "", quantity: 0 },
        outcome:
          answer.status === "added"
            ? { status: "added", count: answer.totalUnitCount }
            : { status: answer.status, message: answer.message },
      });
    },
    [sideDrawer, isBagView],
  );

  const closeAdded = useCallback(() => setLastAdd(null), []);
  const value = useMemo(() => ({ count, settle }), [count, settle]);
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
  settle: () => undefined,
};

/** The bag for any component under the version layout. Outside it (error pages) answers change nothing. */
export function useBag(): BagContextValue {
  return useContext(BagContext) ?? OUTSIDE_PROVIDER;
}

// spec 002 §4 listing add-to-bag: per-product states loading, added, error and outOfStockOnline;
// expanding one card collapses the others and clears their errors.
type QuickAddStatus = "idle" | "loading" | "added" | "error" | "outOfStockOnline";

export interface QuickAddEntry {
  status: QuickAddStatus;
  message?: string;
  /** Sizes the bag refused as out of stock since the page loaded. */
  soldOutSizes?: string[];
}

interface QuickAddState {
  expanded: string | null;
  byProduct: Record<string, QuickAddEntry>;
}

export type QuickAddAction =
  | { type: "expand"; code: string }
  | { type: "collapse"; code: string }
  | { type: "set"; code: string; entry: QuickAddEntry };

export const INITIAL_QUICK_ADD: QuickAddState = { expanded: null, byProduct: {} };

export function quickAddReducer(state: QuickAddState, action: QuickAddAction): QuickAddState {
  switch (action.type) {
    case "expand": {
      const byProduct: Record<string, QuickAddEntry> = {};
      for (const [code, entry] of Object.entries(state.byProduct))
        byProduct[code] =
          code !== action.code && entry.status === "error"
            ? { ...entry, status: "idle", message: undefined }
            : entry;
      return { expanded: action.code, byProduct };
    }
    case "collapse":
      return state.expanded === action.code ? { ...state, expanded: null } : state;
    case "set":
      return { ...state, byProduct: { ...state.byProduct, [action.code]: action.entry } };
  }
}

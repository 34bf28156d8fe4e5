import { useBag } from "../bag/bag-context.tsx";
import { useSavedItems } from "../saved-items/saved-items-context.tsx";

/**
 * The header's bag and saved-items counters from the bag and saved-items contexts, which start from the universal
 * counters (so the first paint is right) and follow adds and saves after that.
 */
export function useHeaderCounters(): { bag: number; savedItems: number } {
  return { bag: useBag().count, savedItems: useSavedItems().count };
}

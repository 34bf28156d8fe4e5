import { useSite } from "../../routes/version-layout.tsx";
import { useBag } from "../bag/bag-context.tsx";

/**
 * The header's bag and saved-items counters. The bag count comes from the bag context, which starts from the
 * universal counter and follows adds; saved items come from universal data until the saved-items context exists.
 */
export function useHeaderCounters(): { bag: number; savedItems: number } {
  const { data } = useSite();
  const bag = useBag();
  return { bag: bag.count, savedItems: data?.universal.counters.savedItems ?? 0 };
}

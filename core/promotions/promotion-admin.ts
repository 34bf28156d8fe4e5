import type { Promotion } from "../pricing/cart-pricing-types.ts";
import type { PromotionAdminRepository, PromotionChange, PromotionPage } from "./promotion-admin-ports.ts";
import {
  type DatesRefusal,
  datesRefusal,
  type ExpireRefusal,
  expireRefusal,
  type PromotionDraft,
  type PromotionState,
} from "./promotion-admin-rules.ts";

// The merchandiser's promotion codes (issue 29 point 4): list, create, change the dates of, expire. The shop's
// pricing reads the same rows, so an expired code is refused by the next bag that asks (decision 015).

export type PromotionAdminResult<Refusal> =
  | { ok: true; change: PromotionChange }
  | { ok: false; refusal: Refusal };

export const PROMOTION_PAGE_SIZE = 50;

export function createPromotionAdmin(
  repository: PromotionAdminRepository,
  clock: () => Date = () => new Date(),
) {
  async function change<Refusal>(
    code: string,
    decide: (current: Promotion, now: Date) => { refusal: Refusal } | { next: Promotion },
  ): Promise<PromotionAdminResult<Refusal | "unknown">> {
    // The time is read once the row is held: a change that waited behind another must decide on a time after
    // that one's, or a code expired at 12:00:00.005 is still running at the 12:00:00.004 it read before waiting.
    const answer = await repository.change(code, (current) => decide(current, clock()));
    if (answer === null) return { ok: false, refusal: "unknown" };
    if ("refusal" in answer) return { ok: false, refusal: answer.refusal };
    return { ok: true, change: answer };
  }

  return {
    list(state: PromotionState | undefined, page: number): Promise<PromotionPage> {
      return repository.list({
        state,
        now: clock(),
        offset: (Math.max(1, page) - 1) * PROMOTION_PAGE_SIZE,
        limit: PROMOTION_PAGE_SIZE,
      });
    },

    /** A new code from a checked draft (promotionDraftSchema). */
    async create(
      draft: PromotionDraft,
    ): Promise<{ ok: true; promotion: Promotion } | { ok: false; refusal: "codeTaken" }> {
      const promotion: Promotion = { ...draft };
      return (await repository.create(promotion))
        ? { ok: true, promotion }
        : { ok: false, refusal: "codeTaken" };
    },

    /** New dates for a code; a code may be moved, shortened or extended, never to end before it starts. */
    changeDates(code: string, startsAt: string | null, endsAt: string | null) {
      return change<DatesRefusal>(code, (current) => {
        const refusal = datesRefusal(startsAt, endsAt);
        return refusal ? { refusal } : { next: { ...current, startsAt, endsAt } };
      });
    },

    /** Ends the code now; one not yet started ends before it ever runs. */
    expire(code: string) {
      return change<ExpireRefusal>(code, (current, now) => {
        const refusal = expireRefusal(current, now);
        if (refusal) return { refusal };
        const at = now.toISOString();
        const startsAt = current.startsAt !== null && current.startsAt > at ? at : current.startsAt;
        return { next: { ...current, startsAt, endsAt: at } };
      });
    },
  };
}

export type PromotionAdmin = ReturnType<typeof createPromotionAdmin>;

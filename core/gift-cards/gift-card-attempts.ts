import { createHash } from "node:crypto";
import {
  consumeRateLimit,
  peekRateLimit,
  type RateLimitCounter,
  type RateLimitRule,
  reserveRateLimit,
} from "../limits/rate-limit.ts";

// Gift card codes can be guessed, so tries are limited where the code is checked, with counts in the database
// (docs/decisions/013-rate-limits.md, 031-limits-per-shopper.md): per shopper (the session), per card (from every
// shopper) and for the whole shop at once, so guesses spread over many addresses and sessions still share one
// allowance. Never per client address: an office or a carrier's NAT is many shoppers.
//
// The code is looked up first and its answer held back until the counts allow it. A wrong code is counted against
// the shopper and the shop, and answered only within both, so racing guesses see exactly the allowance answered. A
// real card is counted against the card only: it is answered while the shopper's and the shop's allowances are not
// spent, the same test a wrong code meets, so a refusal never tells whether the code was real, and a burst of
// shoppers typing real cards never pauses anyone.

export interface GiftCardAttemptLimits {
  /** Wrong codes one shopper (session) may try per window. */
  perSession: number;
  /** Tries at one card per window, from every shopper together. */
  perCard: number;
  /** Wrong codes the whole shop answers per window, from every shopper and address together. */
  shopWide: number;
  windowSeconds: number;
}

export const DEFAULT_GIFT_CARD_ATTEMPT_LIMITS: GiftCardAttemptLimits = {
  perSession: 10,
  perCard: 10,
  shopWide: 100,
  windowSeconds: 900,
};

/** Which allowance refused a try: the shopper's, the card's or the whole shop's. */
export type GiftCardLimitScope = "shopper" | "card" | "shop";

type GiftCardAttemptVerdict =
  | { allowed: true }
  | { allowed: false; scope: GiftCardLimitScope; retryAfterSeconds: number };

/** The session counted by a digest, so the counts table holds no session ids. */
function sessionDigest(sessionId: string): string {
  return createHash("sha256").update(`twc-gift-card-session:${sessionId}`).digest("hex").slice(0, 32);
}

/**
 * Whether the answer to one try may be given: `cardId` is the card the code named, or null for a wrong code.
 * Called after the lookup and before anything is answered or held.
 */
export async function giftCardAttemptVerdict(
  counter: RateLimitCounter,
  limits: GiftCardAttemptLimits,
  attempt: { sessionId: string; cardId: number | null },
  nowMs: number,
): Promise<GiftCardAttemptVerdict> {
  const rule = (bucket: string, limit: number): RateLimitRule => ({
    bucket,
    limit,
    windowSeconds: limits.windowSeconds,
  });
  const shopper = {
    rule: rule("gift-card-session", limits.perSession),
    client: sessionDigest(attempt.sessionId),
  };
  const shop = { rule: rule("gift-card-guesses", limits.shopWide), client: "shop" };
  if (attempt.cardId === null) {
    const own = await reserveRateLimit(counter, shopper.rule, shopper.client, nowMs);
    if (!own.allowed) return { allowed: false, scope: "shopper", retryAfterSeconds: own.retryAfterSeconds };
    const shared = await consumeRateLimit(counter, shop.rule, shop.client, nowMs);
    if (shared.allowed) return { allowed: true };
    // Unanswered, the guess tells the shopper nothing: it does not use up their own allowance.
    await own.refund();
    return { allowed: false, scope: "shop", retryAfterSeconds: shared.retryAfterSeconds };
  }
  for (const [scope, { rule: counted, client }] of [
    ["shopper", shopper],
    ["shop", shop],
  ] as const) {
    const spent = await peekRateLimit(counter, counted, client, nowMs);
    if (!spent.allowed) return { allowed: false, scope, retryAfterSeconds: spent.retryAfterSeconds };
  }
  const card = await consumeRateLimit(
    counter,
    rule("gift-card-card", limits.perCard),
    String(attempt.cardId),
    nowMs,
  );
  if (!card.allowed) return { allowed: false, scope: "card", retryAfterSeconds: card.retryAfterSeconds };
  return { allowed: true };
}

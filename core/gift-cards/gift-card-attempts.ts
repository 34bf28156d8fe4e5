import { createHash } from "node:crypto";
import { consumeRateLimit, type RateLimitCounter, type RateLimitVerdict } from "../limits/rate-limit.ts";

// Gift card codes can be guessed, so attempts are limited per session here and per client address at the edge
// (server/edge-routes.ts bucket "gift-card"), with counts in the database (docs/decisions/013-rate-limits.md).
// Every attempt counts, before the code is looked up, as sign-in counts before the password is checked.

export interface GiftCardAttemptLimits {
  perSession: number;
  windowSeconds: number;
}

export const DEFAULT_GIFT_CARD_ATTEMPT_LIMITS: GiftCardAttemptLimits = { perSession: 10, windowSeconds: 900 };

/** The session counted by a digest, so the counts table holds no session ids. */
function sessionDigest(sessionId: string): string {
  return createHash("sha256").update(`twc-gift-card-session:${sessionId}`).digest("hex").slice(0, 32);
}

export function consumeGiftCardAttempt(
  counter: RateLimitCounter,
  limits: GiftCardAttemptLimits,
  sessionId: string,
  nowMs: number,
): Promise<RateLimitVerdict> {
  return consumeRateLimit(
    counter,
    { bucket: "gift-card-session", limit: limits.perSession, windowSeconds: limits.windowSeconds },
    sessionDigest(sessionId),
    nowMs,
  );
}

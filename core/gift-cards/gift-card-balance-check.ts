import { createHash } from "node:crypto";
import { consumeRateLimit, type RateLimitCounter } from "../limits/rate-limit.ts";
import { normaliseGiftCardCode } from "./gift-card-code.ts";
import type { GiftCardDigests } from "./gift-card-digests.ts";
import type { GiftCardRepository } from "./gift-card-ports.ts";
import type { GiftCardLedgerEntry } from "./gift-card-types.ts";

// Checking a gift card's balance with its code and PIN, open to anyone (docs/decisions/043). Guessing is bounded
// three ways: tries per shopper (session) and per client address, counted in the database before anything is
// looked up (decision 031's machinery), tries at one card from everyone, and a lock in the card's row after
// `lockAfterWrongPins` wrong PINs, which holds on every instance and until the shop unlocks it. A wrong code, a
// wrong PIN, a card with no PIN, a locked card and a card past its own allowance all get the same answer, so the
// answer never tells a guesser which part was wrong, nor that a code is real.

export interface BalanceCheckLimits {
  /** Checks one session may make per window. */
  perSession: number;
  /** Checks one client address may make per window. */
  perAddress: number;
  /** Checks of one card per window, from everyone together. */
  perCard: number;
  windowSeconds: number;
  /** Wrong PINs in a row before the card is locked. */
  lockAfterWrongPins: number;
}

export const DEFAULT_BALANCE_CHECK_LIMITS: BalanceCheckLimits = {
  perSession: 10,
  perAddress: 30,
  perCard: 10,
  windowSeconds: 900,
  lockAfterWrongPins: 5,
};

/** One line of a card's history as its holder sees it: no order, bag or shopper named. */
export interface GiftCardMovement {
  kind: "issued" | "spent" | "refunded" | "held";
  /** Pence, always positive: `kind` says which way it went. */
  amount: number;
  at: string;
}

export type BalanceCheckAnswer =
  | {
      ok: true;
      lastFour: string;
      currency: string;
      balance: number;
      expiresAt: string | null;
      expired: boolean;
      cancelled: boolean;
      movements: GiftCardMovement[];
    }
  /** The one answer for every card it will not show: wrong code or PIN, no PIN, locked, or past its allowance. */
  | { ok: false; reason: "notShown" }
  | { ok: false; reason: "tooManyAttempts"; retryAfterSeconds: number };

export interface BalanceCheckRequest {
  code: string;
  pin: string;
  sessionId: string;
  clientAddress: string;
}

const PIN_PATTERN = /^\d{4,8}$/;

/** Counted by digests, so the counts table holds no session ids or addresses. */
function clientDigest(kind: string, value: string): string {
  return createHash("sha256").update(`twc-gift-card-balance-${kind}:${value}`).digest("hex").slice(0, 32);
}

/**
 * The holder's history from the ledger: issues, redemptions, and a release against an order (a refund); a bag's
 * hold and its release cancel out, and a hold still open shows as held so the balance adds up.
 */
export function movementsOf(ledger: readonly GiftCardLedgerEntry[]): GiftCardMovement[] {
  const movements: GiftCardMovement[] = [];
  const openHolds = new Map<string, { amount: number; at: string }>();
  for (const entry of ledger) {
    if (entry.kind === "issue") movements.push({ kind: "issued", amount: entry.amount, at: entry.createdAt });
    else if (entry.kind === "redeem")
      movements.push({ kind: "spent", amount: -entry.amount, at: entry.createdAt });
    else if (entry.kind === "release" && entry.reference.startsWith("order:"))
      movements.push({ kind: "refunded", amount: entry.amount, at: entry.createdAt });
    else {
      const open = openHolds.get(entry.reference) ?? { amount: 0, at: entry.createdAt };
      open.amount -= entry.amount;
      if (entry.kind === "hold") open.at = entry.createdAt;
      openHolds.set(entry.reference, open);
    }
  }
  for (const open of openHolds.values())
    if (open.amount > 0) movements.push({ kind: "held", amount: open.amount, at: open.at });
  return movements.sort((a, b) => a.at.localeCompare(b.at));
}

export interface GiftCardBalanceCheck {
  check(request: BalanceCheckRequest): Promise<BalanceCheckAnswer>;
}

export function createGiftCardBalanceCheck(deps: {
  repository: GiftCardRepository;
  digests: GiftCardDigests;
  rateLimits: RateLimitCounter;
  limits: BalanceCheckLimits;
  now(): Date;
}): GiftCardBalanceCheck {
  const { repository, limits } = deps;
  const rule = (bucket: string, limit: number) => ({ bucket, limit, windowSeconds: limits.windowSeconds });
  return {
    async check(request) {
      const now = deps.now();
      const nowMs = now.getTime();
      // Every try counts against the shopper and the address before anything is read.
      for (const [bucket, limit, client] of [
        ["gift-card-balance-session", limits.perSession, clientDigest("session", request.sessionId)],
        ["gift-card-balance-address", limits.perAddress, clientDigest("address", request.clientAddress)],
      ] as const) {
        const verdict = await consumeRateLimit(deps.rateLimits, rule(bucket, limit), client, nowMs);
        if (!verdict.allowed)
          return { ok: false, reason: "tooManyAttempts", retryAfterSeconds: verdict.retryAfterSeconds };
      }
      const notShown = { ok: false, reason: "notShown" } as const;
      const code = normaliseGiftCardCode(request.code);
      const pin = request.pin.replace(/\s/g, "");
      if (code === null || !PIN_PATTERN.test(pin)) return notShown;
      const card = await repository.findByCode(code);
      if (!card) return notShown;
      const perCard = await consumeRateLimit(
        deps.rateLimits,
        rule("gift-card-balance-card", limits.perCard),
        String(card.id),
        nowMs,
      );
      if (!perCard.allowed) return notShown;
      const state = await repository.pinState(card.id);
      if (state.lockedAt !== null || state.pinDigest === null) return notShown;
      if (!deps.digests.pinMatches(code, pin, state.pinDigest)) {
        await repository.recordWrongPin(card.id, limits.lockAfterWrongPins, now);
        return notShown;
      }
      if (state.wrongPins > 0) await repository.clearWrongPins(card.id);
      const [balance, ledger] = await Promise.all([repository.balance(card.id), repository.ledger(card.id)]);
      return {
        ok: true,
        lastFour: card.lastFour,
        currency: card.currency,
        balance,
        expiresAt: card.expiresAt,
        expired: card.expiresAt !== null && Date.parse(card.expiresAt) <= nowMs,
        cancelled: card.status === "cancelled",
        movements: movementsOf(ledger),
      };
    },
  };
}

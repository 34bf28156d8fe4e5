import { randomInt } from "node:crypto";
import type { GiftCardRepository } from "./gift-card-ports.ts";
import { GIFT_CARD_CURRENCY, type GiftCard } from "./gift-card-types.ts";

// Issuing a gift card (the order workflow calls this for each gift card bought): a code nobody can guess, a PIN
// for checking its balance, and the amount as the first row of its ledger, all in one transaction. The code and
// PIN are answered once, here, to be printed or e-mailed; the database keeps only their keyed digests
// (docs/decisions/043-keyed-gift-card-digests.md), so they can never be shown again.

/** Digits of a PIN: 6, within the 4–8 retailers use; guessing is bounded by the lock after wrong PINs. */
export const GIFT_CARD_PIN_DIGITS = 6;
/** The least and most one card is issued for, in pence: £5 to £500, as UK retailers sell them. */
export const GIFT_CARD_MIN_AMOUNT = 500;
export const GIFT_CARD_MAX_AMOUNT = 50_000;
/** How long a card lasts from its issue: two years, the most common term in the UK. */
export const GIFT_CARD_VALID_MONTHS = 24;
/** Fresh codes tried when one is already taken (1 in 10^14 each): past this something is wrong, so it throws. */
const CODE_TRIES = 5;

export interface IssuedGiftCard {
  card: GiftCard;
  /** The full code, normalised (`GC` and 14 digits): shown once, never stored. */
  code: string;
  /** The PIN: shown once, never stored. */
  pin: string;
}

/** Random digits from the operating system's generator, never Math.random. */
function randomDigits(count: number, random: (max: number) => number): string {
  let digits = "";
  for (let i = 0; i < count; i++) digits += String(random(10));
  return digits;
}

export function newGiftCardCode(random: (max: number) => number = randomInt): string {
  return `GC${randomDigits(14, random)}`;
}

export function newGiftCardPin(random: (max: number) => number = randomInt): string {
  return randomDigits(GIFT_CARD_PIN_DIGITS, random);
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * Issues one card of `amount` pence in pounds. `reference` names what paid for it (e.g. `order:W123:line:2`) and
 * goes in its ledger's issue row.
 */
export async function issueGiftCard(
  deps: { repository: GiftCardRepository; now(): Date; random?: (max: number) => number },
  input: { amount: number; reference: string },
): Promise<IssuedGiftCard> {
  if (
    !Number.isInteger(input.amount) ||
    input.amount < GIFT_CARD_MIN_AMOUNT ||
    input.amount > GIFT_CARD_MAX_AMOUNT
  )
    throw new RangeError(
      `a gift card is issued for ${GIFT_CARD_MIN_AMOUNT} to ${GIFT_CARD_MAX_AMOUNT} pence`,
    );
  const now = deps.now();
  for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
    const code = newGiftCardCode(deps.random);
    const pin = newGiftCardPin(deps.random);
    const card = await deps.repository.issue({
      normalisedCode: code,
      pin,
      amount: input.amount,
      currency: GIFT_CARD_CURRENCY,
      reference: input.reference,
      now,
      expiresAt: addMonths(now, GIFT_CARD_VALID_MONTHS),
    });
    if (card) return { card, code, pin };
  }
  throw new Error(`no unused gift card code after ${CODE_TRIES} tries`);
}

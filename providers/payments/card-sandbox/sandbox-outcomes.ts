import type { CardBrand } from "../../../core/payments/card-brands.ts";
import {
  cardBrand,
  cardDigits,
  isCardExpired,
  parseExpiry,
  passesLuhn,
  securityCodeLength,
} from "../../../core/payments/card-number.ts";

// The SANDBOX acquirer's rules (README "Sandbox card payments"): test card numbers and magic cardholder names
// force each answer a real acquirer can give, so journeys and tests reach every branch without a real card.

type SandboxOutcome = "authorised" | "refused" | "error" | "challenge";

/** Test cards by number (digits only). Any other valid card of an accepted brand is authorised. */
const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  "4444333322221111": "authorised",
  "5555555555554444": "authorised",
  "4000000000000002": "refused",
  "4000000000000119": "error",
  "4000000000003220": "challenge",
};

/** Magic cardholder names (any case) force the outcome with any valid card. */
const SANDBOX_MAGIC_NAMES: Readonly<Record<string, SandboxOutcome>> = {
  REFUSED: "refused",
  ERROR: "error",
  "3DS": "challenge",
};

export const SANDBOX_REASONS = {
  refused: "Refused by the card issuer",
  error: "The card issuer could not be reached",
  expired: "Expired card",
  challengeFailed: "3-D Secure authentication failed",
} as const;

export type CardFormField = "holderName" | "cardNumber" | "expiry" | "securityCode";

export interface CardForm {
  holderName: string;
  cardNumber: string;
  expiry: string;
  securityCode: string;
}

export interface CheckedCard {
  holderName: string;
  /** Stays inside the sandbox process: masked or tokenised before anything leaves it. */
  digits: string;
  brand: CardBrand;
  expiry: { month: number; year: number };
}

type CardFormCheck =
  | { ok: true; card: CheckedCard }
  | { ok: false; errors: Partial<Record<CardFormField, string>> };

/** The page's field checks, as a hosted page does them before asking the issuer. */
export function checkCardForm(form: CardForm): CardFormCheck {
  const errors: Partial<Record<CardFormField, string>> = {};
  const holderName = form.holderName.trim();
  if (holderName.length === 0) errors.holderName = "Enter the name on the card";
  else if (holderName.length > 100)
    errors.holderName = "The name on the card must be 100 characters or fewer";

  const digits = cardDigits(form.cardNumber);
  const brand = digits ? cardBrand(digits) : null;
  if (!digits || !passesLuhn(digits)) errors.cardNumber = "Enter a valid card number";
  else if (!brand) errors.cardNumber = "We accept Visa, Mastercard and American Express";

  const expiry = parseExpiry(form.expiry);
  if (!expiry) errors.expiry = "Enter the expiry date as MM/YY";

  const codeLength = brand ? securityCodeLength(brand) : 3;
  if (!new RegExp(`^\\d{${codeLength}}$`).test(form.securityCode.trim())) {
    errors.securityCode = `Enter the ${codeLength}-digit security code`;
  }

  if (Object.keys(errors).length > 0 || !digits || !brand || !expiry) return { ok: false, errors };
  return { ok: true, card: { holderName, digits, brand, expiry } };
}

/** A saved card's page asks only for its security code; the rest comes from the vault. */
export function checkSecurityCode(card: CheckedCard, securityCode: string): CardFormCheck {
  const codeLength = securityCodeLength(card.brand);
  if (!new RegExp(`^\\d{${codeLength}}$`).test(securityCode.trim()))
    return { ok: false, errors: { securityCode: `Enter the ${codeLength}-digit security code` } };
  return { ok: true, card };
}

/** What the sandbox issuer answers for a checked card: an expired card is refused as such, then names, then cards. */
export function sandboxOutcome(card: CheckedCard, now: Date): { outcome: SandboxOutcome; reason: string } {
  if (isCardExpired(card.expiry, now)) return { outcome: "refused", reason: SANDBOX_REASONS.expired };
  const outcome =
    SANDBOX_MAGIC_NAMES[card.holderName.toUpperCase()] ?? SANDBOX_TEST_CARDS[card.digits] ?? "authorised";
  if (outcome === "refused") return { outcome, reason: SANDBOX_REASONS.refused };
  if (outcome === "error") return { outcome, reason: SANDBOX_REASONS.error };
  return { outcome, reason: "" };
}

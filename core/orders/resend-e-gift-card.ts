import { z } from "zod";
import { GIFT_CARD_MESSAGES } from "../gift-card-purchase/gift-card-messages.ts";
import { GIFT_CARD_NAME } from "../gift-card-purchase/gift-card-purchase-form.ts";
import { consumeRateLimit, type RateLimitCounter, type RateLimitRule } from "../limits/rate-limit.ts";
import type { CorrectedRecipient, EGiftCardOutbox } from "./order-gift-cards.ts";

// Sending an e-gift card to a corrected address (docs/decisions/045-issuing-gift-cards-bought.md): the buyer, once
// the caller has found the order theirs exactly as the order page does, names one e-gift card line and the right
// recipient. A card not sent yet only changes recipient (its scheduled job reads the line when it runs); a card sent
// goes again at once, same code and PIN, by a new one-off job. A card already used cannot be resent: its sealed copy
// was forgotten at its first use, so nobody can have its code mailed to them once it holds a balance in a bag.

/** Resends per order per day, counted in the database like every limit (docs/decisions/013-rate-limits.md). */
export const E_GIFT_CARD_RESEND_LIMIT: RateLimitRule = {
  bucket: "e-gift-card-resend",
  limit: 5,
  windowSeconds: 86_400,
};

export const RESEND_MESSAGES = {
  recipientEmail: GIFT_CARD_MESSAGES.recipientEmail,
  recipientName: GIFT_CARD_MESSAGES.recipientName,
  used: "This e-gift card has already been used, so it can no longer be sent to a different address.",
  expired: "This e-gift card has expired, so it can no longer be sent to a different address.",
  posted: "This gift card is sent by post, so it cannot be sent to an e-mail address.",
  unknown: "This order has no e-gift card on that line.",
  rateLimited: "This order's e-gift cards have been resent too often today. Please try again tomorrow.",
  sent: (email: string) => `We've sent the e-gift card to ${email}.`,
  scheduled: (email: string) =>
    `The e-gift card hasn't been sent yet: it will go to ${email} on its send date.`,
} as const;

/** What the buyer typed: an e-mail and, optionally, a corrected name. */
export interface ResendFields {
  recipientEmail: string;
  recipientName?: string;
}

export type ResendFieldErrors = Partial<Record<"recipientEmail" | "recipientName", string>>;

/** The HTTP status of each refusal, alike for the page's form and the JSON call. */
export const RESEND_REFUSAL_STATUS = {
  invalid: 400,
  used: 409,
  expired: 409,
  posted: 409,
  unknown: 404,
  rateLimited: 429,
} as const satisfies Record<Extract<ResendOutcome, { ok: false }>["kind"], number>;

export type ResendOutcome =
  | { ok: true; kind: "sent" | "scheduled"; recipientEmail: string; message: string }
  | { ok: false; kind: "invalid"; fieldErrors: ResendFieldErrors; message: string }
  | { ok: false; kind: "used" | "expired" | "posted" | "unknown"; message: string }
  | { ok: false; kind: "rateLimited"; retryAfterSeconds: number; message: string };

/** The corrected recipient when the fields are good; otherwise the field errors. */
export function readCorrectedRecipient(
  fields: ResendFields,
): { ok: true; recipient: CorrectedRecipient } | { ok: false; fieldErrors: ResendFieldErrors } {
  const recipientEmail = fields.recipientEmail.trim();
  const recipientName = (fields.recipientName ?? "").trim();
  const fieldErrors: ResendFieldErrors = {};
  if (!z.email().max(254).safeParse(recipientEmail).success)
    fieldErrors.recipientEmail = RESEND_MESSAGES.recipientEmail;
  if (recipientName !== "" && (recipientName.length > 60 || !GIFT_CARD_NAME.test(recipientName)))
    fieldErrors.recipientName = RESEND_MESSAGES.recipientName;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, recipient: { recipientEmail, recipientName: recipientName || null } };
}

export type EGiftCardResend = ReturnType<typeof createEGiftCardResend>;

export function createEGiftCardResend(deps: {
  outbox: Pick<EGiftCardOutbox, "redirect">;
  rateLimits: RateLimitCounter;
  now(): Date;
}) {
  /** `orderId` must be an order the caller already found the visitor's own. */
  return async function resendEGiftCard(
    orderId: string,
    entryNumber: number,
    fields: ResendFields,
  ): Promise<ResendOutcome> {
    const read = readCorrectedRecipient(fields);
    if (!read.ok) {
      const message = read.fieldErrors.recipientEmail ?? read.fieldErrors.recipientName ?? "";
      return { ok: false, kind: "invalid", fieldErrors: read.fieldErrors, message };
    }
    const now = deps.now();
    const verdict = await consumeRateLimit(deps.rateLimits, E_GIFT_CARD_RESEND_LIMIT, orderId, now.getTime());
    if (!verdict.allowed)
      return {
        ok: false,
        kind: "rateLimited",
        retryAfterSeconds: verdict.retryAfterSeconds,
        message: RESEND_MESSAGES.rateLimited,
      };
    const outcome = await deps.outbox.redirect(orderId, entryNumber, read.recipient, now);
    const email = read.recipient.recipientEmail;
    switch (outcome.kind) {
      case "resend":
        return { ok: true, kind: "sent", recipientEmail: email, message: RESEND_MESSAGES.sent(email) };
      case "scheduled":
        return {
          ok: true,
          kind: "scheduled",
          recipientEmail: email,
          message: RESEND_MESSAGES.scheduled(email),
        };
      default:
        return { ok: false, kind: outcome.kind, message: RESEND_MESSAGES[outcome.kind] };
    }
  };
}

import { z } from "zod";
import { isOrderNumber } from "../orders/order-number.ts";

// The back office's gift cards (issue 29 point 5; docs/decisions/061-gift-card-blocks.md): how staff look a card up,
// what state a card is in, what each ledger row means, and when a card may be blocked, unblocked or resent. A card's
// code and PIN are never stored in clear, so nothing here ever sees more than its last four digits.

export const LOOKUP_KINDS = ["lastFour", "order", "buyer"] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export type GiftCardLookup =
  | { by: "lastFour"; lastFour: string }
  | { by: "order"; orderNumber: string }
  | { by: "buyer"; email: string };

export const GIFT_CARD_ADMIN_MESSAGES = {
  lastFour: "Enter the card's last four digits.",
  order: "Enter an order number: eleven digits.",
  buyer: "Enter the buyer's e-mail address.",
  unknown: "There is no such gift card.",
  alreadyBlocked: "This card is already blocked.",
  notBlocked: "This card is not blocked.",
  posted: "This card was posted, so it cannot be sent by e-mail.",
  noRecipient: "This e-gift card has no recipient's e-mail address.",
  notSentYet: "This e-gift card has not been sent yet: it goes on its send date.",
  used: "This e-gift card has been used, so its number is no longer kept and it cannot be resent.",
  expired: "This e-gift card has expired, so it cannot be resent.",
  blocked: "This card is blocked: unblock it before resending it.",
  idempotencyKey: "This form has expired. Reload the page and try again.",
} as const;

export type GiftCardAdminRefusal = Exclude<
  keyof typeof GIFT_CARD_ADMIN_MESSAGES,
  "lastFour" | "order" | "buyer" | "idempotencyKey"
>;

/** The lookup form (`by` and `q`), read into a lookup or the field's message; an empty form is no lookup. */
export function readLookup(
  form: Partial<Record<string, unknown>>,
): { ok: true; lookup: GiftCardLookup | null } | { ok: false; message: string } {
  const by = z.enum(LOOKUP_KINDS).catch("lastFour").parse(form.by);
  const q = z.string().max(254).catch("").parse(form.q).trim();
  if (q === "") return { ok: true, lookup: null };
  if (by === "lastFour")
    return /^\d{4}$/.test(q)
      ? { ok: true, lookup: { by, lastFour: q } }
      : { ok: false, message: GIFT_CARD_ADMIN_MESSAGES.lastFour };
  if (by === "order") {
    const orderNumber = q.replace(/\s+/g, "");
    return isOrderNumber(orderNumber)
      ? { ok: true, lookup: { by, orderNumber } }
      : { ok: false, message: GIFT_CARD_ADMIN_MESSAGES.order };
  }
  return z.email().safeParse(q).success
    ? { ok: true, lookup: { by, email: q.toLowerCase() } }
    : { ok: false, message: GIFT_CARD_ADMIN_MESSAGES.buyer };
}

export type GiftCardState = "active" | "blocked" | "expired" | "cancelled";

/** What staff read as a card's state: a block shows over everything, since it is what staff can undo. */
export function giftCardState(
  card: { status: string; blockedAt: string | null; expiresAt: string | null },
  now: Date,
): GiftCardState {
  if (card.blockedAt !== null) return "blocked";
  if (card.status === "cancelled") return "cancelled";
  if (card.expiresAt !== null && Date.parse(card.expiresAt) <= now.getTime()) return "expired";
  return "active";
}

/** What a ledger row's reference names: an order (by number), a shopper's bag, or something else. */
export type LedgerReference =
  | { kind: "order"; orderNumber: string; line: number | null }
  | { kind: "bag"; cartId: string }
  | { kind: "other"; text: string };

export function readLedgerReference(reference: string): LedgerReference {
  const order = /^order:(\d+)(?::line:(\d+))?$/.exec(reference);
  if (order?.[1]) return { kind: "order", orderNumber: order[1], line: order[2] ? Number(order[2]) : null };
  const bag = /^cart:(\d+)$/.exec(reference);
  if (bag?.[1]) return { kind: "bag", cartId: bag[1] };
  return { kind: "other", text: reference };
}

export function blockRefusal(card: { blockedAt: string | null }): GiftCardAdminRefusal | null {
  return card.blockedAt !== null ? "alreadyBlocked" : null;
}

export function unblockRefusal(card: { blockedAt: string | null }): GiftCardAdminRefusal | null {
  return card.blockedAt === null ? "notBlocked" : null;
}

/** An e-gift card line as the resend needs it. */
export interface ResendFacts {
  kind: "ECARD" | "GCARD";
  recipientEmail: string | null;
  sentAt: string | null;
  /** Whether the sealed code and PIN are still kept (until the card's first use). */
  sealed: boolean;
  expiresAt: string | null;
  blockedAt: string | null;
}

/**
 * Why staff cannot resend this card now, or null. Only an e-gift card already sent, still unused (its sealed copy
 * kept), unexpired and unblocked goes again, to the recipient the buyer gave: a posted card is never e-mailed.
 */
export function resendRefusal(line: ResendFacts, now: Date): GiftCardAdminRefusal | null {
  if (line.kind !== "ECARD") return "posted";
  if (!line.recipientEmail) return "noRecipient";
  if (line.blockedAt !== null) return "blocked";
  if (!line.sealed) return "used";
  if (line.expiresAt !== null && Date.parse(line.expiresAt) <= now.getTime()) return "expired";
  if (line.sentAt === null) return "notSentYet";
  return null;
}

/** The hidden key each resend form carries, so a form submitted twice mails the card once. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

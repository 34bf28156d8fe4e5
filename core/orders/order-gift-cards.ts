import type { IsoDate } from "../delivery/iso-date.ts";
import type { OutboxMessage } from "../mail/mail-types.ts";

// The gift cards an order issues (migration 0036; docs/decisions/045-issuing-gift-cards-bought.md): drawn by the
// issue-gift-cards step before the order is written, and written with the order in its one transaction, so a card
// exists exactly when its order does: never one charged without its card, never one issued twice.

/** The one-off job that e-mails an e-gift card on its send date (server/jobs/e-gift-card-job.ts). */
export const E_GIFT_CARD_JOB = "e-gift-card";

/** The job's key: one send per order line, however often it is scheduled. */
export function eGiftCardJobKey(orderId: string, entryNumber: number): string {
  return `e-gift-card:${orderId}:${entryNumber}`;
}

/** A card drawn for one gift-card line: only digests and the sealed copy of the code and PIN ever reach storage. */
export interface IssuedOrderGiftCard {
  entryNumber: number;
  codeHash: string;
  pinDigest: string;
  lastFour: string;
  amount: number;
  currency: string;
  /** The code and PIN sealed (core/gift-cards/gift-card-sealing.ts) until the card is first used, or printed. */
  sealed: string;
  expiresAt: Date;
  /** An e-gift card's send time (the job's run time); null for a posted card. */
  sendAt: Date | null;
}

/** The hour an e-gift card goes out on its send date, London time. */
/** The hour of the London day an e-gift card for that day is sent, unless the shop sets another. */
export const DEFAULT_E_GIFT_CARD_SEND_HOUR = 8;

function londonOffsetMs(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * When an e-gift card for `sendDate` (a UK calendar day) is sent: `sendHour` (08:00 unless set) London time that
 * day, or now when that has passed (today's card bought after eight goes at once).
 */
export function eGiftCardSendAt(
  sendDate: IsoDate | null,
  now: Date,
  sendHour: number = DEFAULT_E_GIFT_CARD_SEND_HOUR,
): Date {
  if (!sendDate) return now;
  const [year, month, day] = sendDate.split("-").map(Number);
  const guess = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, sendHour));
  const at = new Date(guess.getTime() - londonOffsetMs(guess));
  return at.getTime() > now.getTime() ? at : now;
}

/** An e-gift card waiting for its e-mail: what the e-mail says, and its code and PIN sealed. */
export interface EGiftCardToSend {
  orderId: string;
  entryNumber: number;
  design: string;
  amount: number;
  currency: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  personalMessage: string;
  sealed: string;
}

/** The one-off job that e-mails an e-gift card again to a corrected address: its own key per resend. */
export function eGiftCardResendJobKey(orderId: string, entryNumber: number, resend: number): string {
  return `e-gift-card-resend:${orderId}:${entryNumber}:${resend}`;
}

/** A corrected recipient for one e-gift card line. */
export interface CorrectedRecipient {
  recipientEmail: string;
  /** Null keeps the name the buyer gave. */
  recipientName: string | null;
}

/**
 * What became of a corrected recipient: `scheduled` when the card was not sent yet (its job reads the line's
 * recipient when it runs), `resend` when a new send job was written; refused when the line is no e-gift card of the
 * order (`unknown`), a posted card (`posted`), its card was used and its sealed copy forgotten (`used`), or it has
 * expired (`expired`).
 */
export type RedirectOutcome =
  | { kind: "scheduled"; sendDate: string | null }
  | { kind: "resend" }
  | { kind: "unknown" }
  | { kind: "posted" }
  | { kind: "used" }
  | { kind: "expired" };

/** The e-gift cards bought, as their send job needs them (data/repositories/order-gift-card-repository.ts). */
export interface EGiftCardOutbox {
  /**
   * In ONE transaction: finds the line's e-gift card unsent with its sealed copy, writes `compose(card)` to the
   * outbox and marks it sent (the sealed copy is kept until the card is first used, so it can be resent). Answers
   * false, writing nothing, when it was sent already (a retried job) or is not an e-gift card, so the scheduled
   * send never e-mails a card twice.
   */
  sendOnce(
    orderId: string,
    entryNumber: number,
    compose: (card: EGiftCardToSend) => OutboxMessage,
    now: Date,
  ): Promise<boolean>;
  /**
   * In ONE transaction: checks the line is an e-gift card still sealed, sets its recipient, and, when it was sent
   * already, marks it unsent and writes a one-off send job at `now` with a new key (eGiftCardResendJobKey): the
   * resend is then an ordinary `sendOnce`, so a retried resend job cannot e-mail the card twice either.
   */
  redirect(
    orderId: string,
    entryNumber: number,
    recipient: CorrectedRecipient,
    now: Date,
  ): Promise<RedirectOutcome>;
}

import type { GiftingAnswer } from "../gifting/gifting-answer.ts";
import type { BagPageIntent, GiftingIntent } from "./bag-action-form.ts";

// What the bag page's action answers: to the page's script as data, or, after a native post
// (JavaScript off), kept in the session for the next view of the bag, as the add-to-bag notice is.

export interface BagPageAnswer {
  /** `invalid` when the post could not be read at all. */
  intent: BagPageIntent | GiftingIntent | "invalid";
  ok: boolean;
  /** The wording to show: the spec's where it has one; empty when the change speaks for itself. */
  message: string;
  /** The line the answer is about (quantity, remove, move). */
  entryNumber?: number;
  /** The product a move to saved items was about, for the notification and its error. */
  productName?: string;
  /** The promotion code the answer is about, put back in the field after a refusal. */
  code?: string;
  /** A gifting form's answer as the gifting panel reads it (field errors beside the form they belong to). */
  gifting?: GiftingAnswer;
}

/** The answer as the bag shows it once after a native post; `kind` tells it from the add-to-bag notice. */
export type BagPageNotice = BagPageAnswer & { kind: "bagPage"; path: string };

export function bagPageNoticeFor(answer: BagPageAnswer, path: string): BagPageNotice {
  return { ...answer, kind: "bagPage", path };
}

export function isBagPageNotice(notice: unknown): notice is BagPageNotice {
  return typeof notice === "object" && notice !== null && (notice as { kind?: unknown }).kind === "bagPage";
}

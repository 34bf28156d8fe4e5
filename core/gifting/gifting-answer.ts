import type { GiftingForm } from "./gifting-form.ts";

// What the bag page's action answers for a gifting form (app/routes/bag-gifting.server.ts), and what the
// gifting panel reads to show it beside the form it came from.

interface GiftingAnswerBase {
  intent: GiftingForm["intent"];
  /** The box the form was about, so the panel shows the answer beside that box's form. */
  giftBoxNo?: number;
  message: string;
}

export type GiftingAnswer =
  | (GiftingAnswerBase & { ok: true })
  /** `fields` are keyed by the form's field names (entryNumber, giftBoxType, personalMessage, message…). */
  | (GiftingAnswerBase & { ok: false; fields: Record<string, string> });
